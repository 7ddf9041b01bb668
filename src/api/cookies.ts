import { STORED_VALUE_DAYS } from '../shared/layout';

// The one place the browser's cookies are read and written (SPEC section 9): the API client reads the
// session token here, the web app its stored values (theme, inquiry list, settings). Path '/', Secure,
// SameSite=None, readable by scripts (not HttpOnly), values stored as JSON text, kept 30 days.
// Browsers drop Secure cookies set over plain http, except on localhost, which they treat as secure.
// So a local build works over http://localhost, while any other host must be served over https.

/** Names of the values the site keeps in cookies (SPEC section 3). */
export type CookieName =
  | 'authUser'
  | 'authToken'
  | 'theme'
  | 'InquiryList'
  | 'isAccountSecurityOpen'
  | 'isNotificationOpen'
  | 'selectedSettingOption'
  | 'isTwoFAEnabled';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Builds one `document.cookie` assignment. `days <= 0` produces an already-expired cookie. */
export function serializeCookie(name: CookieName, value: unknown, days: number, now: Date): string {
  const expires = new Date(now.getTime() + days * DAY_MS).toUTCString();
  // JSON text may hold ';', ',' and spaces, which a raw cookie value may not: percent-encode it.
  const encoded = encodeURIComponent(JSON.stringify(value));
  return `${name}=${encoded}; Expires=${expires}; Path=/; Secure; SameSite=None`;
}

/** The raw (still encoded) text of cookie `name` in a `document.cookie` string. */
function rawCookie(cookieHeader: string, name: CookieName): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Finds `name` in a `document.cookie` string and parses its JSON text. Returns `undefined` when the
 * cookie is absent or its text is not JSON (a value written by something else), so callers validate.
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
 * The session token in a `document.cookie` string: JSON text as writeCookie stores it, or the plain text
 * another writer may have left (kept rather than signing the visitor out); null when absent or empty.
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

// The Cookie Store API would be the modern writer, but it is async and missing in some browsers;
// this module is the only place that assigns document.cookie.
function setCookieText(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the one sanctioned cookie writer (see above)
  document.cookie = text;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** The session token the API client sends as its bearer token, when running in a browser. */
export function readAuthToken(): string | null {
  return hasDocument() ? authTokenIn(document.cookie) : null;
}

export function readCookie(name: CookieName): unknown {
  return hasDocument() ? parseCookie(document.cookie, name) : undefined;
}

export function writeCookie(name: CookieName, value: unknown, days: number = STORED_VALUE_DAYS): void {
  if (hasDocument()) setCookieText(serializeCookie(name, value, days, new Date()));
}

export function removeCookie(name: CookieName): void {
  if (hasDocument()) setCookieText(serializeCookie(name, null, -1, new Date()));
}
