import { readCookie, writeCookie } from '../api/cookies';

// "Signed in" means: the authUser cookie holds a user object AND an authToken cookie exists (SPEC 6).

/** The user as stored in the authUser cookie (SPEC section 3). */
export interface StoredAuthUser {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  profileimg: string | null;
  /** Set at sign-in for staff (the server's `staff`): the user menu then offers the lead inbox. */
  staff: boolean;
}

function isUserObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored user when the visitor is signed in, otherwise `null`. */
export function readSignedInUser(): StoredAuthUser | null {
  const user = readCookie('authUser');
  const token = readCookie('authToken');
  if (!isUserObject(user) || token === undefined || token === null || token === '') return null;
  const text = (key: string): string => {
    const value = user[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    username: text('username'),
    profileimg: typeof user.profileimg === 'string' ? user.profileimg : null,
    staff: user.staff === true,
  };
}

export function isSignedIn(): boolean {
  return readSignedInUser() !== null;
}

export function isStaff(): boolean {
  return readSignedInUser()?.staff === true;
}

const STORED_USER_CHANGED = 'site:stored-user-changed';

/** Saves a changed user (profile edit, new image) and tells the views that show it, e.g. the header. */
export function storeSignedInUser(user: StoredAuthUser): void {
  writeCookie('authUser', user);
  window.dispatchEvent(new Event(STORED_USER_CHANGED));
}

/** Calls `listener` whenever storeSignedInUser ran; returns the unsubscribe function. */
export function onStoredUserChange(listener: () => void): () => void {
  window.addEventListener(STORED_USER_CHANGED, listener);
  return () => window.removeEventListener(STORED_USER_CHANGED, listener);
}
