// The site's languages (issue 39) and how a page's address, the API's requests and the visitor's choice
// name them. English is the default and lives at the root; Spanish lives under /es/.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The tag Intl formats with: Spanish as written in the United States (12-hour clock, US dates). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in its own words, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The first path segment of a language's pages; English has none. */
export const LOCALE_PATH_PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** The other language, for the switch (two languages). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en';
}

/** The language of a page from its path: `/es` and `/es/...` are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
}

/** The path without its language prefix: `/es/services` → `/services`, `/es/` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(LOCALE_PATH_PREFIX.es.length);
  return rest === '' ? '/' : rest;
}

/** The same page in `locale`: `/services` → `/es/services`, `/` → `/es/`, `/es/about` → `/about`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === 'en') return bare;
  return `${LOCALE_PATH_PREFIX[locale]}${bare}`;
}

/** The cookie that remembers a visitor's choice of language (issue 39): its value is a Locale. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language an `Accept-Language` header asks for: the first of our languages in the order of its
 * weights (q), English when it names neither or is missing. `es-MX`, `es-419` and `es` all mean Spanish.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => isLocale(entry.language));
  return match && isLocale(match.language) ? match.language : DEFAULT_LOCALE;
}
