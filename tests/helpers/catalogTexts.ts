import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/shared/i18n/locales';

// A language's catalog texts as written (issue 39), read from the JSON files: importing a catalog in a test
// goes through the locale build plugin (vite.config.ts), which hands out its compiled form, not the texts.

const dir = path.resolve('src/shared/i18n');

/** Every namespace's texts of `locale`, by id. */
export function catalogTexts(locale: Locale): Readonly<Record<string, string>> {
  const files = readdirSync(path.join(dir, locale)).filter((file) => file.endsWith('.json'));
  return Object.assign(
    {},
    ...files.map((file) => JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')) as object),
  );
}
