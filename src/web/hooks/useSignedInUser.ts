import { useEffect, useState } from 'react';
import { onStoredUserChange, readSignedInUser, type StoredAuthUser } from '../session';

/** The stored user, re-read when the profile changes it, so the header shows the new name and picture. */
export function useSignedInUser(): StoredAuthUser | null {
  const [user, setUser] = useState(readSignedInUser);
  useEffect(() => onStoredUserChange(() => setUser(readSignedInUser())), []);
  return user;
}
