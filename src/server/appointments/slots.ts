import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  type AppointmentWindow,
  appointmentMessages,
  isBookable,
  weekdayOf,
} from '../../shared/appointments';
import type { Message } from '../../shared/i18n/message';
import type { Db } from '../db/client';
import {
  appointment_capacity,
  appointment_closed_dates,
  appointment_holds,
  appointment_slots,
  appointments,
} from '../db/schema';
import { translate } from '../i18n/translate';

// Capacity under concurrency (issue 28): a booking first locks its (date, window) row of appointment_slots
// (made on first use), then reads the closed days, the capacity and the window's booked visits, then
// writes. Every booking, move and closure of that window takes the same lock, so they run one after the
// other in any number of processes on PostgreSQL; each statement after the lock reads what the one before
// committed (READ COMMITTED takes a fresh snapshot per statement). PGlite runs one transaction at a time.
// A guest's hold (issue 38) is written under the same lock and counts like a visit until it expires, so an
// expired hold frees its place by itself, without a clean-up.

/** A window that cannot be taken; the handler answers 409 with the windows that have room instead. */
export class WindowUnavailable extends Error {
  /** The caller's text, answered in the request's language; `message` is its English, for logs. */
  readonly text: Message | string;

  constructor(text: Message | string) {
    super(typeof text === 'string' ? text : translate('en', text));
    this.name = 'WindowUnavailable';
    this.text = text;
  }
}

/** Locks (date, window) for the rest of the transaction. */
export async function lockSlot(tx: Db, date: string, window: AppointmentWindow): Promise<void> {
  await tx.insert(appointment_slots).values({ date, window }).onConflictDoNothing();
  await tx
    .select({ date: appointment_slots.date })
    .from(appointment_slots)
    .where(and(eq(appointment_slots.date, date), eq(appointment_slots.window, window)))
    .for('update');
}

/** The live holds of (date, window) at `now`, but for `ownRequest`'s (the one being turned into its visit). */
export async function liveHolds(
  tx: Db,
  date: string,
  window: AppointmentWindow,
  now: Date,
  ownRequest?: string,
): Promise<number> {
  const [held] = await tx
    .select({ n: count() })
    .from(appointment_holds)
    .where(
      and(
        eq(appointment_holds.date, date),
        eq(appointment_holds.window, window),
        gt(appointment_holds.expires_at, now),
        isNull(appointment_holds.confirmed_at),
        ownRequest ? ne(appointment_holds.service_request_id, ownRequest) : sql`true`,
      ),
    );
  return held?.n ?? 0;
}

/**
 * Takes the window for a visit or a hold (`moving`: the id of the visit being moved there, not counted;
 * `ownRequest`: the estimate request whose own hold is not counted): in the bookable span at `now`, on an
 * open day, with a place left beside the booked visits and live holds. Throws WindowUnavailable otherwise;
 * the lock stays until the transaction ends, so the caller's insert or update cannot be overtaken.
 */
export async function takeWindow(
  tx: Db,
  date: string,
  window: AppointmentWindow,
  now: Date,
  moving?: string,
  ownRequest?: string,
): Promise<void> {
  if (!isBookable(date, now)) throw new WindowUnavailable(appointmentMessages.outsideSpan);
  await lockSlot(tx, date, window);
  const [closed] = await tx
    .select({ date: appointment_closed_dates.date })
    .from(appointment_closed_dates)
    .where(eq(appointment_closed_dates.date, date));
  const [capacity] = await tx
    .select({ visits: appointment_capacity.visits })
    .from(appointment_capacity)
    .where(and(eq(appointment_capacity.weekday, weekdayOf(date)), eq(appointment_capacity.window, window)));
  const visits = capacity?.visits ?? 0;
  if (closed || visits === 0) throw new WindowUnavailable(appointmentMessages.dayClosed);
  const [taken] = await tx
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.date, date),
        eq(appointments.window, window),
        eq(appointments.status, 'booked'),
        moving ? ne(appointments.id, moving) : sql`true`,
      ),
    );
  const held = await liveHolds(tx, date, window, now, ownRequest);
  if ((taken?.n ?? 0) + held >= visits) throw new WindowUnavailable(appointmentMessages.windowFull);
}
