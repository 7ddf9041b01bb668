import { writeCookie } from '../../api/cookies';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Locale } from '../../shared/i18n/locales';

const DAY_SECONDS = 24 * 60 * 60;

/** Remembers the visitor's language for a year (issue 39): the `lang` cookie, through src/api/cookies.ts. */
export function rememberLanguage(locale: Locale): void {
  writeCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_MAX_AGE_SECONDS / DAY_SECONDS);
}
