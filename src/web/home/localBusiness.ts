import { locations } from '../../content/locations';
import { site } from '../../content/site';

/**
 * schema.org structured data for the home page: the company as a local business (search engines show
 * it as a business card with phone and service area). Everything comes from src/content.
 */
export function localBusinessJsonLd(siteUrl: string, imageUrl: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: site.companyName,
    description: site.tagline,
    url: siteUrl,
    image: imageUrl,
    telephone: site.phone.href.replace(/^tel:/, ''),
    email: site.email,
    address: { '@type': 'PostalAddress', addressRegion: site.state, addressCountry: 'US' },
    areaServed: locations.map((location) => ({ '@type': 'City', name: location.label })),
    sameAs: [site.professionalNetworkUrl],
  };
  // Inside <script>, "</" would end the element early; the JSON escape keeps the same value.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
