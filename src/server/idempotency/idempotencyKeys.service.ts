import { and, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pgError } from '../db/errors';
import { idempotency_keys } from '../db/schema';

// The Idempotency-Key store (docs/decisions/105-idempotency-keys-issue-25.md). A request claims its key in a
// statement of its own (committed at once, so every server process sees it), does its work, and marks the
// key done with its answer in the same transaction or statement as the work, only while it still holds the
// claim; a failed request gives the key back. The caller (idempotency.ts) turns outcomes into answers.

/** A key answers its first answer again for this long; then it is forgotten (and swept). */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * A key still running this long after its request started belongs to a request that will never finish
 * (its process stopped, or the key could not be given back while the database was away: keyRelease.ts
 * tries for as long), and the next request with it takes it over. Far longer than any of these requests runs (milliseconds; an upload under a second). Were
 * a request still running, it would find its claim gone and store nothing, so this can never store twice.
 */
export const ABANDONED_AFTER_MS = 60_000;

/** A request's claim on a key: the key's hash and a random id of the request's own. */
export interface HeldKey {
  keyHash: string;
  claim: string;
}

export type ClaimOutcome =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; status: number; body: unknown }
  | { outcome: 'mismatch' }
  | { outcome: 'running' };

/** The work cannot store its answer: another request took the key over meanwhile. The work is undone. */
export class ClaimLostError extends Error {
  constructor() {
    super('the Idempotency-Key was taken over by another request');
    this.name = 'ClaimLostError';
  }
}

const DIVISION_BY_ZERO = '22012';

/** True when the work failed because its claim was lost (ClaimLostError, or the statement check below). */
export function isClaimLost(error: unknown): boolean {
  return error instanceof ClaimLostError || pgError(error)?.code === DIVISION_BY_ZERO;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function insertClaim(db: Db, key: HeldKey, fingerprint: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotency_keys)
    .values({ key_hash: key.keyHash, fingerprint, state: 'running', claim: key.claim, started_at: now })
    .onConflictDoNothing()
    .returning({ claim: idempotency_keys.claim });
  return rows.length === 1;
}

/**
 * Takes a key over from `oldClaim` for a new request, if it is still as it was seen: expired (any state),
 * or running and abandoned. A request that finished or took it over meanwhile changed it, so nothing
 * happens then.
 */
async function takeOver(
  db: Db,
  key: HeldKey,
  oldClaim: string,
  fingerprint: string,
  now: Date,
): Promise<boolean> {
  const k = idempotency_keys;
  const rows = await db
    .update(k)
    .set({
      fingerprint,
      state: 'running',
      claim: key.claim,
      started_at: now,
      completed_at: null,
      status: null,
      body: null,
    })
    .where(
      and(
        eq(k.key_hash, key.keyHash),
        eq(k.claim, oldClaim),
        or(
          lte(k.started_at, ago(now, KEY_LIFETIME_MS)),
          and(eq(k.state, 'running'), lte(k.started_at, ago(now, ABANDONED_AFTER_MS))),
        ),
      ),
    )
    .returning({ claim: k.claim });
  return rows.length === 1;
}

/**
 * Claims `key.keyHash` under `key.claim` (new, one per request) for a request with `fingerprint`, or says
 * why not: the key's stored answer, another request's key (a different fingerprint), or a first request
 * still running.
 */
export async function claimKey(db: Db, key: HeldKey, fingerprint: string, now: Date): Promise<ClaimOutcome> {
  // Each pass either decides or saw the key change under it (released, finished or taken over): three
  // passes make a tie at most twice in a row, and a key that keeps changing is in use.
  for (let pass = 0; pass < 3; pass++) {
    if (await insertClaim(db, key, fingerprint, now)) return { outcome: 'claimed' };
    const [row] = await db
      .select({
        fingerprint: idempotency_keys.fingerprint,
        state: idempotency_keys.state,
        claim: idempotency_keys.claim,
        started_at: idempotency_keys.started_at,
        status: idempotency_keys.status,
        body: idempotency_keys.body,
      })
      .from(idempotency_keys)
      .where(eq(idempotency_keys.key_hash, key.keyHash))
      .limit(1);
    if (!row) continue;
    const expired = row.started_at <= ago(now, KEY_LIFETIME_MS);
    if (!expired) {
      if (row.fingerprint !== fingerprint) return { outcome: 'mismatch' };
      if (row.state === 'done') return { outcome: 'replay', status: row.status ?? 200, body: row.body };
      if (row.started_at > ago(now, ABANDONED_AFTER_MS)) return { outcome: 'running' };
    }
    if (await takeOver(db, key, row.claim, fingerprint, now)) return { outcome: 'claimed' };
  }
  return { outcome: 'running' };
}

function heldBy(key: HeldKey): SQL | undefined {
  return and(
    eq(idempotency_keys.key_hash, key.keyHash),
    eq(idempotency_keys.claim, key.claim),
    eq(idempotency_keys.state, 'running'),
  );
}

/**
 * Marks the key done with the answer, inside the transaction of the work it answers for, so both commit
 * or neither does. Throws ClaimLostError (undoing the work) when the request no longer holds the key.
 */
export async function completeKey(
  tx: Db,
  key: HeldKey,
  status: number,
  body: unknown,
  now: Date,
): Promise<void> {
  const rows = await tx
    .update(idempotency_keys)
    .set({ state: 'done', status, body, completed_at: now })
    .where(heldBy(key))
    .returning({ claim: idempotency_keys.claim });
  if (rows.length !== 1) throw new ClaimLostError();
}

/** completeKey for work that is one SQL statement of data-modifying CTEs (an inquiry). */
export interface KeyCompletionSql {
  /** One more CTE for the statement's WITH list. */
  cte: SQL;
  /**
   * An expression for the statement's final SELECT that fails the whole statement (division by zero,
   * SQLSTATE 22012, which isClaimLost recognises) when the CTE found the key no longer held: a statement
   * cannot throw otherwise, and its other writes must not be kept without their answer.
   */
  check: SQL;
}

export function keyCompletionSql(key: HeldKey, status: number, body: unknown, now: Date): KeyCompletionSql {
  return {
    cte: sql`idempotency_key_done as (
      update ${idempotency_keys}
      set state = 'done', status = ${status}, body = ${JSON.stringify(body)}::jsonb,
        completed_at = ${now.toISOString()}
      where key_hash = ${key.keyHash} and claim = ${key.claim} and state = 'running'
      returning 1 as done)`,
    check: sql`(select 1 / count(*)::int from idempotency_key_done)`,
  };
}

/**
 * Gives the key back after the work failed, so a retry runs the work again. Only while still running under
 * this claim: work whose commit went through although its request saw an error left the key done, and a
 * retry gets that answer. Safe to repeat at any time, and a no-op when the claim was never stored.
 */
export async function releaseKey(db: Db, key: HeldKey): Promise<void> {
  await db.delete(idempotency_keys).where(heldBy(key));
}
