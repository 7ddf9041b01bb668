import { type Message, msg } from './i18n/message';

// Passkeys (issue 14): the limits and texts both the server and the web app use. Kept out of messages.ts,
// which every public page loads; only the login modal and the Settings page need these.

/** At most this many passkeys per account. */
export const PASSKEY_LIMIT = 10;
export const PASSKEY_NAME_MAX = 50;
/** A challenge is single use and lives this long (the browser's prompt times out a little earlier). */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const PASSKEY_PROMPT_TIMEOUT_MS = 4 * 60_000;

export const PASSKEY_TEXTS = {
  // Server refusals.
  limitReached: msg('passkeys.limitReached', { limit: PASSKEY_LIMIT }),
  alreadyAdded: msg('passkeys.alreadyAdded'),
  unreadable: msg('passkeys.unreadable'),
  registrationExpired: msg('passkeys.registrationExpired'),
  registrationFailed: msg('passkeys.registrationFailed'),
  signInExpired: msg('passkeys.signInExpired'),
  signInFailed: msg('passkeys.signInFailed'),
  notFound: msg('passkeys.notFound'),
  nameEmpty: msg('passkeys.nameEmpty'),
  nameTooLong: msg('passkeys.nameTooLong', { max: PASSKEY_NAME_MAX }),
  // The browser's prompt.
  unsupported: msg('passkeys.unsupported'),
  cancelled: msg('passkeys.cancelled'),
  deviceHasOne: msg('passkeys.deviceHasOne'),
  promptFailed: msg('passkeys.promptFailed'),
  // Settings, Passkeys.
  title: msg('passkeys.title'),
  subtitle: msg('passkeys.subtitle'),
  add: msg('passkeys.add'),
  empty: msg('passkeys.empty'),
  added: msg('passkeys.added'),
  nameTitle: msg('passkeys.nameTitle'),
  nameIntro: msg('passkeys.nameIntro'),
  nameLabel: msg('passkeys.nameLabel'),
  save: msg('passkeys.save'),
  skip: msg('passkeys.skip'),
  rename: msg('passkeys.rename'),
  renameTitle: msg('passkeys.renameTitle'),
  cancel: msg('passkeys.cancel'),
  loading: msg('passkeys.loading'),
  retry: msg('passkeys.retry'),
  renamed: msg('passkeys.renamed'),
  remove: msg('passkeys.remove'),
  removeTitle: msg('passkeys.removeTitle'),
  confirmRemove: (name: string): Message => msg('passkeys.confirmRemove', { name }),
  removed: msg('passkeys.removed'),
  created: msg('passkeys.created'),
  lastUsed: msg('passkeys.lastUsed'),
  neverUsed: msg('passkeys.neverUsed'),
  // The login modal.
  signIn: msg('passkeys.signIn'),
  or: msg('passkeys.or'),
} as const;

/** The trimmed name, or the message saying what is wrong with it. */
export function checkPasskeyName(raw: string): { ok: true; name: string } | { ok: false; message: Message } {
  const name = raw.trim();
  if (name === '') return { ok: false, message: PASSKEY_TEXTS.nameEmpty };
  if (name.length > PASSKEY_NAME_MAX) return { ok: false, message: PASSKEY_TEXTS.nameTooLong };
  return { ok: true, name };
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  // Headless Chromium says HeadlessChrome.
  [/(?:\b|Headless)(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A passkey's first name, from the browser that created it: "Chrome on Android", or "Passkey". */
export function defaultPasskeyName(userAgent: string | undefined): string {
  if (!userAgent) return 'Passkey';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Passkey';
}
