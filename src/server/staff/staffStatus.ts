import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** What decides whether an account is staff: its address and whether that address was verified. */
export interface StaffCandidate {
  email: string;
  verifiedAt: Date | null;
}

/**
 * The one rule of who is staff: a verified address listed in STAFF_EMAILS (held lower-cased by the config;
 * compared without case). A new address on the profile takes effect only with the code e-mailed to it
 * (issue 26), so typing a listed address into a profile makes nobody staff. 2FA is not part of it: the
 * inbox's calls ask for that, and for a session that passed it (staffAccess.ts).
 */
export function isListedStaff(staffEmails: readonly string[], account: StaffCandidate): boolean {
  return account.verifiedAt !== null && staffEmails.includes(account.email.toLowerCase());
}

/** isListedStaff for a stored account, read now (false when it does not exist). */
export async function isStaffAccount(
  db: Db,
  staffEmails: readonly string[],
  userId: string,
): Promise<boolean> {
  // Nobody is staff without a list: no query for the common case of a site without one.
  if (staffEmails.length === 0) return false;
  const [account] = await db
    .select({ email: users.email, verifiedAt: users.email_verified_at })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return account !== undefined && isListedStaff(staffEmails, account);
}
