// What the service worker keeps (issue 29), as plain decisions the unit tests read: only the public
// prerendered pages, the build's hashed files and the catalogue's pictures, all same-origin GETs. Nothing
// under /api, no account page, no staff page and no manage link is ever kept, and no answer the server
// marked `no-store` (it does so for every page a signed-in visitor asks for: src/server/web/document.ts).

import { localeOfPath, pathInLocale } from '../../shared/i18n/locales';
import { OFFLINE_PATH } from './cacheNames';

/** The offline page in the language of the page asked for (issue 39): /es/... gets /es/offline. */
export function offlinePathFor(url: string): string {
  return pathInLocale(OFFLINE_PATH, localeOfPath(new URL(url).pathname));
}

/** A public page the build prerendered, asked for by its path alone (a query does not change the page). */
export function isKeptPage(url: URL, origin: string, pages: ReadonlySet<string>): boolean {
  return url.origin === origin && pages.has(url.pathname);
}

/** A file of the build whose name carries its content's hash: it never changes. */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/** A picture of the catalogue (src/web/public/catalogue). */
export function isCatalogueImage(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/catalogue/');
}

/** Whether an answer may be stored: a full 200 that no `no-store` forbids. */
export function mayStore(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/(^|,)\s*no-store\s*(,|$)/i.test(cacheControl);
}

/** The key a page is kept under: its address without query or fragment. */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
