import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Locale, localeOfPath } from '../../shared/i18n/locales';
import { cachedDocuments, type DocumentSource } from './compressInChild';
import type { CachedDocument } from './document';
import type { PrerenderManifest } from './manifest';
import { type ThemedDocument, themedHtml, themesOf } from './themedPages';

const HTML = 'text/html; charset=utf-8';

/** The prerendered pages, ready to send: path -> document in each theme, plus the not-found page. */
export interface PageCache {
  pages: Map<string, ThemedDocument>;
  /** The English not-found page. */
  notFound: ThemedDocument;
  /** Each other language's not-found page (issue 39), for the unknown paths under its prefix. */
  localeNotFound: ReadonlyMap<Locale, ThemedDocument>;
}

/** The not-found page in the language of `pathname` (/es/... is Spanish), English when there is none. */
export function notFoundFor(cache: PageCache, pathname: string): ThemedDocument {
  return cache.localeNotFound.get(localeOfPath(pathname)) ?? cache.notFound;
}

/** The build writes the site's origin as this placeholder; only the server knows PUBLIC_URL. */
const PUBLIC_URL_PLACEHOLDER = /%PUBLIC_URL%/g;

async function htmlSources(
  webDir: string,
  file: string,
  publicUrl: string,
  pathname: string | null,
): Promise<DocumentSource[]> {
  const html = (await readFile(path.join(webDir, file), 'utf8')).replace(PUBLIC_URL_PLACEHOLDER, publicUrl);
  return themesOf(pathname).map((theme) => ({ type: HTML, text: themedHtml(html, theme) }));
}

/** Takes a page's documents off the front of `documents`, one per theme it is served in. */
function takeThemed(documents: CachedDocument[], pathname: string | null): ThemedDocument {
  const [dark, light] = documents.splice(0, themesOf(pathname).length);
  if (!dark) throw new Error('page compression answered fewer documents than it was given');
  return { dark, light: light ?? dark };
}

/**
 * Reads, completes and compresses every page of the manifest once, in each theme (`extra`: other
 * documents of the site to compress along, in order; `cacheDir`: where earlier starts kept them compressed,
 * compressionCache.ts). Holding them in memory (a few hundred kilobytes
 * per coding and theme for the whole site) means a page costs no disk read and no compression per
 * request.
 */
export async function loadPageCache(
  webDir: string,
  manifest: PrerenderManifest,
  publicUrl: string,
  extra: readonly DocumentSource[] = [],
  cacheDir?: string,
): Promise<PageCache & { extra: CachedDocument[] }> {
  const origin = publicUrl.replace(/\/+$/, '');
  const otherNotFound = Object.entries(manifest.localeNotFound) as [Locale, string][];
  const entries = [
    ...manifest.pages.map((page) => ({ pathname: page.path, file: page.file })),
    { pathname: null, file: manifest.notFound },
    ...otherNotFound.map(([, file]) => ({ pathname: null, file })),
  ];
  const sources: DocumentSource[] = [];
  for (const { pathname, file } of entries)
    sources.push(...(await htmlSources(webDir, file, origin, pathname)));
  const documents = await cachedDocuments([...sources, ...extra], cacheDir);
  const pages = new Map(manifest.pages.map((page) => [page.path, takeThemed(documents, page.path)]));
  const notFound = takeThemed(documents, null);
  const localeNotFound = new Map(otherNotFound.map(([locale]) => [locale, takeThemed(documents, null)]));
  return { pages, notFound, localeNotFound, extra: documents };
}
