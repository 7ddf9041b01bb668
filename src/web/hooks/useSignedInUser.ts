import { useSyncExternalStore } from 'react';
import { cookieText } from '../../api/cookies';
import { onStoredUserChange, readSignedInUser, type StoredAuthUser } from '../session';

let lastCookies: string | undefined;
let lastUser: StoredAuthUser | null = null;

// One object per cookie text, so React sees "no change" until the stored user really changes.
function storedUser(): StoredAuthUser | null {
  const cookies = cookieText();
  if (cookies !== lastCookies) {
    lastCookies = cookies;
    lastUser = readSignedInUser();
  }
  return lastUser;
}

/**
 * The stored user, re-read when the profile changes it, so the header shows the new name and picture.
 * Prerendered pages are a guest's: hydration starts as a guest and shows the user right after.
 */
export function useSignedInUser(): StoredAuthUser | null {
  return useSyncExternalStore(onStoredUserChange, storedUser, () => null);
}
