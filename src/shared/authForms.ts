import { USERNAME_MAX } from './accountRules';
import { invalidEmailMessage, isValidEmail } from './email';
import { type Message, msg, verbatim } from './i18n/message';
import { messages } from './messages';
import { NEW_PASSWORD_MIN, PASSWORD_MAX, SIGN_UP_PASSWORD_MIN } from './password';

// The checks the sign-in, sign-up and reset forms run before calling the API (SPEC 5), in the order the
// spec lists them, each answering the exact message to show or null when the form may be sent.

export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  password: string;
  confirm: string;
}

export type SignUpField = keyof SignUpValues;

export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'first_name',
  'last_name',
  'email',
  'username',
  'password',
  'confirm',
];

/** The sign-up data the server receives and /email-verification gets as navigation state (SPEC 2). */
export type SignUpData = Omit<SignUpValues, 'confirm'>;

export type SignUpCheck =
  | { ok: true; data: SignUpData }
  | { ok: false; message: Message; missing: readonly SignUpField[] };

const chars = (text: string): number => [...text].length;

/**
 * Sign-up rules of SPEC 5: all fields, username at most 20, password at least 10, confirm matches.
 * Decided (both the modal and /register): the 10-character check and an e-mail syntax check also run on
 * the page, because the server refuses both anyway and its answer (which does not contain 'Email') would
 * only surface as SPEC 8's generic "server might be down" text.
 */
export function checkSignUp(values: SignUpValues): SignUpCheck {
  const missing = SIGN_UP_FIELDS.filter((field) => values[field].trim() === '');
  if (missing.length > 0) return { ok: false, message: messages.signUp.missingFields, missing };
  const fail = (message: Message): SignUpCheck => ({ ok: false, message, missing: [] });
  if (!isValidEmail(values.email)) return fail(asMessage(invalidEmailMessage));
  const username = values.username.trim();
  if (chars(username) > USERNAME_MAX) return fail(messages.signUp.usernameTooLong(chars(username)));
  if (chars(values.password) < SIGN_UP_PASSWORD_MIN) {
    return fail(messages.signUp.passwordTooShort(chars(values.password)));
  }
  if (chars(values.password) > PASSWORD_MAX) return fail(passwordTooLong);
  if (values.password !== values.confirm) return fail(messages.signUp.passwordsDoNotMatch);
  return {
    ok: true,
    data: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      username,
      password: values.password,
    },
  };
}

/** The e-mail rule's message, a Message once src/shared/email.ts holds one (the leads helper's, issue 39). */
function asMessage(text: Message | string): Message {
  return typeof text === 'string' ? verbatim(text) : text;
}

/** Not a SPEC text: the contract caps passwords at 128 characters (hashing cost). */
export const passwordTooLong = msg('password.tooLong', { max: PASSWORD_MAX });

/** Not a SPEC text (SPEC 5 only says both reset fields are required). */
export const resetFieldsMissing = msg('resetPassword.fieldsMissing');

/** Not a SPEC text: the recovery-code alternative of the sign-in 2FA step needs a code. */
export const recoveryCodeMissing = msg('signIn.recoveryCodeMissing');

/** Reset rules of SPEC 5 in order: both fields, they match, at least 8 characters. */
export function checkNewPassword(password: string, confirm: string): Message | null {
  if (password === '' || confirm === '') return resetFieldsMissing;
  if (password !== confirm) return messages.resetPassword.passwordsDoNotMatch;
  if (chars(password) < NEW_PASSWORD_MIN) return messages.resetPassword.tooShort;
  if (chars(password) > PASSWORD_MAX) return passwordTooLong;
  return null;
}

/** Sign-in needs both fields (SPEC 5). */
export function checkSignIn(email: string, password: string): Message | null {
  return email.trim() === '' || password === '' ? messages.signIn.missingFields : null;
}

/** Reads /email-verification's navigation state (anything, as history keeps it) as sign-up data. */
export function signUpDataFrom(state: unknown): SignUpData | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  const text = (key: keyof SignUpData): string => {
    const value = record[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    username: text('username'),
    password: text('password'),
  };
}

/** Prefill of /register from navigation state (the estimate's Create Account button, SPEC 2). */
export function registerPrefillFrom(state: unknown): Partial<SignUpValues> {
  const data = signUpDataFrom(state);
  if (!data) return {};
  return { first_name: data.first_name, last_name: data.last_name, email: data.email };
}
