import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auth_throttles } from '../db/schema';
import { type AccountKeys, hmacHex } from './keys';

/** At most `maxHits` hits per `windowMs`; the hit that reaches the limit locks the key for `lockMs`. */
export interface ThrottlePolicy {
  purpose: string;
  maxHits: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60_000;

/** Wrong passwords per e-mail address (known or not): 10 in 15 minutes lock password sign-in for 15 minutes. */
export const SIGN_IN_FAILURES: ThrottlePolicy = {
  purpose: 'sign-in',
  maxHits: 10,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};

/** Wrong 2FA or recovery codes per user, over every challenge and the settings screen. */
export const SECOND_FACTOR_FAILURES: ThrottlePolicy = {
  purpose: 'second-factor',
  maxHits: 10,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};

/** Password-reset e-mails per address (known or not): 5 an hour. */
export const RESET_REQUESTS: ThrottlePolicy = {
  purpose: 'reset-request',
  maxHits: 5,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
};

/** New e-mail addresses asked for on one account's profile (each e-mails a code): 5 an hour. */
export const EMAIL_CHANGE_REQUESTS: ThrottlePolicy = {
  purpose: 'email-change',
  maxHits: 5,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
};

/** The stored key: an HMAC, so the table holds no e-mail address. E-mails are compared case-insensitively. */
export function throttleKey(keys: AccountKeys, policy: ThrottlePolicy, identifier: string): string {
  return hmacHex(keys.throttle, `${policy.purpose}:${identifier.trim().toLowerCase()}`);
}

/** Seconds until `key` is unlocked; 0 when it is not locked. */
export async function lockedForSeconds(db: Db, key: string, now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: auth_throttles.locked_until })
    .from(auth_throttles)
    .where(eq(auth_throttles.key, key))
    .limit(1);
  const until = rows[0]?.lockedUntil;
  if (!until || until <= now) return 0;
  return Math.ceil((until.getTime() - now.getTime()) / 1000);
}

/**
 * Counts one hit, atomically (concurrent requests cannot both slip under the limit). Call it with the
 * root database, not inside a transaction that a failed request rolls back.
 */
export async function recordHit(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
  const lockUntil = sql`${new Date(now.getTime() + policy.lockMs).toISOString()}::timestamptz`;
  const inWindow = sql`(${auth_throttles.window_started_at} > ${windowStart})`;
  const newHits = sql`(case when ${inWindow} then ${auth_throttles.hits} + 1 else 1 end)`;
  const reachesLimit = sql`(${newHits} >= ${policy.maxHits})`;
  const first = policy.maxHits <= 1;
  await db
    .insert(auth_throttles)
    .values({
      key,
      hits: first ? 0 : 1,
      window_started_at: now,
      locked_until: first ? new Date(now.getTime() + policy.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: auth_throttles.key,
      set: {
        hits: sql`case when ${reachesLimit} then 0 else ${newHits} end`,
        window_started_at: sql`case when ${inWindow} and not ${reachesLimit} then ${auth_throttles.window_started_at} else ${at} end`,
        locked_until: sql`case when ${reachesLimit} then ${lockUntil} else ${auth_throttles.locked_until} end`,
      },
    });
}

/** Forgets the hits of `key` (after a successful sign-in, or a reset that proved control of the address). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(auth_throttles).where(eq(auth_throttles.key, key));
}
