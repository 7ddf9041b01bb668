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

/** The public pages as absolute URLs (https://www.sitemaps.org/protocol.html). */
export function sitemapXml(manifest: PrerenderManifest, publicUrl: string): string {
  const urls = manifest.pages
    .filter((page) => page.sitemap)
    .map((page) => `  <url><loc>${escapeXml(publicUrl + (page.path === '/' ? '/' : page.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
