import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken } from './tokens';

export interface Authenticated {
  userId: string;
  sessionId: string;
}

/** Finds the live (not revoked, not expired) session a bearer token belongs to. */
export async function findSessionByToken(db: Db, token: string, now: Date): Promise<Authenticated | null> {
  const rows = await db
    .select({ userId: sessions.user_id, sessionId: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
