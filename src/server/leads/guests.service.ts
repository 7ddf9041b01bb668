import { and, eq, gt } from 'drizzle-orm';
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

export interface Guest extends GuestInput {
  id: string;
}

/** A guest record is the first half of a guest's estimate request; the request must follow within a day. */
export const GUEST_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function createGuest(db: Db, guest: GuestInput): Promise<string> {
  const [row] = await db.insert(guests).values(guest).returning({ id: guests.id });
  if (!row) throw new Error('insert into guests returned no row');
  return row.id;
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
  if (!guest) throw httpError(404, 'We could not find your contact details. Please submit the form again.');
  return guest;
}
