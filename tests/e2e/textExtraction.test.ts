import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';
import { localeBuild } from '../../src/web/build/localeBuild';
import { browserAvailability, launchChromium } from '../helpers/browser';

// Every text a person sees on a prerendered page comes from a catalog or a content module (issue 39: "CI
// fails when ... a string a person sees was not extracted"). The test reads every document `npm run build`
// wrote into dist/web (English at the root, Spanish under es/), parses each in Chromium with scripts off
// (so a <noscript>'s content counts too), and checks each text node and each alt, aria-label, title and
// placeholder attribute against that language's texts:
// - its catalogs (src/shared/i18n/<locale>/*.json, every namespace), a placeholder matching any text;
// - its content modules' strings: src/content/** for English, and for Spanish each module as the Spanish
//   build sees it (its twin under src/content/es/ when there is one, loaded through the build's locale plugin);
// - a short allowlist: numbers and figures, phone numbers, e-mail addresses, brand and model names, cities.
// A text may be made of several known texts ("Services · Sunshine State Generators"): the known texts are
// taken out of it, whole words only, and what is left must hold no word. On a Spanish page, a text that is
// exactly an English catalog or content text but no Spanish one fails too (English left on a Spanish page).

/** The build to read: dist/web, or another copy of one (TEXT_CHECK_WEB_DIR, e.g. to see the check fail). */
const WEB_DIR = path.resolve(process.env.TEXT_CHECK_WEB_DIR ?? 'dist/web');
const CATALOG_DIR = path.resolve('src/shared/i18n');
const CONTENT_DIR = path.resolve('src/content');

/** Pages that are not the customer's site: the staff area stays English (issue 39). */
const NOT_CUSTOMER_PAGES = [/^staff\//, /^es\/staff\//];

/** Names that are the same in every language and need no catalog: brands, products' makers, places. */
const NAMES = [
  'Sunshine State Generators',
  'Sunshine State',
  'LinkedIn',
  'Inter',
  'Orlando',
  'Tampa',
  'Jacksonville',
  'Florida',
  'FL',
];

/** A text with no word in it: figures, prices, times, phone numbers, punctuation, symbols. */
const NO_WORD = /^[^\p{L}]*$/u;
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
const URL_TEXT = /^(?:https?:\/\/|www\.)\S+$/;
/** A model or part code ("DX 6500", "EC13000000", "NFPA 25", "200A"), a unit ("kW", "mph"). */
const CODE =
  /^(?:[\p{Lu}\d][\p{Lu}\d./-]*(?:\s+[\p{Lu}\d][\p{Lu}\d./-]*)*|[\d.,]+\s*[\p{L}/]{1,4}|kW|kWh|mph|lb|gal|ft)$/u;

function allowlisted(text: string): boolean {
  return (
    NO_WORD.test(text) || EMAIL.test(text) || URL_TEXT.test(text) || CODE.test(text) || NAMES.includes(text)
  );
}

/** What a view turns into a link inside a sentence: e-mail addresses and phone numbers. */
const LINKED_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\(\d{3}\) \d{3}-\d{4}/;

const normalize = (text: string): string => text.replace(/[\s\u00a0]+/g, ' ').trim();
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// --- The texts of one language ---------------------------------------------------------------------------

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** A compiled ICU message as a regular expression source: placeholders match any text, plurals any branch. */
function patternOf(compiled: Compiled | string | unknown, inPlural = false): string {
  if (!Array.isArray(compiled) && typeof compiled !== 'string') return '';
  if (typeof compiled === 'string') {
    return compiled
      .split('#')
      .map(escapeRegExp)
      .join(inPlural ? '[\\d.,]+' : '#');
  }
  return (compiled as unknown[])
    .map((part) => {
      if (typeof part === 'string') return patternOf(part, inPlural);
      const [, format, options] = part as unknown as [string, string?, Record<string, Compiled>?];
      if ((format === 'plural' || format === 'select' || format === 'selectordinal') && options) {
        const branches = Object.entries(options)
          .filter(([key]) => key !== 'offset')
          .map(([, branch]) => patternOf(branch, format !== 'select'));
        return `(?:${branches.join('|')})`;
      }
      return '(?:.+?)';
    })
    .join('');
}

interface Texts {
  /** Every literal text: catalog messages without placeholders, content strings; normalized. */
  exact: Set<string>;
  /** Catalog messages with placeholders, with at least a word of their own. */
  patterns: RegExp[];
  /** The exact texts longest first, for taking known texts out of a longer one. */
  pieces: string[];
}

function catalogTexts(locale: Locale): string[] {
  const dir = path.join(CATALOG_DIR, locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.values(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object))
    .filter((text): text is string => typeof text === 'string');
}

/** Every string in a module's exported values (functions of nothing called; other functions skipped). */
function stringsIn(value: unknown, found: string[], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') found.push(value);
  else if (typeof value === 'function') {
    if (value.length === 0) {
      try {
        stringsIn(value(), found, seen);
      } catch {
        // A function that needs the browser or arguments after all: nothing to read.
      }
    }
  } else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) stringsIn(item, found, seen);
  }
  return found;
}

function contentModules(dir = CONTENT_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'es' || entry.name === 'tools' ? [] : contentModules(file);
    return entry.name.endsWith('.ts') ? [path.relative(CONTENT_DIR, file).split(path.sep).join('/')] : [];
  });
}

