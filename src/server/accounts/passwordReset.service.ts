import { and, eq, gt, isNull } from 'drizzle-orm';
import { normalizeEmail } from '../../shared/email';
import type { AccountKeys } from '../auth/keys';
import { hashPassword } from '../auth/passwords';
import { RetryLaterError, waitText } from '../auth/retryLater';
import {
  clearHits,
  lockedForSeconds,
  RESET_REQUESTS,
  recordHit,
  SIGN_IN_FAILURES,
  throttleKey,
} from '../auth/throttle';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { password_resets, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { enqueueMail } from '../mail/outbox';
import { revokeAllSessions } from '../sessions/sessions.service';
import { passwordChangedMail, passwordResetMail } from './accountMail';
import { accountErrors } from './accountMessages';
import { sameText } from './emailLookup';
import { assertPasswordAcceptable } from './verification.service';

export const RESET_LINK_LIFETIME_MS = 60 * 60_000;

async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.first_name })
    .from(users)
    .where(sameText(users.email, email))
    .limit(1);
  return rows[0];
}

/**
 * POST /email/forgot-password. The answer and the per-address limit are the same whether or not the
 * account exists; only an existing account gets a link, and a new link voids the earlier ones.
 */
export async function requestPasswordReset(
  db: Db,
  keys: AccountKeys,
  publicUrl: string,
  rawEmail: string,
  now: Date,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const key = throttleKey(keys, RESET_REQUESTS, email);
  const locked = await lockedForSeconds(db, key, now);
  if (locked > 0) throw new RetryLaterError(accountErrors.resetLocked(waitText(locked)), locked);
  await recordHit(db, key, RESET_REQUESTS, now);

  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  const link = `${publicUrl}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
  await db.transaction(async (tx) => {
    await tx
      .update(password_resets)
      .set({ used_at: now })
      .where(and(eq(password_resets.user_id, user.id), isNull(password_resets.used_at)));
    await tx.insert(password_resets).values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
      created_at: now,
    });
    await enqueueMail(tx, [passwordResetMail(user.email, user.firstName, link)]);
  });
}

/**
 * POST /email/reset-password: a valid link sets the new password, is used up, ends every session of the
 * user and sends the 'password changed' notice (always on), all in one transaction.
 */
export async function resetPassword(
  db: Db,
  keys: AccountKeys,
  input: { token: string; email: string; newPassword: string },
  now: Date,
): Promise<void> {
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
    await enqueueMail(tx, [passwordChangedMail(user.email, user.firstName, 'reset', now)]);
  });
  // Whoever reset the password controls the address: a sign-in lock-out from guesses no longer applies.
  await clearHits(db, throttleKey(keys, SIGN_IN_FAILURES, user.email));
}
