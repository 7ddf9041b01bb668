import type { Locale } from './i18n/locales';

// Account rules the browser and the server both apply (SPEC 5 and 9).

export const USERNAME_MAX = 20;

/** A sign-up verification code (src/shared/sixDigitCode.ts): e-mailed, valid 10 minutes, 5 tries. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** A verified sign-up must be finished within this long, with the proof verify-code answered. */
export const SIGN_UP_PROOF_MINUTES = 30;

/** The code e-mailed to a new address on the profile: valid 15 minutes, 5 tries (issue 26). */
export const EMAIL_CHANGE_CODE_TTL_MINUTES = 15;

/** A new code can be sent only this long after the previous one (the verification page counts it down). */
export const VERIFICATION_RESEND_SECONDS = 60;

/** Leading and trailing spaces are not part of a username (people paste them). */
export function normaliseUsername(username: string): string {
  return username.trim();
}

/** True when the username fits the rules: 1 to 20 characters once trimmed. */
export function isValidUsername(username: string): boolean {
  const trimmed = normaliseUsername(username);
  return trimmed.length > 0 && [...trimmed].length <= USERNAME_MAX;
}

/** The code as typed, without the spaces people put in when copying it. */
export function normaliseVerificationCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/**
 * The server's taken-username answer in each language it answers in (the catalog's 'signUp.usernameTaken';
 * tests/unit/accountTexts.test.ts checks they agree): the sign-up form shows this refusal as it is (SPEC 8).
 */
export const USERNAME_TAKEN_TEXTS: Record<Locale, string> = {
  en: 'That username is taken.',
  es: 'Ese nombre de usuario ya está en uso.',
};

export function isUsernameTakenText(text: string): boolean {
  return Object.values(USERNAME_TAKEN_TEXTS).includes(text);
}