function textsOf(catalog: string[], content: string[]): Texts {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const text of catalog) {
    const compiled = compileMessageOrThrow(text);
    const literal = compiled.every((part) => typeof part === 'string');
    if (literal) exact.add(normalize(compiled.join('')));
    else {
      // A view may put a link where a placeholder is ("call us at {phone}."): the text around it is a node
      // of its own.
      for (const part of compiled)
        if (typeof part === 'string' && /\p{L}{2}/u.test(part)) exact.add(normalize(part));
      const source = patternOf(compiled);
      // "{text}" and the like would match anything: a pattern must have a word of its own.
      if (/\p{L}{2}/u.test(source.replace(/\(\?:\.\+\?\)/g, ''))) {
        patterns.push(new RegExp(normalize(source), 'u'));
      }
    }
  }
  for (const text of content) {
    if (!/\p{L}/u.test(text)) continue;
    exact.add(normalize(text));
    // A view may link an e-mail address or a phone number inside a content text: the text around it.
    for (const part of text.split(LINKED_IN_TEXT)) if (/\p{L}{2}/u.test(part)) exact.add(normalize(part));
  }
  const pieces = [...exact].filter((text) => text.length >= 2).sort((a, b) => b.length - a.length);
  return { exact, patterns, pieces };
}

/** Whether `text` is known: a known text, or made of known texts and allowlisted leftovers. */
function known(text: string, texts: Texts): boolean {
  if (texts.exact.has(text) || allowlisted(text)) return true;
  if (texts.patterns.some((pattern) => new RegExp(`^(?:${pattern.source})$`, 'u').test(text))) return true;
  let rest = ` ${text} `;
  const takeOut = (source: string) => {
    // Whole words only: "Home" may not be taken out of "Homeowners".
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])`, 'gu'), ' ');
  };
  for (const piece of texts.pieces) if (rest.includes(piece)) takeOut(escapeRegExp(piece));
  for (const pattern of texts.patterns) takeOut(pattern.source);
  for (const name of NAMES) takeOut(escapeRegExp(name));
  return rest
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => allowlisted(word));
}

// --- The documents -----------------------------------------------------------------------------------------

interface SeenText {
  text: string;
  /** Where on the page: 'text' or the attribute's name. */
  where: string;
}

function documents(locale: Locale): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : walk(file);
      return entry.name.endsWith('.html') ? [path.relative(WEB_DIR, file).split(path.sep).join('/')] : [];
    });
  return walk(WEB_DIR)
    .filter((file) => (locale === 'es') === file.startsWith('es/'))
    .filter((file) => !NOT_CUSTOMER_PAGES.some((pattern) => pattern.test(file)))
    .sort();
}

/** The texts of a document as a person meets them, read by Chromium with scripts off. */
async function textsOnPage(browser: Browser, html: string): Promise<SeenText[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    return await page.evaluate(() => {
      const found: { text: string; where: string }[] = [];
      const skipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
      const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || skipped.has(parent.tagName.toUpperCase())) continue;
        if (parent.closest('script, style, template')) continue;
        found.push({ text: node.textContent ?? '', where: parent.tagName.toLowerCase() });
      }
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        for (const element of document.querySelectorAll(`[${name}]`)) {
          found.push({
            text: element.getAttribute(name) ?? '',
            where: `${element.tagName.toLowerCase()}[${name}]`,
          });
        }
      }
      return found;
    });
  } finally {
    await context.close();
  }
}

const availability = browserAvailability();

describe.skipIf(!availability.available)('texts on the prerendered pages', () => {
  let browser: Browser;
  let spanishBuild: ViteDevServer;
  const texts = new Map<Locale, Texts>();

  beforeAll(async () => {
    if (!existsSync(path.join(WEB_DIR, 'index.html'))) {
      throw new Error('dist/web has no build: run `npm run build` first');
    }
    if (availability.available) browser = await launchChromium(availability.path);
    spanishBuild = await createServer({
      configFile: false,
      root: path.resolve('.'),
      plugins: [localeBuild('es')],
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'error',
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const modules = contentModules();
    const english: string[] = [];
    const spanish: string[] = [];
    for (const file of modules) {
      stringsIn(await import(path.join(CONTENT_DIR, file)), english);
      const twin = path.join(CONTENT_DIR, 'es', file);
      const asBuilt = existsSync(twin) ? `/src/content/es/${file}` : `/src/content/${file}`;
      stringsIn(await spanishBuild.ssrLoadModule(asBuilt), spanish);
    }
    texts.set('en', textsOf(catalogTexts('en'), english));
    texts.set('es', textsOf(catalogTexts('es'), spanish));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await spanishBuild?.close();
  });

  for (const locale of LOCALES) {
    it(`on the ${locale} pages are all in the ${locale} catalogs or content`, async () => {
      const own = texts.get(locale);
      const english = texts.get('en');
      if (!own || !english) throw new Error('texts not loaded');
      const files = documents(locale);
      expect(files.length, `prerendered ${locale} documents in dist/web`).toBeGreaterThan(5);
      /** Each unknown text once, with the pages it is on. */
      const unknown = new Map<string, string[]>();
      const note = (problem: string, file: string) =>
        unknown.set(problem, [...(unknown.get(problem) ?? []), file]);
      for (const file of files) {
        const seen = await textsOnPage(browser, readFileSync(path.join(WEB_DIR, file), 'utf8'));
        for (const { text: raw, where } of seen) {
          const text = normalize(raw);
          if (text === '') continue;
          if (!known(text, own)) note(`not extracted: "${text}" (${where})`, file);
          else if (
            locale !== 'en' &&
            english.exact.has(text) &&
            !own.exact.has(text) &&
            !allowlisted(text) &&
            /\p{L}{2}/u.test(text)
          ) {
            note(`English on a ${locale} page: "${text}" (${where})`, file);
          }
        }
      }
      const report = [...unknown].map(
        ([problem, pages]) =>
          `${problem} on ${pages.length} page(s): ${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''}`,
      );
      expect(report).toEqual([]);
    });
  }
});
