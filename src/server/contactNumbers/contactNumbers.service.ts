import { and, asc, count, eq } from 'drizzle-orm';
import { type CheckedContactNumber, MAX_CONTACT_NUMBERS_PER_USER } from '../../shared/contactNumbers';
import { msg } from '../../shared/i18n/message';
import type { Db } from '../db/client';
import { lockUser } from '../db/lockUser';
import { contact_numbers } from '../db/schema';
import { httpError } from '../http/httpError';
import { queueContactNumberNotice } from './contactNumberNotice';

export interface ContactNumber {
  id: string;
  city: string;
  type: CheckedContactNumber['type'];
  phone_number: string;
}

export const NOT_FOUND_MESSAGE = msg('contactNumberApi.notFound');
export const LIMIT_MESSAGE = msg('contactNumberApi.limit', { max: String(MAX_CONTACT_NUMBERS_PER_USER) });

const columns = {
  id: contact_numbers.id,
  city: contact_numbers.city,
  type: contact_numbers.type,
  phone_number: contact_numbers.phone_number,
};

// Every query names the owner: a row of another user is indistinguishable from a missing one (404).
const owned = (userId: string, id: string) =>
  and(eq(contact_numbers.id, id), eq(contact_numbers.user_id, userId));

export async function listContactNumbers(db: Db, userId: string): Promise<ContactNumber[]> {
  return db
    .select(columns)
    .from(contact_numbers)
    .where(eq(contact_numbers.user_id, userId))
    .orderBy(asc(contact_numbers.created_at), asc(contact_numbers.id));
}

export async function createContactNumber(
  db: Db,
  userId: string,
  input: CheckedContactNumber,
): Promise<ContactNumber> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ n: count() })
      .from(contact_numbers)
      .where(eq(contact_numbers.user_id, userId));
    if ((existing?.n ?? 0) >= MAX_CONTACT_NUMBERS_PER_USER) throw httpError(409, LIMIT_MESSAGE);
    const [created] = await tx
      .insert(contact_numbers)
      .values({ user_id: userId, ...input })
      .returning(columns);
    if (!created) throw new Error('contact number insert returned no row');
    await queueContactNumberNotice(tx, userId, 'added', created);
    return created;
  });
}

export async function updateContactNumber(
  db: Db,
  userId: string,
  id: string,
  input: CheckedContactNumber,
): Promise<ContactNumber> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select(columns).from(contact_numbers).where(owned(userId, id)).for('update');
    if (!previous) throw httpError(404, NOT_FOUND_MESSAGE);
    const [updated] = await tx.update(contact_numbers).set(input).where(owned(userId, id)).returning(columns);
    if (!updated) throw httpError(404, NOT_FOUND_MESSAGE);
    const changed = (['city', 'type', 'phone_number'] as const).some((k) => updated[k] !== previous[k]);
    if (changed) await queueContactNumberNotice(tx, userId, 'updated', updated, previous);
    return updated;
  });
}

/** Deletes one of the user's numbers and answers the ones left. */
export async function deleteContactNumber(db: Db, userId: string, id: string): Promise<ContactNumber[]> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(contact_numbers).where(owned(userId, id)).returning(columns);
    if (!removed) throw httpError(404, NOT_FOUND_MESSAGE);
    await queueContactNumberNotice(tx, userId, 'removed', removed);
    return listContactNumbers(tx, userId);
  });
}
