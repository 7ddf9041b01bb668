import { parseCookie } from '../cookieText';
import { isLocale, type Locale } from './locales';

// The visitor's choice of language (issue 39), kept a year in the `lang` cookie (LANGUAGE_COOKIE): the switch
// in the navigation, the drawer and the footer writes the language it opens, and dismissing the offer of
// Spanish writes 'en'. The server sends a visitor of `/` who chose Spanish to `/es/`; the offer is made only
// to a visitor without a choice. Written by src/api/cookies.ts like every cookie: JSON text, percent-encoded
// (`lang=%22es%22`); a plain `lang=es` (written by hand or by another tool) counts too.

/** The language the cookie text (`document.cookie` or a Cookie header) says the visitor chose, or null. */
export function languageChoiceIn(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  const parsed = parseCookie(cookieHeader, 'lang');
  if (isLocale(parsed)) return parsed;
  const plain = /(?:^|;)\s*lang=([a-z]{2})\s*(?:;|$)/.exec(cookieHeader)?.[1];
  return isLocale(plain) ? plain : null;
}

/**
 * The first of the site's languages in the browser's preferred languages (`navigator.languages`, best
 * first), or null when it names neither: `['es-MX', 'en-US']` → 'es', `['en-GB', 'es']` → 'en'.
 */
export function preferredSiteLocale(languages: readonly string[] | undefined): Locale | null {
  for (const tag of languages ?? []) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/** What decides the offer of Spanish (machines/languageOffer.machine.ts). */
export interface LanguageOfferFacts {
  /** The language of the page shown. */
  pageLocale: Locale;
  /** The visitor's remembered choice (the `lang` cookie), null when they never chose. */
  choice: Locale | null;
  /** The first of the site's languages the browser prefers, null when it names neither. */
  preferred: Locale | null;
}

/**
 * Whether an English page offers its Spanish version (issue 39): only to a visitor whose browser prefers
 * Spanish and who has not chosen a language (no automatic redirect, as Google asks; a choice is never
 * second-guessed).
 */
export function offersSpanish({ pageLocale, choice, preferred }: LanguageOfferFacts): boolean {
  return pageLocale === 'en' && choice === null && preferred === 'es';
}
