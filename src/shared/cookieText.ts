// Reading the site's cookies from cookie text: `document.cookie` in the browser (src/api/cookies.ts, which
// also writes them) and the Cookie request header on the server (the staff page's gate). Values are JSON
// text, percent-encoded, as src/api/cookies.ts writes them.

/** Names of the values the site keeps in cookies (SPEC section 3). */
export type CookieName =
  | 'authUser'
  | 'authToken'
  | 'theme'
  | 'InquiryList'
  | 'isAccountSecurityOpen'
  | 'isNotificationOpen'
  | 'selectedSettingOption'
  | 'isTwoFAEnabled'
  /** The visitor's choice of language (issue 39): 'en' or 'es', src/shared/i18n/languageChoice.ts. */
  | 'lang';

/** The raw (still encoded) text of cookie `name` in a `document.cookie` string or a Cookie header. */
function rawCookie(cookieHeader: string, name: CookieName): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Finds `name` in cookie text and parses its JSON text. Returns `undefined` when the cookie is absent or
 * its text is not JSON (a value written by something else), so callers validate.
 */
export function parseCookie(cookieHeader: string, name: CookieName): unknown {
  const raw = rawCookie(cookieHeader, name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/**
 * The session token in cookie text: JSON text as src/api/cookies.ts stores it, or the plain text another
 * writer may have left (kept rather than signing the visitor out); null when absent or empty.
 */
export function authTokenIn(cookieHeader: string): string | null {
  const raw = rawCookie(cookieHeader, 'authToken');
  if (raw === undefined) return null;
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the raw text rather than dropping the cookie.
  }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return text === '' ? null : text;
  }
}
