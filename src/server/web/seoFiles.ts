import { DEFAULT_LOCALE, LOCALES, localeOfPath, pathWithoutLocale } from '../../shared/i18n/locales';
import type { PrerenderManifest } from './manifest';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Crawlers may read every public page. The API and the client-rendered account pages (the manifest's
 * pages left out of the sitemap) hold nothing to index. Private pages are not named at all: a Disallow
 * line would advertise them, and crawlers get the not-found page there anyway.
 */
export function robotsTxt(manifest: PrerenderManifest, publicUrl: string): string {
  const hidden = manifest.pages
    .filter((page) => !page.sitemap && !page.private)
    // A route with a parameter (/appointments/manage/:token) is hidden from its fixed part on.
    .map((page) => `Disallow: ${page.path.replace(/\/:.*$/, '/')}`);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...hidden,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The public pages as absolute URLs (https://www.sitemaps.org/protocol.html), each with the same page in
 * every language as `xhtml:link` alternates (issue 39; Google Search Central, "Localized versions of your
 * page": every language's URL lists all of them, itself included, and English is the x-default).
 */
export function sitemapXml(manifest: PrerenderManifest, publicUrl: string): string {
  const listed = manifest.pages.filter((page) => page.sitemap).map((page) => page.path);
  const absolute = (path: string) => escapeXml(publicUrl + path);
  // The same page in each language, by its path without the language prefix.
  const versions = new Map<string, Map<string, string>>();
  for (const path of listed) {
    const bare = pathWithoutLocale(path);
    const byLocale = versions.get(bare) ?? new Map<string, string>();
    byLocale.set(localeOfPath(path), path);
    versions.set(bare, byLocale);
  }
  const urls = listed.map((path) => {
    const byLocale = versions.get(pathWithoutLocale(path)) ?? new Map<string, string>();
    const alternates =
      byLocale.size < 2
        ? []
        : [
            ...LOCALES.filter((locale) => byLocale.has(locale)).map((locale) => [
              locale,
              byLocale.get(locale),
            ]),
            ...(byLocale.has(DEFAULT_LOCALE) ? [['x-default', byLocale.get(DEFAULT_LOCALE)]] : []),
          ].map(
            ([hreflang, href]) =>
              `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(href ?? '')}"/>`,
          );
    return ['  <url>', `    <loc>${absolute(path)}</loc>`, ...alternates, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
