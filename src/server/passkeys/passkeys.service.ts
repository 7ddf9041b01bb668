import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { PASSKEY_TEXTS } from '../../shared/passkeys';
import { passkeyChangedMail } from '../accounts/accountMail';
import { queueAccountNotice } from '../accounts/accountNotice';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';
import { httpError } from '../http/httpError';

export type PasskeyView = components['schemas']['Passkey'];

/** The columns a passkey is answered with; the key material never leaves the table through here. */
export const passkeyColumns = {
  id: passkeys.id,
  name: passkeys.name,
  created_at: passkeys.created_at,
  last_used_at: passkeys.last_used_at,
};

export function passkeyView(row: {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every query names the owner, so another user's passkey is indistinguishable from a missing one (404).
 * An id that is not a uuid cannot name a passkey; it is refused before PostgreSQL would reject the cast.
 */
function owned(userId: string, id: string) {
  if (!UUID.test(id)) throw httpError(404, PASSKEY_TEXTS.notFound);
  return and(eq(passkeys.id, id), eq(passkeys.user_id, userId));
}

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeyView[]> {
  const rows = await db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.user_id, userId))
    .orderBy(asc(passkeys.created_at), asc(passkeys.id));
  return rows.map(passkeyView);
}

/** `name` has passed checkPasskeyName. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<PasskeyView> {
  const [row] = await db.update(passkeys).set({ name }).where(owned(userId, id)).returning(passkeyColumns);
  if (!row) throw httpError(404, PASSKEY_TEXTS.notFound);
  return passkeyView(row);
}

/** Removes one of the user's passkeys and answers the ones left. The password is untouched. */
export async function deletePasskey(db: Db, userId: string, id: string, now: Date): Promise<PasskeyView[]> {
  const where = owned(userId, id);
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(passkeys).where(where).returning({ name: passkeys.name });
    if (!removed) throw httpError(404, PASSKEY_TEXTS.notFound);
    await queueAccountNotice(tx, userId, (locale, to, firstName) =>
      passkeyChangedMail(locale, to, firstName, 'removed', removed.name, now),
    );
    return listPasskeys(tx, userId);
  });
}
