import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { password_reset_requests, password_resets } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { hashToken, newToken } from '../security/tokens';
import { passwordResetMail } from './accountMail';
import { findUserByEmail } from './passwordReset.service';

export const RESET_LINK_LIFETIME_MS = 60 * 60_000;

/** Requests turned into links per round, so a burst of them does not hold back mail already due. */
const BATCH = 20;

/**
 * The half of forgot-password that depends on whether the account exists, run by the outbox worker:
 * each queued request is taken (SKIP LOCKED, so several workers share the queue), and for a registered
 * address a new single-use link voids the earlier ones and is e-mailed, in the same transaction that
 * deletes the request. Answers how many requests were handled.
 */
export async function processResetRequests(db: Db, publicUrl: string, now: Date): Promise<number> {
  // The worker runs this every round (up to 20 a second under a stream of inquiries) and nearly every
  // round finds nothing: one plain read then, instead of a transaction of three statements. A request
  // stored just after this read waits for the next round, as it would behind the transaction's own read.
  const [waiting] = await db
    .select({ id: password_reset_requests.id })
    .from(password_reset_requests)
    .limit(1);
  if (!waiting) return 0;
  let handled = 0;
  while (handled < BATCH) {
    const took = await db.transaction(async (tx) => {
      const [request] = await tx
        .select({ id: password_reset_requests.id, email: password_reset_requests.email })
        .from(password_reset_requests)
        .orderBy(asc(password_reset_requests.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!request) return false;
      await tx.delete(password_reset_requests).where(eq(password_reset_requests.id, request.id));
      const user = await findUserByEmail(tx, request.email);
      if (!user) return true;
      const token = newToken();
      const link = `${publicUrl}${user.language === 'es' ? '/es' : ''}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
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
      await enqueueMail(tx, [passwordResetMail(user.language, user.email, user.firstName, link)]);
      return true;
    });
    if (!took) break;
    handled += 1;
  }
  return handled;
}
