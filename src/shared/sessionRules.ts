import type { Locale } from './i18n/locales';
import { type Message, msg } from './i18n/message';

// Sessions and "sudo mode" (issue 26): the rules and texts the server answers and the web app's "Confirm
// it's you" step reads. Kept apart from `messages`, which every public page loads; only signed-in screens
// need these.

/** How a session was signed in: what Active Sessions shows and what the staff rule asks for. */
export const SIGNED_IN_WITH = ['password', 'password_and_code', 'passkey'] as const;
export type SignedInWith = (typeof SIGNED_IN_WITH)[number];

/** A session ends this long after sign-in, however much it is used. */
export const SESSION_LIFETIME_DAYS = 30;
/** A session unused this long stops working (beside the lifetime). */
export const SESSION_IDLE_DAYS = 7;

/** After confirming it's them, the user is not asked again for this long (the session's "sudo mode"). */
export const CONFIRMATION_WINDOW_MINUTES = 15;

/**
 * The 403 of every sensitive call made without a confirmation in the last 15 minutes, in each language the
 * server answers in (it is the catalog's 'session.confirmationRequired'; tests/unit/accountTexts.test.ts
 * checks they agree). The web app recognises this exact text, asks the user to confirm it's them
 * (POST /sessions/current/confirm) and then sends the call again.
 */
export const CONFIRMATION_REQUIRED_TEXTS: Record<Locale, string> = {
  en: "Please confirm it's you to continue.",
  es: 'Confirme que es usted para continuar.',
};

/** True when a refusal's text is the confirmation-required answer, in whichever language it came. */
export function isConfirmationRequiredText(text: string): boolean {
  return Object.values(CONFIRMATION_REQUIRED_TEXTS).includes(text);
}

export const sessionTexts = {
  confirmationRequired: msg('session.confirmationRequired'),
  confirmed: msg('session.confirmed', { minutes: CONFIRMATION_WINDOW_MINUTES }),
  passwordWrong: msg('session.passwordWrong'),
  noPasskeys: msg('session.noPasskeys'),
  passkeyFailed: msg('session.passkeyFailed'),
  /** Active Sessions: how each session was signed in. */
  signedInWith: {
    password: msg('sessions.signedInWithPassword'),
    password_and_code: msg('sessions.signedInWithCode'),
    passkey: msg('sessions.signedInWithPasskey'),
  } satisfies Record<SignedInWith, Message>,
} as const;
