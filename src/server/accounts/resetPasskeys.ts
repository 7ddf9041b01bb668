import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { components } from '../../api/schema';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';

// The passkeys a password reset may remove (issue 26): a passkey added with a stolen session would
// otherwise outlive the reset. Read here from the table itself, since passkeys/ builds on accounts/.

export type AccountPasskey = components['schemas']['Passkey'];

/** The account's passkeys, oldest first, as the Passkeys screen lists them. */
export async function accountPasskeys(db: Db, userId: string): Promise<AccountPasskey[]> {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.created_at,
      lastUsedAt: passkeys.last_used_at,
    })
    .from(passkeys)
    .where(eq(passkeys.user_id, userId))
    .orderBy(asc(passkeys.created_at), asc(passkeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Removes the account's passkeys whose ids are not in `keep` and answers their names. Ids in `keep` that
 * are not the account's change nothing (they are compared within the account only).
 */
export async function removePasskeysExcept(
  db: Db,
  userId: string,
  keep: readonly string[],
): Promise<string[]> {
  const mine = eq(passkeys.user_id, userId);
  const removed = await db
    .delete(passkeys)
    .where(keep.length === 0 ? mine : and(mine, notInArray(passkeys.id, [...keep])))
    .returning({ name: passkeys.name });
  return removed.map((row) => row.name);
}
