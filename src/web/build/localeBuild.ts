import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import type { Locale } from '../../shared/i18n/locales';

// The web app is built once per language (issue 39). In a language's build this plugin
// - swaps every import of a content module, src/content/<path>.ts, for its translation
//   src/content/<locale>/<path>.ts (same exports, same types) when one exists; the translation itself may
//   import the English module for the data that does not change (prices, sizes, images);
// - swaps every catalog src/shared/i18n/en/<namespace>.json for the language's, and compiles its ICU
//   texts ahead (Lingui's compiled form), so the page ships no message parser.

const root = path.resolve(import.meta.dirname, '../../..');
const contentDir = path.join(root, 'src/content');
const catalogDir = path.join(root, 'src/shared/i18n');
const COMPILED_PREFIX = '\0compiled-catalog:';

/** The translation of an English content module in `locale`, or null when it has none. */
export function contentTwin(file: string, locale: Locale): string | null {
  if (locale === 'en' || !file.startsWith(`${contentDir}${path.sep}`) || !file.endsWith('.ts')) return null;
  const relative = path.relative(contentDir, file);
  if (relative.split(path.sep)[0] === locale) return null;
  const twin = path.join(contentDir, locale, relative);
  return existsSync(twin) ? twin : null;
}

/** The catalog file `locale` uses in place of English `file`, or null when `file` is not a catalog. */
export function catalogFor(file: string, locale: Locale): string | null {
  const match = /[\\/]src[\\/]shared[\\/]i18n[\\/]en[\\/]([a-z]+)\.json$/.exec(file);
  if (!match || !file.startsWith(catalogDir)) return null;
  return path.join(catalogDir, locale, `${match[1]}.json`);
}

/** A catalog file as an ES module of compiled messages. */
export function compiledCatalogModule(file: string): string {
  const messages: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, compileMessageOrThrow(text)]),
  );
  return `export default ${JSON.stringify(compiled)};\n`;
}

export function localeBuild(locale: Locale): Plugin {
  return {
    name: 'site-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const file = resolved.id.split('?')[0] ?? resolved.id;
      const catalog = catalogFor(file, locale);
      // A virtual id without the .json ending, so Vite's JSON plugin leaves the compiled module alone.
      if (catalog) return `${COMPILED_PREFIX}${path.relative(catalogDir, catalog).replace('.json', '')}`;
      const twin = importer.startsWith(path.join(contentDir, locale)) ? null : contentTwin(file, locale);
      return twin ?? resolved;
    },
    load(id) {
      if (!id.startsWith(COMPILED_PREFIX)) return null;
      const file = path.join(catalogDir, `${id.slice(COMPILED_PREFIX.length)}.json`);
      this.addWatchFile(file);
      return compiledCatalogModule(file);
    },
  };
}
