import { useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { useSiteUrl } from './siteOrigin';

/** The picture link previews show (drawn by src/content/tools/socialCard.ts). */
export const SOCIAL_CARD_PATH = '/social-card.png';

export interface PageMetaProps {
  title: string;
  description: string;
  /** For pages search engines should not list (the not-found page): no canonical link either. */
  noIndex?: boolean;
}

/**
 * The page's head: title, description, canonical link and link-preview (Open Graph) tags. React 19
 * hoists them into <head>, in the prerendered HTML as in the browser after every navigation.
 */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const url = useSiteUrl(pathname);
  const image = useSiteUrl(SOCIAL_CARD_PATH);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {noIndex ? null : <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
