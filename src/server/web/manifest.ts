import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, type Locale } from '../../shared/i18n/locales';

/** What `npm run build` writes to dist/web/prerender.json (the build-output contract of issue 9). */
export interface PrerenderManifest {
  /**
   * Every route answered with HTML; `file` is relative to the web directory. A `private` page (never in
   * the sitemap) is answered 200 only to the visitors its gate admits (privatePage.ts).
   */
  pages: { path: string; file: string; sitemap: boolean; private?: boolean }[];
  /** The not-found page, served with status 404 for every other GET/HEAD outside /api. */
  notFound: string;
  /**
   * The not-found page of each other language (issue 39: `{ "es": "es/404.html" }`), for the unknown paths
   * under its prefix (/es/...). A build without one answers them with `notFound`.
   */
  localeNotFound: Partial<Record<Exclude<Locale, 'en'>, string>>;
  /** CSP source expressions of the inline scripts the pages carry, e.g. "'sha256-…='". */
  scriptHashes: string[];
}

export const MANIFEST_FILE = 'prerender.json';

export class ManifestError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ManifestError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A file name that stays inside the web directory: the manifest must not point the server elsewhere. */
function insideWebDir(webDir: string, file: unknown): file is string {
  if (typeof file !== 'string' || file === '') return false;
  const resolved = path.resolve(webDir, file);
  return resolved.startsWith(webDir + path.sep);
}

function checkPage(webDir: string, page: unknown): page is PrerenderManifest['pages'][number] {
  return (
    isRecord(page) &&
    typeof page.path === 'string' &&
    // A language's home keeps its slash (/es/, issue 39); no other path ends in one.
    (/^\/([^/?#]+(\/[^/?#]+)*)?$/.test(page.path) || /^\/[a-z]{2}\/$/.test(page.path)) &&
    insideWebDir(webDir, page.file) &&
    typeof page.sitemap === 'boolean' &&
    (page.private === undefined || page.private === false || (page.private === true && !page.sitemap))
  );
}

function isHashSource(value: unknown): value is string {
  return typeof value === 'string' && /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(value);
}

/**
 * The manifest of the built site, or null when there is no build yet. A manifest that is there but
 * malformed stops the server: serving a half-understood build would answer wrong status codes.
 */
export async function readManifest(webDir: string): Promise<PrerenderManifest | null> {
  const file = path.join(webDir, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new ManifestError(file, 'not valid JSON');
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.pages)) throw new ManifestError(file, 'no "pages" list');
  const pages: unknown[] = parsed.pages;
  if (!pages.every((page) => checkPage(webDir, page))) {
    const bad = pages.find((page) => !checkPage(webDir, page));
    throw new ManifestError(file, `bad page entry ${JSON.stringify(bad)}`);
  }
  if (!insideWebDir(webDir, parsed.notFound)) throw new ManifestError(file, 'bad "notFound" file');
  const byLocale: unknown = parsed.localeNotFound ?? {};
  if (
    !isRecord(byLocale) ||
    !Object.entries(byLocale).every(
      ([locale, page]) => isLocale(locale) && locale !== 'en' && insideWebDir(webDir, page),
    )
  ) {
    throw new ManifestError(file, 'bad "localeNotFound": a language other than English -> its 404 file');
  }
  const hashes: unknown = parsed.scriptHashes;
  if (!Array.isArray(hashes) || !hashes.every(isHashSource)) {
    throw new ManifestError(file, '"scriptHashes" must be CSP hash sources like \'sha256-…\'');
  }
  // Checked just above: every key a language other than English, every value a file in the web directory.
  const localeNotFound = byLocale as PrerenderManifest['localeNotFound'];
  return { pages, notFound: parsed.notFound, localeNotFound, scriptHashes: hashes };
}
