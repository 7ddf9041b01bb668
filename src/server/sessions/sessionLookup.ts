import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { SESSION_IDLE_DAYS, type SignedInWith } from '../../shared/sessionRules';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken } from '../security/tokens';

export interface Authenticated {
  userId: string;
  sessionId: string;
  /** How the session was signed in; the staff rule asks for a second factor or a passkey. */
  signedInWith: SignedInWith;
  /** When its user last confirmed it was them (sudo mode, confirmation.ts); null when never. */
  confirmedAt: Date | null;
}

/** last_seen_at is shown to the user as "last active"; minutes are precise enough and save a write per call. */
export const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/** A session unused this long stops working, however long its 30-day lifetime still runs. */
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60_000;

/** The cut-off of the idle timeout: a session last seen before it is over. */
export function idleBefore(now: Date): Date {
  return new Date(now.getTime() - SESSION_IDLE_MS);
}

/**
 * Finds the live (not revoked, not expired, used in the last 7 days) session a bearer token belongs to, and
 * notes that it was used when its last_seen_at is more than five minutes old (at most one write per session
 * every five minutes). last_seen_at lags by up to five minutes, so the idle timeout may come that much late.
 */
export async function findSessionByToken(db: Db, token: string, now: Date): Promise<Authenticated | null> {
  const rows = await db
    .select({
      userId: sessions.user_id,
      sessionId: sessions.id,
      lastSeenAt: sessions.last_seen_at,
      signedInWith: sessions.signed_in_with,
      confirmedAt: sessions.confirmed_at,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        gt(sessions.last_seen_at, idleBefore(now)),
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
  const { userId, sessionId, signedInWith, confirmedAt } = row;
  return { userId, sessionId, signedInWith, confirmedAt };
}
