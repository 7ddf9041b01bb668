import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_LOCALE } from '../../api/siteLocale';
import { site } from '../../content/site';
import { DEFAULT_LOCALE, LOCALES, type Locale, pathInLocale } from '../../shared/i18n/locales';
import { SiteOriginContext, useSiteUrl } from './siteOrigin';

/** The picture link previews show (drawn by src/content/tools/socialCard.ts). */
export const SOCIAL_CARD_PATH = '/social-card.png';

export interface PageMetaProps {
  title: string;
  description: string;
  /** For pages search engines should not list (the not-found page): no canonical link either. */
  noIndex?: boolean;
}

/** Open Graph's name of each language (language_TERRITORY): the site is written for Florida. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/**
 * The page's head: title, description, canonical link and link-preview (Open Graph) tags, and the same
 * page's address in every language (issue 39: `hreflang`, English as the x-default). React 19 hoists them
 * into <head>, in the prerendered HTML as in the browser after every navigation. The router's location has
 * no language prefix (router.tsx, ROUTER_BASENAME): the addresses add it.
 */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const origin = useContext(SiteOriginContext);
  const urlIn = (locale: Locale) => `${origin}${pathInLocale(pathname, locale)}`;
  const url = urlIn(SITE_LOCALE);
  const image = useSiteUrl(SOCIAL_CARD_PATH);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noIndex
        ? null
        : LOCALES.map((locale) => (
            <link key={locale} rel="alternate" hrefLang={locale} href={urlIn(locale)} />
          ))}
      {noIndex ? null : <link rel="alternate" hrefLang="x-default" href={urlIn(DEFAULT_LOCALE)} />}
      <meta property="og:locale" content={OG_LOCALES[SITE_LOCALE]} />
      {LOCALES.filter((locale) => locale !== SITE_LOCALE).map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={OG_LOCALES[locale]} />
      ))}
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
