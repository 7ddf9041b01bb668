import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import {
  APPOINTMENT_WINDOWS,
  type AppointmentStatus,
  appointmentMessages,
  datesFrom,
  localDateOf,
} from '../../shared/appointments';
import type { Db } from '../db/client';
import {
  appointment_capacity,
  appointment_closed_dates,
  appointment_slots,
  appointments,
} from '../db/schema';
import { httpError } from '../http/httpError';
import { forgetClosedDays } from '../leads/closedDays';
import { type AppointmentContext, lockAppointment, mailCustomer } from './appointmentContext';
import {
  appointmentColumns,
  requestCustomer,
  type StaffAppointmentView,
  staffAppointmentView,
  visitsWithCustomers,
} from './appointmentRecord';
import { manageToken, manageTokenHash, newManageNonce } from './appointmentTokens';
import { type CapacityEntry, capacityList } from './availability.service';
import { cancelVisit } from './manage.service';

// The staff side of the schedule (issue 28): the visits of a span with their customers, marking a visit
// done, no-show or cancelled, the capacity of each weekday's windows, and closing days; allowing a
// cancelled visit to be booked again and replacing a visit's manage link (issue 38).

/** Visits from `from` to `to`, by time, with their customers (cancelled ones included). */
export async function scheduleVisits(
  db: Db,
  from: string,
  to: string,
  now: Date,
): Promise<StaffAppointmentView[]> {
  const rows = await visitsWithCustomers(db, between(appointments.date, from, to)).orderBy(
    asc(appointments.starts_at),
    asc(appointments.created_at),
  );
  return rows.map(({ row, customer }) => staffAppointmentView(row, customer, now));
}

export async function scheduleVisit(db: Db, id: string, now: Date): Promise<StaffAppointmentView> {
  const [found] = await visitsWithCustomers(db, eq(appointments.id, id));
  if (!found) throw httpError(404, appointmentMessages.notFound);
  return staffAppointmentView(found.row, found.customer, now);
}

/** Done, no-show or cancelled; cancelling a booked visit e-mails its customer a cancellation. */
export function setVisitStatus(
  db: Db,
  id: string,
  status: Exclude<AppointmentStatus, 'booked'>,
  context: AppointmentContext,
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockAppointment(tx, id);
    if (!row) throw httpError(404, appointmentMessages.notFound);
    if (row.status === status) throw httpError(409, appointmentMessages.statusUnchanged);
    if (status === 'cancelled' && row.status === 'booked') {
      await cancelVisit(tx, row, 'staff', context);
      return;
    }
    await tx
      .update(appointments)
      .set({ status, cancel_reason: status === 'cancelled' ? 'staff' : null })
      .where(eq(appointments.id, id));
  });
}

export async function setCapacity(db: Db, entry: CapacityEntry): Promise<CapacityEntry[]> {
  await db
    .insert(appointment_capacity)
    .values(entry)
    .onConflictDoUpdate({
      target: [appointment_capacity.weekday, appointment_capacity.window],
      set: { visits: entry.visits, updated_at: new Date() },
    });
  return capacityList(db);
}

/**
 * Lets the customer book a visit staff or a closure cancelled once more with the request's proof
 * (bookingGuards.ts refuses it otherwise). E-mails nobody; allowing it twice changes nothing.
 */
export function allowRebooking(db: Db, id: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockAppointment(tx, id);
    if (!row) throw httpError(404, appointmentMessages.notFound);
    const byOffice = row.cancel_reason === 'staff' || row.cancel_reason === 'closure';
    if (row.status !== 'cancelled' || !byOffice) throw httpError(409, appointmentMessages.rebookingNotNeeded);
    if (row.rebooking_allowed_at !== null) return;
    await tx.update(appointments).set({ rebooking_allowed_at: now }).where(eq(appointments.id, id));
  });
}

/**
 * Ends the visit's manage link by drawing a new random part of its token, and e-mails the customer the new
 * link with an updated calendar entry (SEQUENCE + 1: the old entry's link is dead too). A visit whose link
 * expired already (a day after it ended) is a 409: there is nothing left to manage.
 */
export function sendNewLink(db: Db, id: string, context: AppointmentContext): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockAppointment(tx, id);
    if (!row) throw httpError(404, appointmentMessages.notFound);
    if (row.token_expires_at.getTime() <= context.now.getTime()) {
      throw httpError(409, appointmentMessages.newLinkRefused);
    }
    const manage_nonce = newManageNonce();
    const [renewed] = await tx
      .update(appointments)
      .set({
        manage_nonce,
        manage_token_hash: manageTokenHash(manageToken(context.keys, { id, manage_nonce })),
        sequence: sql`${appointments.sequence} + 1`,
      })
      .where(eq(appointments.id, id))
      .returning(appointmentColumns);
    if (!renewed) throw new Error('the locked appointment vanished');
    const customer = await requestCustomer(tx, renewed.service_request_id);
    if (customer) await mailCustomer(tx, 'newLink', renewed, customer, context);
  });
}

/**
 * Closes the days from `from` to `to` with `reason` and cancels their booked visits, each customer
 * e-mailed the reason, a METHOD:CANCEL and the link to pick a new time; answers how many were cancelled.
 * The visits are locked first, then every slot of the days (the order of slots.ts's callers), so no
 * booking can slip into a day between its closing and its visits' cancelling.
 */
export async function closeDays(
  db: Db,
  span: { from: string; to: string; reason: string },
  context: AppointmentContext,
): Promise<number> {
  // Today may be closed (its afternoon may be ahead); a day gone by may not: closing it means nothing.
  if (span.from < localDateOf(context.now)) throw httpError(400, appointmentMessages.closurePast);
  const inSpan = and(between(appointments.date, span.from, span.to), eq(appointments.status, 'booked'));
  const cancelledCount = await db.transaction(async (tx) => {
    await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(inSpan)
      .orderBy(asc(appointments.id))
      .for('update');
    const dates = datesFrom(span.from, span.to);
    const slots = dates.flatMap((date) => APPOINTMENT_WINDOWS.map((window) => ({ date, window })));
    await tx.insert(appointment_slots).values(slots).onConflictDoNothing();
    await tx
      .select({ date: appointment_slots.date })
      .from(appointment_slots)
      .where(between(appointment_slots.date, span.from, span.to))
      .orderBy(asc(appointment_slots.date), asc(appointment_slots.window))
      .for('update');
    await tx
      .insert(appointment_closed_dates)
      .values(dates.map((date) => ({ date, reason: span.reason })))
      .onConflictDoUpdate({ target: appointment_closed_dates.date, set: { reason: span.reason } });
    const cancelled = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancel_reason: 'closure', sequence: sql`${appointments.sequence} + 1` })
      .where(inSpan)
      .returning(appointmentColumns);
    if (cancelled.length === 0) return 0;
    const customers = await visitsWithCustomers(
      tx,
      inArray(
        appointments.id,
        cancelled.map((row) => row.id),
      ),
    );
    const byId = new Map(customers.map((c) => [c.row.id, c.customer]));
    for (const row of cancelled) {
      const customer = byId.get(row.id);
      if (customer) await mailCustomer(tx, 'closure', row, customer, context, span.reason);
    }
    return cancelled.length;
  });
  // The response times promised from now on count the closed days (leads/closedDays.ts).
  forgetClosedDays(db);
  return cancelledCount;
}
