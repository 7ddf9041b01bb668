import { SOCIAL_CARD_PATH } from '../components/PageMeta';
import { useSiteUrl } from '../components/siteOrigin';
import { localBusinessJsonLd } from './localBusiness';

/** The home page's structured data (a data block: browsers do not run it, so the CSP does not apply). */
export function LocalBusinessData() {
  const json = localBusinessJsonLd(useSiteUrl('/'), useSiteUrl(SOCIAL_CARD_PATH));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own content, with "<" escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
