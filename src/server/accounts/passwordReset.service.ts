import { and, eq, gt, isNull } from 'drizzle-orm';
import { normalizeEmail } from '../../shared/email';
import type { Db } from '../db/client';
import { password_reset_requests, password_resets, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { enqueueMail } from '../mail/outbox';
import type { AccountKeys } from '../security/keys';
import { hashPassword } from '../security/passwords';
import { RetryLaterError } from '../security/retryLater';
import {
  clearHits,
  lockedForSeconds,
  RESET_REQUESTS,
  recordHit,
  SIGN_IN_FAILURES,
  throttleKey,
} from '../security/throttle';
import { hashToken } from '../security/tokens';
import { revokeAllSessions } from '../sessions/sessions.service';
import { passwordChangedMail } from './accountMail';
import { accountErrors } from './accountMessages';
import { sameText } from './emailLookup';
import { type AccountPasskey, accountPasskeys, removePasskeysExcept } from './resetPasskeys';
import { assertPasswordAcceptable } from './verification.service';

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.first_name, language: users.language })
    .from(users)
    .where(sameText(users.email, email))
    .limit(1);
  return rows[0];
}

/**
 * POST /email/forgot-password. Checks and counts the per-address limit and queues the request for the
 * outbox worker (resetRequests.ts), which looks the address up: these same three statements run whether
 * or not the account exists, so neither the answer nor its timing tells.
 */
export async function requestPasswordReset(
  db: Db,
  keys: AccountKeys,
  rawEmail: string,
  now: Date,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const key = throttleKey(keys, RESET_REQUESTS, email);
  const locked = await lockedForSeconds(db, key, now);
  if (locked > 0) throw new RetryLaterError(accountErrors.resetLocked(locked), locked);
  await recordHit(db, key, RESET_REQUESTS, now);
  // No wake-up: a worker woken by this commit would look the address up while this answer is still on its
  // way (on PGlite, on the same connection) and make a registered address measurably slower. The worker's
  // next poll, within a second, takes the request.
  await db.insert(password_reset_requests).values({ email, created_at: now });
}

/**
 * The user of a valid (unused, unexpired) reset link for `email`, and the condition that finds the link
 * again; 400 otherwise. The reset and the list of its passkeys check the link the same way.
 */
async function usableLink(db: Db, input: { token: string; email: string }, now: Date) {
  const user = await findUserByEmail(db, normalizeEmail(input.email));
  if (!user) throw httpError(400, accountErrors.resetLinkInvalid);
  const usable = and(
    eq(password_resets.token_hash, hashToken(input.token)),
    eq(password_resets.user_id, user.id),
    isNull(password_resets.used_at),
    gt(password_resets.expires_at, now),
  );
  const link = await db.select({ id: password_resets.id }).from(password_resets).where(usable).limit(1);
  if (link.length === 0) throw httpError(400, accountErrors.resetLinkInvalid);
  return { user, usable };
}

/** POST /email/reset-password/passkeys: the passkeys of the link's account, for the reset page to offer. */
export async function resetPasskeys(
  db: Db,
  input: { token: string; email: string },
  now: Date,
): Promise<AccountPasskey[]> {
  const { user } = await usableLink(db, input, now);
  return accountPasskeys(db, user.id);
}

/**
 * POST /email/reset-password: a valid link sets the new password, is used up, ends every session of the
 * user, removes the passkeys not in `keep_passkeys` (when it is sent) and sends the 'password changed'
 * notice (always on, naming the removed passkeys), all in one transaction.
 */
export async function resetPassword(
  db: Db,
  keys: AccountKeys,
  input: { token: string; email: string; newPassword: string; keep_passkeys?: string[] },
  now: Date,
): Promise<void> {
  const { user, usable } = await usableLink(db, input, now);
  assertPasswordAcceptable(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);

  await db.transaction(async (tx) => {
    // Checked again with the write, so two requests with the same link cannot both succeed.
    const used = await tx
      .update(password_resets)
      .set({ used_at: now })
      .where(usable)
      .returning({ id: password_resets.id });
    if (used.length === 0) throw httpError(400, accountErrors.resetLinkInvalid);
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, now);
    const removed =
      input.keep_passkeys === undefined ? [] : await removePasskeysExcept(tx, user.id, input.keep_passkeys);
    await enqueueMail(tx, [
      passwordChangedMail(user.language, user.email, user.firstName, 'reset', now, removed),
    ]);
  });
  // Whoever reset the password controls the address: a sign-in lock-out from guesses no longer applies.
  await clearHits(db, throttleKey(keys, SIGN_IN_FAILURES, user.email));
}
