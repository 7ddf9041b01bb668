import { authTokenIn, type CookieName, parseCookie } from '../shared/cookieText';
import { STORED_VALUE_DAYS } from '../shared/layout';

// The one place the browser's cookies are read and written (SPEC section 9): the API client reads the
// session token here, the web app its stored values (theme, inquiry list, settings). Path '/', Secure,
// SameSite=None (the session's two, Lax: see SESSION_COOKIES), readable by scripts (not HttpOnly), values
// stored as JSON text, kept 30 days.
// Browsers drop Secure cookies set over plain http, except on localhost, which they treat as secure.
// So a local build works over http://localhost, while any other host must be served over https.
// Parsing cookie text is src/shared/cookieText.ts, which the server shares (the staff page's gate reads
// the session token from the Cookie header); re-exported so the web app keeps one module to import.
export { authTokenIn, type CookieName, parseCookie };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The session's cookies are SameSite=Lax, not SPEC 9's None (issue 26): another site's page can then neither
 * send the session token along with its own requests nor read who is signed in through them; a link to the
 * site (a top-level navigation) still carries them. Why:
 * docs/decisions/111-session-cookies-are-samesite-lax-issue-26.md.
 */
const SESSION_COOKIES: ReadonlySet<CookieName> = new Set(['authToken', 'authUser']);

/** Builds one `document.cookie` assignment. `days <= 0` produces an already-expired cookie. */
export function serializeCookie(name: CookieName, value: unknown, days: number, now: Date): string {
  const expires = new Date(now.getTime() + days * DAY_MS).toUTCString();
  // JSON text may hold ';', ',' and spaces, which a raw cookie value may not: percent-encode it.
  const encoded = encodeURIComponent(JSON.stringify(value));
  return `${name}=${encoded}; Expires=${expires}; Path=/; Secure; SameSite=${sameSiteOf(name)}`;
}

function sameSiteOf(name: CookieName): 'Lax' | 'None' {
  return SESSION_COOKIES.has(name) ? 'Lax' : 'None';
}

/**
 * What follows a cookie's value, with Max-Age in place of Expires: for the early-input script, which writes
 * the language choice when the switch is followed before the app is live, and is built long before.
 */
export function cookieAttributes(name: CookieName, days: number): string {
  return `; Max-Age=${Math.round((days * DAY_MS) / 1000)}; Path=/; Secure; SameSite=${sameSiteOf(name)}`;
}

// The Cookie Store API would be the modern writer, but it is async and missing in some browsers;
// this module is the only place that assigns document.cookie (but for the early-input script's language
// choice, whose text cookieAttributes gives).
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

/** All cookies as one text: a cheap way for a reader to tell that nothing changed since it last looked. */
export function cookieText(): string {
  return hasDocument() ? document.cookie : '';
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
