import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SignedInWith } from '../../shared/sessionRules';
import { staffMessages } from '../../shared/staffMessages';
import type { Db } from '../db/client';
import { two_factor_secrets, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { requireAuth } from '../sessions/bearer.plugin';
import { isListedStaff } from './staffStatus';

/** The staff member making a call, as the lead history records them. */
export interface StaffMember {
  userId: string;
  name: string;
  email: string;
}

/** Sessions that passed a second factor: the password and a code, or a passkey (itself two factors). */
const STRONG_SIGN_INS: readonly SignedInWith[] = ['password_and_code', 'passkey'];

/**
 * The caller of a staff operation, or the refusal: 401 without a live session (the bearer check), 403 for
 * an account that is not staff, 403 with the "turn on two-factor authentication" text for staff without
 * it, and 403 with the "sign in again with your code" text for a session signed in with the password alone
 * (issue 26: an account's 2FA says nothing about the session; one signed in before 2FA was turned on, or
 * by whoever knew the password before the owner enrolled, must not read leads). Who is staff is the rule of
 * staffStatus.ts (a verified address listed in STAFF_EMAILS). One query reads the account and its 2FA
 * state, on every call, so removing an address from STAFF_EMAILS (and restarting) or turning 2FA off takes
 * effect at once.
 */
export async function requireStaff(
  db: Db,
  staffEmails: readonly string[],
  request: FastifyRequest,
): Promise<StaffMember> {
  const { userId, signedInWith } = requireAuth(request);
  const [account] = await db
    .select({
      firstName: users.first_name,
      lastName: users.last_name,
      email: users.email,
      verifiedAt: users.email_verified_at,
      twoFactorOnAt: two_factor_secrets.enabled_at,
    })
    .from(users)
    .leftJoin(
      two_factor_secrets,
      and(eq(two_factor_secrets.user_id, users.id), isNotNull(two_factor_secrets.enabled_at)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (!account || !isListedStaff(staffEmails, account)) throw httpError(403, staffMessages.staffOnly);
  if (!account.twoFactorOnAt) throw httpError(403, staffMessages.twoFactorRequired);
  if (!STRONG_SIGN_INS.includes(signedInWith)) throw httpError(403, staffMessages.strongSignInRequired);
  return { userId, name: `${account.firstName} ${account.lastName}`, email: account.email };
}
