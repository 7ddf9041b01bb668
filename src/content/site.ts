// Facts about the company shown across the site. Keep every company-specific value here, once.
// PLACEHOLDER marks a value the company must replace with its real one before launch.

export interface PhoneNumber {
  /** How the number is printed. */
  display: string;
  /** The `tel:` URI (E.164) used in links. */
  href: string;
}

export interface SiteFacts {
  companyName: string;
  shortName: string;
  tagline: string;
  phone: PhoneNumber;
  email: string;
  professionalNetworkUrl: string;
  websiteBuilder: { name: string; email: string };
  state: string;
  cities: readonly ['Orlando', 'Tampa', 'Jacksonville'];
  copyrightYear: number;
  legalLastUpdated: string;
  minimumAge: number;
}

export const site: SiteFacts = {
  // PLACEHOLDER: brand name.
  companyName: 'Sunshine State Generators',
  shortName: 'Sunshine State',
  tagline: 'Generator sales, installation and service across Central and North Florida',
  // PLACEHOLDER: the 555-01xx range is reserved for fiction, so it can never ring a real customer.
  phone: { display: '(407) 555-0142', href: 'tel:+14075550142' },
  // PLACEHOLDER: contact mailbox.
  email: 'info@sunshinestategenerators.com',
  // PLACEHOLDER: company page on the professional network.
  professionalNetworkUrl: 'https://www.linkedin.com/company/sunshine-state-generators',
  // PLACEHOLDER: the agency or person who built the site.
  websiteBuilder: { name: 'Gulf Coast Web Studio', email: 'hello@gulfcoastwebstudio.com' },
  state: 'FL',
  cities: ['Orlando', 'Tampa', 'Jacksonville'],
  copyrightYear: 2025,
  legalLastUpdated: 'August 17, 2025',
  minimumAge: 18,
};

export type City = SiteFacts['cities'][number];

/** "Orlando, FL" style label used on the locations page and in the footer. */
export function cityLabel(city: City): string {
  return `${city}, ${site.state}`;
}
