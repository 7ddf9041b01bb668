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
  limitReached: `You can have at most ${PASSKEY_LIMIT} passkeys. Remove one to add another.`,
  alreadyAdded: 'This passkey is already on your account.',
  unreadable: 'The passkey answer could not be read. Please try again.',
  registrationExpired: 'This passkey request has expired or was already used. Please try again.',
  registrationFailed: 'The passkey could not be checked. Please try again.',
  signInExpired: 'This passkey sign-in has expired or was already used. Please try again.',
  signInFailed: 'This passkey is not valid for this site. Sign in with your password instead.',
  notFound: 'Passkey not found.',
  nameEmpty: 'Please enter a name for the passkey.',
  nameTooLong: `The name can be at most ${PASSKEY_NAME_MAX} characters.`,
  // The browser's prompt.
  unsupported: 'This browser cannot use passkeys.',
  cancelled: 'The passkey prompt was closed or timed out.',
  deviceHasOne: 'This device already holds a passkey for your account.',
  promptFailed: 'The passkey prompt failed. Please try again.',
  // Settings, Passkeys.
  title: 'Passkeys',
  subtitle: 'Sign in with your fingerprint, face or screen lock instead of your password.',
  add: 'Add a passkey',
  empty: 'No passkeys yet. Add one to sign in without your password on this device.',
  added: 'Passkey added',
  nameTitle: 'Name your passkey',
  nameIntro: 'A name helps you tell your passkeys apart. You can change it later.',
  nameLabel: 'Name',
  save: 'Save',
  skip: 'Skip',
  rename: 'Rename',
  renameTitle: 'Rename passkey',
  cancel: 'Cancel',
  loading: 'Loading passkeys...',
  retry: 'Try again',
  renamed: 'Passkey renamed',
  remove: 'Remove',
  removeTitle: 'Remove passkey',
  confirmRemove: (name: string) =>
    `Remove “${name}”? It will no longer sign you in. Your password stays as it is.`,
  removed: 'Passkey removed',
  created: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Never used',
  // The login modal.
  signIn: 'Sign in with a passkey',
  or: 'or',
} as const;

/** The trimmed name, or the message saying what is wrong with it. */
export function checkPasskeyName(raw: string): { ok: true; name: string } | { ok: false; message: string } {
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
