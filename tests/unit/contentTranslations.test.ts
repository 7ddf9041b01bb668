import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeBuild } from '../../src/web/build/localeBuild';

// Every content module has its Spanish twin (issue 39). The Spanish build swaps each import of
// src/content/<path>.ts for src/content/es/<path>.ts (src/web/build/localeBuild.ts), so a module without a
// twin would show its English on the Spanish pages. For every module under src/content this test requires
// the twin, exporting the same names with the same shape: the same keys, the same array lengths, the same
// values that are not text (slugs, links, icons, numbers), and no English text left (a text equal to the
// English one, unless it is a name listed below). The twins are loaded as the Spanish build loads them (its
// locale plugin, so a twin that builds on an English module, like es/siteIndex.ts, gets that module's own
// imports in Spanish); the English modules as they are.

const contentDir = path.resolve('src/content');
const LOCALE = 'es';

/** Not content: the translations themselves, the build's drawing tools and the translation type. */
const NOT_CONTENT = [`${LOCALE}/`, 'tools/', 'translation.ts'];

/** Modules with no text a person reads, so with nothing to translate. */
const DATA_ONLY: Readonly<Record<string, string>> = {
  'catalogue/slugs.ts': 'page addresses only (the route table reads them)',
  'catalogue/picture.ts':
    'picture sizes and the path builder; the alt texts come from the modules that call it',
  'catalogue/brands.ts': 'manufacturer names, the same in every language',
  'sizing/loadWattages.ts':
    'the sizing guide’s figures (watts, factors, sizes); its texts are the sizing catalog',
  'sizing/sizingRules.ts':
    'the sizing guide’s figures and catalogue units; the units’ names come from the (translated) catalogue modules',
  'legal.ts':
    'the legal documents’ types and a type guard; the texts are in privacyPolicy.ts and termsOfService.ts',
};

/** Texts rightly the same in Spanish: people's, places' and storms' names. */
const SAME_IN_BOTH = new Set<string>([
  // Testimonials: the customers' names and towns.
  'Maria Delgado',
  'James Whitfield',
  'Denise Carter',
  'Tom Nguyen',
  'Rachel Simmons',
  'Luis Ortega',
  'Karen Boyd',
  'Marcus Reed',
  'Priya Raman',
  'Greg Holloway',
  'Winter Park, FL',
  'Brandon, FL',
  'Orange Park, FL',
  'Kissimmee, FL',
  'St. Petersburg, FL',
  'Lakeland, FL',
  'Jacksonville Beach, FL',
  'Sanford, FL',
  'Clearwater, FL',
  'St. Augustine, FL',
  // The bases and the towns each covers.
  'Orlando',
  'Tampa',
  'Jacksonville',
  'Orlando, FL',
  'Tampa, FL',
  'Jacksonville, FL',
  'Winter Park, Kissimmee, Sanford',
  'Clermont, Apopka, Oviedo',
  'Brandon, Plant City, Lakeland',
  'St. Petersburg, Clearwater, Wesley Chapel',
  'Jacksonville Beach, Orange Park, Fleming Island',
  'St. Augustine, Fernandina Beach, Ponte Vedra',
  // Our story's 2004 hurricanes.
  'Charley',
  'Frances',
  'Jeanne',
  // Words Spanish shares with English.
  'Extras',
  // The company's name and its partners'.
  'Sunshine State Generators',
  'Sunshine State',
  'Gulf Coast Web Studio',
]);

/** A measure ("98 lb", "13.5 kWh"): the same in Spanish, or written differently ("44 kg"). */
const MEASURE = /^[\d.,]+(?:\s*[–-]\s*[\d.,]+)?\s*[\p{L}/]{1,4}$/u;

/** Object keys whose values are names or addresses, the same in every language. */
const NAME_KEYS = new Set(['street', 'locality', 'postalCode', 'city', 'brand', 'companyName', 'shortName']);

/** Keys a translation may add (optional in the English type): the legal documents' note on which version governs. */
const TRANSLATION_ONLY_KEYS = new Set(['languageNote']);

