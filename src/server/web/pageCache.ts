import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CachedDocument, cachedDocument } from './document';
import type { PrerenderManifest } from './manifest';

const HTML = 'text/html; charset=utf-8';

/** The prerendered pages, ready to send: path -> document, plus the not-found page. */
export interface PageCache {
  pages: Map<string, CachedDocument>;
  notFound: CachedDocument;
}

/** The build writes the site's origin as this placeholder; only the server knows PUBLIC_URL. */
const PUBLIC_URL_PLACEHOLDER = /%PUBLIC_URL%/g;

async function loadHtml(webDir: string, file: string, publicUrl: string): Promise<CachedDocument> {
  const html = await readFile(path.join(webDir, file), 'utf8');
  return cachedDocument(HTML, html.replace(PUBLIC_URL_PLACEHOLDER, publicUrl));
}

/**
 * Reads, completes and compresses every page of the manifest once. Holding them in memory (a few hundred
 * kilobytes per coding for the whole site) means a page costs no disk read and no compression per request.
 */
export async function loadPageCache(
  webDir: string,
  manifest: PrerenderManifest,
  publicUrl: string,
): Promise<PageCache> {
  const origin = publicUrl.replace(/\/+$/, '');
  const pages = new Map<string, CachedDocument>();
  for (const page of manifest.pages) pages.set(page.path, await loadHtml(webDir, page.file, origin));
  return { pages, notFound: await loadHtml(webDir, manifest.notFound, origin) };
}
