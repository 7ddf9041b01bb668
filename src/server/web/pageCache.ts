import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedDocuments, type DocumentSource } from './compressInChild';
import type { CachedDocument } from './document';
import type { PrerenderManifest } from './manifest';

const HTML = 'text/html; charset=utf-8';

/** The prerendered pages, ready to send: path -> document, plus the not-found page. */
export interface PageCache {
  pages: Map<string, CachedDocument>;
  notFound: CachedDocument;
}

/** The build writes the site's origin as this placeholder; only the server knows PUBLIC_URL. */
const PUBLIC_URL_PLACEHOLDER = /%PUBLIC_URL%/g;

async function htmlSource(webDir: string, file: string, publicUrl: string): Promise<DocumentSource> {
  const html = await readFile(path.join(webDir, file), 'utf8');
  return { type: HTML, text: html.replace(PUBLIC_URL_PLACEHOLDER, publicUrl) };
}

/**
 * Reads, completes and compresses every page of the manifest once (`extra`: other documents of the site to
 * compress along, in order). Holding them in memory (a few hundred kilobytes per coding for the whole
 * site) means a page costs no disk read and no compression per request.
 */
export async function loadPageCache(
  webDir: string,
  manifest: PrerenderManifest,
  publicUrl: string,
  extra: readonly DocumentSource[] = [],
): Promise<PageCache & { extra: CachedDocument[] }> {
  const origin = publicUrl.replace(/\/+$/, '');
  const sources: DocumentSource[] = [];
  for (const page of manifest.pages) sources.push(await htmlSource(webDir, page.file, origin));
  sources.push(await htmlSource(webDir, manifest.notFound, origin));
  const documents = await cachedDocuments([...sources, ...extra]);
  const pages = new Map(manifest.pages.map((page, i) => [page.path, documents[i] as CachedDocument]));
  const notFound = documents[manifest.pages.length] as CachedDocument;
  return { pages, notFound, extra: documents.slice(manifest.pages.length + 1) };
}