/** A value that is not text: a link, a path, an anchor, an e-mail address, a slug or icon name, a code. */
function isNotText(value: string): boolean {
  if (/^(\/|#|tel:|mailto:|https?:)/.test(value)) return true;
  if (/^[a-z0-9]+(?:[-_.@][a-z0-9]+)*$/.test(value)) return true;
  return !/\p{Ll}/u.test(value);
}

function contentModules(dir = contentDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentModules(file);
    return entry.name.endsWith('.ts') ? [path.relative(contentDir, file).split(path.sep).join('/')] : [];
  });
}

/** Where a twin's value differs from the English in a way a translation must not, as readable lines. */
function differences(english: unknown, twin: unknown, where: string, key = ''): string[] {
  if (typeof english === 'string') {
    if (typeof twin !== 'string') return [`${where}: a text in English, ${typeof twin} in ${LOCALE}`];
    if (isNotText(english) || NAME_KEYS.has(key)) {
      return twin === english
        ? []
        : [`${where}: "${twin}" where English has "${english}" (not a text: keep it)`];
    }
    if (twin.trim() === '') return [`${where}: empty`];
    if (twin === english && /\p{L}/u.test(english) && !SAME_IN_BOTH.has(english) && !MEASURE.test(english)) {
      return [`${where}: still English: "${english}"`];
    }
    return [];
  }
  if (typeof english === 'function') {
    if (typeof twin !== 'function') return [`${where}: a function in English, ${typeof twin} in ${LOCALE}`];
    if (english.length !== twin.length)
      return [`${where}: takes ${twin.length} arguments, English ${english.length}`];
    // A function of nothing (e.g. serviceArea()) is compared by what it returns.
    return english.length === 0 ? differences(english(), twin(), `${where}()`, key) : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(twin)) return [`${where}: a list in English, not in ${LOCALE}`];
    if (twin.length !== english.length)
      return [`${where}: ${twin.length} entries, English has ${english.length}`];
    return english.flatMap((item, index) => differences(item, twin[index], `${where}[${index}]`, key));
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof twin !== 'object' || twin === null)
      return [`${where}: an object in English, not in ${LOCALE}`];
    const keys = Object.keys(english).sort();
    const theirs = Object.keys(twin)
      .filter((k) => !TRANSLATION_ONLY_KEYS.has(k) || k in english)
      .sort();
    if (keys.join() !== theirs.join())
      return [`${where}: keys ${theirs.join(', ')}; English ${keys.join(', ')}`];
    return keys.flatMap((k) =>
      differences(
        (english as Record<string, unknown>)[k],
        (twin as Record<string, unknown>)[k],
        `${where}.${k}`,
        k,
      ),
    );
  }
  return Object.is(english, twin) ? [] : [`${where}: ${String(twin)} where English has ${String(english)}`];
}

const modules = contentModules().filter(
  (file) => !NOT_CONTENT.some((prefix) => file.startsWith(prefix)) && !(file in DATA_ONLY),
);

describe(`content translations (${LOCALE})`, () => {
  let spanishBuild: ViteDevServer;
  beforeAll(async () => {
    spanishBuild = await createServer({
      configFile: false,
      root: path.resolve('.'),
      plugins: [localeBuild(LOCALE)],
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'error',
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  });
  afterAll(() => spanishBuild?.close());

  it('finds the content modules, and every data-only module it skips exists', () => {
    expect(modules).toContain('home.ts');
    expect(modules).toContain('catalogue/services/installations.ts');
    const all = contentModules();
    expect(Object.keys(DATA_ONLY).filter((file) => !all.includes(file))).toEqual([]);
  });

  for (const file of modules) {
    it(`src/content/${LOCALE}/${file} translates src/content/${file}`, async () => {
      const english: Record<string, unknown> = await import(path.join(contentDir, file));
      const names = Object.keys(english).sort();
      // A module of types only (e.g. catalogue/types.ts) has nothing to translate.
      if (names.length === 0) return;
      const twinFile = `src/content/${LOCALE}/${file}`;
      expect(existsSync(twinFile), `${twinFile} exists`).toBe(true);
      const twin: Record<string, unknown> = await spanishBuild.ssrLoadModule(`/${twinFile}`);
      expect(Object.keys(twin).sort(), 'the same export names').toEqual(names);
      const problems = names.flatMap((name) => differences(english[name], twin[name], name));
      expect(problems).toEqual([]);
    });
  }
});
