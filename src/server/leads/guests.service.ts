import { and, eq, gt } from 'drizzle-orm';
import { msg } from '../../shared/i18n/message';
import type { Db } from '../db/client';
import { guests } from '../db/schema';
import { httpError } from '../http/httpError';

export interface GuestInput {
  first_name: string;
  last_name: string;
  email: string;
  /** 10 digits. */
  phone_number: string;
  /** '' when not chosen. */
  city: string;
}

/** Work a lead's write runs in its own transaction once the lead is stored, with the lead's id. */
export type OnStored = (tx: Db, id: string) => Promise<void>;

export interface Guest extends GuestInput {
  id: string;
}

/** A guest record is the first half of a guest's estimate request; the request must follow within a day. */
export const GUEST_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a guest; `onStored` runs in the same transaction with the new id (the request's Idempotency-Key
 * stores its answer there), and its failure undoes the insert.
 */
export function createGuest(db: Db, guest: GuestInput, now: Date, onStored?: OnStored): Promise<string> {
  return db.transaction(async (tx) => {
    // Dated by the application's clock, as the request that follows is checked by it (recentGuest).
    const [row] = await tx
      .insert(guests)
      .values({ ...guest, created_at: now })
      .returning({ id: guests.id });
    if (!row) throw new Error('insert into guests returned no row');
    await onStored?.(tx, row.id);
    return row.id;
  });
}

/** The guest created by POST /guests/create during the last 24 hours, or 404. */
export async function recentGuest(db: Db, id: string, now: Date): Promise<Guest> {
  const rows = await db
    .select({
      id: guests.id,
      first_name: guests.first_name,
      last_name: guests.last_name,
      email: guests.email,
      phone_number: guests.phone_number,
      city: guests.city,
    })
    .from(guests)
    .where(and(eq(guests.id, id), gt(guests.created_at, new Date(now.getTime() - GUEST_REQUEST_WINDOW_MS))))
    .limit(1);
  const guest = rows[0];
  if (!guest) throw httpError(404, msg('leadApi.guestNotFound'));
  return guest;
}
