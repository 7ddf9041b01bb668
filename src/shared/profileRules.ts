import { USERNAME_MAX } from './accountRules';
import type { Message } from './i18n/message';
import { messages } from './messages';
import { NEW_PASSWORD_MIN, passwordLengthProblem } from './password';

// The profile form's rules (SPEC 5, Profile) and the PUT /users/update body it sends: only what changed,
// with the current password whenever the e-mail or the password changes (the server asks for it then).

export interface ProfileUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
}

export interface ProfileForm extends ProfileUser {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileField = keyof ProfileForm;

export type ProfileErrors = Partial<Record<'username' | 'newPassword' | 'confirmPassword', Message>>;

export interface ProfileUpdateBody {
  first_name?: string;
  last_name?: string;
  username?: string;
  email?: string;
  password?: { current: string; changed?: string };
}

const USER_FIELDS = ['first_name', 'last_name', 'username', 'email'] as const;

export function emptyPasswords(): Pick<ProfileForm, 'currentPassword' | 'newPassword' | 'confirmPassword'> {
  return { currentPassword: '', newPassword: '', confirmPassword: '' };
}

export function formFromUser(user: ProfileUser): ProfileForm {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    ...emptyPasswords(),
  };
}

/** True when the form differs from the saved user (any typed password counts as a change). */
export function isProfileChanged(form: ProfileForm, saved: ProfileUser): boolean {
  if (USER_FIELDS.some((field) => form[field] !== saved[field])) return true;
  return form.currentPassword !== '' || form.newPassword !== '' || form.confirmPassword !== '';
}

/** The messages of SPEC 5 for this form; empty when it may be sent. */
export function profileErrors(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  if ([...form.username.trim()].length > USERNAME_MAX) errors.username = messages.profile.usernameTooLong;
  if (form.newPassword !== '' && passwordLengthProblem(form.newPassword, NEW_PASSWORD_MIN) === 'tooShort') {
    errors.newPassword = messages.profile.passwordTooShort;
  }
  if (form.newPassword !== form.confirmPassword) {
    errors.confirmPassword = messages.profile.passwordsDoNotMatch;
  }
  return errors;
}

export function hasProfileErrors(errors: ProfileErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The update body: changed fields only, the password object when a current or new password is typed. */
export function profileUpdateBody(form: ProfileForm, saved: ProfileUser): ProfileUpdateBody {
  const body: ProfileUpdateBody = {};
  for (const field of USER_FIELDS) {
    const value = field === 'username' || field === 'email' ? form[field].trim() : form[field];
    if (value !== saved[field]) body[field] = value;
  }
  if (form.currentPassword !== '' || form.newPassword !== '') {
    body.password = {
      current: form.currentPassword,
      ...(form.newPassword !== '' ? { changed: form.newPassword } : {}),
    };
  }
  return body;
}

/**
 * True when the body changes something the server applies at once: a new e-mail address only waits for the
 * code sent to it, and `password.current` alone just confirms that change.
 */
export function changesBesidesEmail(body: ProfileUpdateBody): boolean {
  const { email: _email, password, ...others } = body;
  return Object.keys(others).length > 0 || password?.changed !== undefined;
}

/**
 * After a refetch, fields the person has not touched follow the server; edited ones keep what was typed,
 * so coming back to the tab never throws away an edit in progress.
 */
export function mergeFetchedUser(form: ProfileForm, before: ProfileUser, fetched: ProfileUser): ProfileForm {
  const next = { ...form };
  for (const field of USER_FIELDS) {
    if (form[field] === before[field]) next[field] = fetched[field];
  }
  return next;
}
