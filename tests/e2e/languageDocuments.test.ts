// Issue 39: the documents of both languages as the build wrote them (run after `npm run build`):
// deterministic, no browser. Every public page has its language, its own canonical address and the same
// page's address in the other language, reciprocally; the 404 and the shells have their language only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_DEFAULTS } from '../../src/web/build/localeDocument';
import { DEFAULT_WEB_DIR } from '../helpers/pageWeight';

const webDir = DEFAULT_WEB_DIR;
const ORIGIN = '%PUBLIC_URL%';

interface Manifest {
  pages: { path: string; file: string; sitemap: boolean; private?: boolean }[];
  notFound: string;
  localeNotFound?: Record<string, string>;
}

function manifest(): Manifest {
  const file = path.join(webDir, 'prerender.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const html = (file: string) => readFileSync(path.join(webDir, file), 'utf8');
const lang = (text: string) => /<html lang="([^"]+)"/.exec(text)?.[1];
const first = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
const alternates = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], m[2]]),
  );
const spanishOf = (pathname: string) => (pathname === '/' ? '/es/' : `/es${pathname}`);

describe('the documents of both languages', () => {
  it('has every public English page in Spanish too, and the other way round', () => {
    const listed = manifest().pages.filter((page) => page.sitemap);
    const english = listed.filter((page) => !page.path.startsWith('/es/')).map((page) => page.path);
    const spanish = listed.filter((page) => page.path.startsWith('/es/')).map((page) => page.path);
    expect(english.length).toBeGreaterThan(10);
    expect(spanish.sort()).toEqual(english.map(spanishOf).sort());
  });

  it('gives every public page its language, own canonical, og:url and og:locale, and reciprocal hreflang', () => {
    const problems: string[] = [];
    for (const page of manifest().pages.filter((each) => each.sitemap)) {
      const text = html(page.file);
      const spanish = page.path.startsWith('/es/');
      const englishPath = spanish ? page.path.slice(3) || '/' : page.path;
      const expected = {
        lang: spanish ? 'es' : 'en',
        canonical: `${ORIGIN}${page.path}`,
        ogUrl: `${ORIGIN}${page.path}`,
        ogLocale: spanish ? 'es_US' : 'en_US',
        ogAlternate: spanish ? 'en_US' : 'es_US',
        alternates: {
          en: `${ORIGIN}${englishPath}`,
          es: `${ORIGIN}${spanishOf(englishPath)}`,
          'x-default': `${ORIGIN}${englishPath}`,
        },
      };
      const found = {
        lang: lang(text),
        canonical: first(text, /<link rel="canonical" href="([^"]+)"/),
        ogUrl: first(text, /<meta property="og:url" content="([^"]+)"/),
        ogLocale: first(text, /<meta property="og:locale" content="([^"]+)"/),
        ogAlternate: first(text, /<meta property="og:locale:alternate" content="([^"]+)"/),
        alternates: alternates(text),
      };
      if (JSON.stringify(found) !== JSON.stringify(expected))
        problems.push(`${page.path}: ${JSON.stringify(found)}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives the 404 pages and the shells their language but no canonical or hreflang', () => {
    const { pages, notFound, localeNotFound = {} } = manifest();
    const others = [
      ...pages.filter((page) => !page.sitemap).map((page) => ({ path: page.path, file: page.file })),
      { path: '/404', file: notFound },
      ...Object.entries(localeNotFound).map(([locale, file]) => ({ path: `/${locale}/404`, file })),
    ];
    expect(others.some((page) => page.path.startsWith('/es/'))).toBe(true);
    for (const page of others) {
      const text = html(page.file);
      expect(lang(text), page.path).toBe(page.path.startsWith('/es/') ? 'es' : 'en');
      expect(alternates(text), page.path).toEqual({});
      expect(text, page.path).not.toContain('rel="canonical"');
    }
  });

  it('gives the Spanish shells the Spanish default title and description', () => {
    for (const shell of ['/es/register', '/es/reset-password', '/es/profile']) {
      const page = manifest().pages.find((each) => each.path === shell);
      if (!page) throw new Error(`no ${shell} in prerender.json`);
      const text = html(page.file);
      expect(first(text, /<title[^>]*>([^<]*)<\/title>/), shell).toBe(DOCUMENT_DEFAULTS.es.title);
    }
  });
});
