import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../src/shared/i18n/catalogs';
import { LOCALES } from '../../src/shared/i18n/locales';

// The catalogs' completeness (issue 39): CI fails when a language lacks a message English has, has one
// English does not, a text does not parse as ICU MessageFormat, or a translation names other placeholders
// (or other plural categories) than its English source. A translation that is word for word the English
// must be listed below, so an untranslated copy cannot pass for a translation.

/** Ids whose Spanish is rightly the same as the English (names, codes, words Spanish borrows). */
const SAME_IN_BOTH = new Set<string>([
  'common.text',
  // The site chrome: the brand's wordmark, "Legal" (the same word), and the offer of Spanish, which is in
  // Spanish on English pages too.
  'header.wordmarkSub',
  'footer.legal',
  'languageOffer.text',
  'languageOffer.switch',
  'languageOffer.close',
  // Units and a line of figures, written alike in both.
  'sizing.amps',
  'sizing.kw',
  'sizing.hp',
  'sizing.watts',
  'sizingSummary.load',
  'resetPassword.failed',
  'phoneNumbers.colId',
]);

const dir = path.resolve('src/shared/i18n');

function catalog(locale: string, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dir, locale, `${namespace}.json`), 'utf8'));
}

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** The placeholders of a compiled message, with each plural's or select's categories: `count:plural(one,other)`. */
function placeholders(compiled: Compiled): string[] {
  const found = new Set<string>();
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, format, options] = part as [unknown, unknown, unknown];
      if (typeof name !== 'string') continue;
      if (typeof options === 'object' && options !== null && (format === 'plural' || format === 'select')) {
        // Plural categories differ by language only in the few, many...; both languages need `other`.
        const keys = Object.keys(options).filter((key) => format === 'select' || key.startsWith('='));
        found.add(`${name}:${String(format)}(${keys.sort().join(',')})`);
        for (const branch of Object.values(options)) walk(branch);
      } else found.add(typeof format === 'string' ? `${name}:${format}` : name);
    }
  };
  walk(compiled);
  return [...found].sort();
}

describe('message catalogs', () => {
  const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, catalog('en', ns)]));

  it('gives every id one namespace', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const ns of NAMESPACES) {
      for (const id of Object.keys(english[ns] ?? {})) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)} and ${ns})`);
        seen.set(id, ns);
      }
    }
    expect(twice).toEqual([]);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    for (const ns of NAMESPACES) {
      describe(`${locale}/${ns}.json`, () => {
        const source = english[ns] ?? {};
        const translated = catalog(locale, ns);

        it('translates every English message and nothing else', () => {
          const missing = Object.keys(source).filter((id) => !(id in translated));
          const extra = Object.keys(translated).filter((id) => !(id in source));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });

        it('has texts that parse, with the same placeholders as English', () => {
          const problems: string[] = [];
          for (const [id, text] of Object.entries(source)) {
            const theirs = translated[id];
            if (typeof text !== 'string' || typeof theirs !== 'string' || theirs.trim() === '') {
              problems.push(`${id}: empty or not a text`);
              continue;
            }
            try {
              const want = placeholders(compileMessageOrThrow(text));
              const got = placeholders(compileMessageOrThrow(theirs));
              if (want.join() !== got.join()) problems.push(`${id}: {${got}} instead of {${want}}`);
            } catch (error) {
              problems.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
            }
          }
          expect(problems).toEqual([]);
        });

        it('has no English left in place of a translation', () => {
          const copied = Object.entries(source)
            .filter(
              ([id, text]) => translated[id] === text && /[A-Za-z]{2}/.test(text) && !SAME_IN_BOTH.has(id),
            )
            .map(([id]) => id);
          expect(copied).toEqual([]);
        });
      });
    }
  }
});
