import type { AuthSuccess } from '../../../machines/signIn.machine';
import { type CookieName, removeCookie, writeCookie } from '../../api/cookies';
import type { StoredAuthUser } from '../session';

// Browser side of signing in and out: the stored values of SPEC sections 3 and 4.

/**
 * Stores the user (the five fields of SPEC 3, plus whether sign-in said staff, for the user menu) and the
 * bearer token for 30 days.
 */
export function saveSession({ payload, token, staff }: AuthSuccess): void {
  const user: StoredAuthUser = {
    first_name: payload.first_name,
    last_name: payload.last_name,
    email: payload.email,
    username: payload.username,
    profileimg: payload.profileimg,
    staff,
  };
  writeCookie('authUser', user);
  writeCookie('authToken', token);
}

/** What sign-out clears (SPEC 4): token, user, theme, inquiry list and the settings flags. */
export const SIGN_OUT_CLEARS: readonly CookieName[] = [
  'authToken',
  'authUser',
  'theme',
  'InquiryList',
  'isAccountSecurityOpen',
  'isNotificationOpen',
  'selectedSettingOption',
  'isTwoFAEnabled',
];

export function clearStoredValues(): void {
  for (const name of SIGN_OUT_CLEARS) removeCookie(name);
}
