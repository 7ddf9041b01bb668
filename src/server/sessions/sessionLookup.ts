import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken } from '../security/tokens';

export interface Authenticated {
  userId: string;
  sessionId: string;
}

/** last_seen_at is shown to the user as "last active"; minutes are precise enough and save a write per call. */
export const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/**
 * Finds the live (not revoked, not expired) session a bearer token belongs to, and notes that it was used
 * when its last_seen_at is more than five minutes old (at most one write per session every five minutes).
 */
export async function findSessionByToken(db: Db, token: string, now: Date): Promise<Authenticated | null> {
  const rows = await db
    .select({ userId: sessions.user_id, sessionId: sessions.id, lastSeenAt: sessions.last_seen_at })
    .from(sessions)
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - LAST_SEEN_PRECISION_MS);
  if (row.lastSeenAt < staleBefore) {
    // The condition is repeated so that parallel calls of one session write once.
    await db
      .update(sessions)
      .set({ last_seen_at: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.last_seen_at, staleBefore)));
  }
  return { userId: row.userId, sessionId: row.sessionId };
}
