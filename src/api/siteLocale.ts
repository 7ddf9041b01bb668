import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/i18n/locales';

// The language this build of the web app speaks (issue 39), which the API client sends with every call. The app is built once per language
// (vite.config.ts, SITE_LOCALE): the Spanish build serves /es/ and carries only Spanish texts, so an English
// page downloads no Spanish and a Spanish one no English.

function configuredLocale(): unknown {
  // Vite replaces the literal `import.meta.env.SITE_LOCALE` at build time; under plain Node (tsx, tests)
  // `import.meta.env` does not exist, so it is checked first (see src/api/baseUrl.ts).
  return import.meta.env === undefined ? undefined : import.meta.env.SITE_LOCALE;
}

const configured = configuredLocale();

export const SITE_LOCALE: Locale = isLocale(configured) ? configured : DEFAULT_LOCALE;
