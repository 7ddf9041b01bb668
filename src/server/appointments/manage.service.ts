import { and, eq, gt, sql } from 'drizzle-orm';
import { type AppointmentWindow, appointmentMessages } from '../../shared/appointments';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';
import { httpError } from '../http/httpError';
import {
  type AppointmentContext,
  lockAppointment,
  lockBooked,
  lockRequest,
  mailCompany,
  mailCustomer,
} from './appointmentContext';
import { type AppointmentRow, appointmentColumns, canChange, requestCustomer } from './appointmentRecord';
import { manageTokenHash } from './appointmentTokens';
import { oneBookedVisit, visitTimes } from './booking.service';
import { takeWindow } from './slots';
import { hadTime, recordMove, refuseTooManyMoves } from './visitMoves';

// The customer's manage link (issue 28): the token finds one appointment, and only until a day after the
// visit; any other string (another appointment's hash, a session token, a used reset link) finds nothing.

const linkInvalid = () => httpError(404, appointmentMessages.linkInvalid);
/** Every change through the manage link is the customer's. */
const CUSTOMER = { role: 'customer' } as const;

/** The appointment of a manage link at `now`, or a 404. */
export async function findByToken(db: Db, token: string, now: Date): Promise<AppointmentRow> {
  const [row] = await db
    .select(appointmentColumns)
    .from(appointments)
    .where(
      and(eq(appointments.manage_token_hash, manageTokenHash(token)), gt(appointments.token_expires_at, now)),
    );
  if (!row) throw linkInvalid();
  return row;
}

/** Why the link may not change the visit any more (409), or nothing when it may. */
function refuseChange(row: AppointmentRow, now: Date): void {
  if (canChange(row, now)) return;
  if (row.status === 'cancelled' && row.starts_at.getTime() > now.getTime()) {
    throw httpError(409, appointmentMessages.cancelledFinal);
  }
  throw httpError(409, appointmentMessages.tooLateToChange);
}

/**
 * Moves the visit to `date`/`window` (SEQUENCE + 1, an updated invitation e-mailed). A visit a closure
 * cancelled is booked again this way, unless its request has another booked visit by then (409): the
 * closure's e-mail proved the address, so its link keeps that power (issue 38). The link moves a visit at
 * most MAX_MOVES_PER_DAY times in 24 hours (429), and a booked visit moved back to a time it had e-mails
 * nobody: the customer's calendar and the company were told of that time already, and the manage page and
 * the reminder show where the visit is.
 */
export async function rescheduleVisit(
  db: Db,
  token: string,
  target: { date: string; window: AppointmentWindow },
  context: AppointmentContext,
): Promise<AppointmentRow> {
  const { now } = context;
  const found = await findByToken(db, token, now);
  return oneBookedVisit(() =>
    db.transaction(async (tx) => {
      await lockRequest(tx, found.service_request_id);
      const row = await lockAppointment(tx, found.id);
      if (!row) throw linkInvalid();
      refuseChange(row, now);
      if (row.status === 'booked' && row.date === target.date && row.window === target.window) return row;
      if (row.status === 'cancelled') {
        const other = await lockBooked(tx, row.service_request_id);
        if (other) throw httpError(409, appointmentMessages.alreadyBooked);
      }
      await refuseTooManyMoves(tx, row.id, now);
      await takeWindow(tx, target.date, target.window, now, row.id);
      const silent = row.status === 'booked' && (await hadTime(tx, row.id, target));
      const from = { date: row.date, window: row.window };
      await recordMove(tx, { appointmentId: row.id, from, to: target, by: 'customer', at: now });
      const [moved] = await tx
        .update(appointments)
        .set({
          ...visitTimes(target.date, target.window, now),
          status: 'booked',
          cancel_reason: null,
          sequence: sql`${appointments.sequence} + 1`,
        })
        .where(eq(appointments.id, row.id))
        .returning(appointmentColumns);
      if (!moved) throw new Error('the locked appointment vanished');
      const customer = silent ? undefined : await requestCustomer(tx, moved.service_request_id);
      if (customer) {
        await mailCustomer(tx, 'moved', moved, customer, context);
        const previous = { date: row.date, window: row.window };
        await mailCompany(tx, { kind: 'moved', by: CUSTOMER, row: moved, customer, previous }, context);
      }
      return moved;
    }),
  );
}

/**
 * Cancels a visit (SEQUENCE + 1, a METHOD:CANCEL e-mailed) for the customer or staff; used by the
 * manage link and by the staff schedule. The customer's own cancellation is also told to the company.
 */
export async function cancelVisit(
  tx: Db,
  row: AppointmentRow,
  reason: 'customer' | 'staff',
  context: AppointmentContext,
): Promise<AppointmentRow> {
  const [cancelled] = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancel_reason: reason, sequence: sql`${appointments.sequence} + 1` })
    .where(eq(appointments.id, row.id))
    .returning(appointmentColumns);
  if (!cancelled) throw new Error('the locked appointment vanished');
  const customer = await requestCustomer(tx, cancelled.service_request_id);
  if (!customer) return cancelled;
  await mailCustomer(tx, 'cancelled', cancelled, customer, context);
  // Staff who cancel know it already; the company hears of the customer's own cancellations.
  if (reason === 'customer') {
    await mailCompany(tx, { kind: 'cancelled', by: CUSTOMER, row: cancelled, customer }, context);
  }
  return cancelled;
}

/** The manage link's cancel: a booked visit that has not started. */
export async function cancelByToken(
  db: Db,
  token: string,
  context: AppointmentContext,
): Promise<AppointmentRow> {
  const found = await findByToken(db, token, context.now);
  return db.transaction(async (tx) => {
    const row = await lockAppointment(tx, found.id);
    if (!row) throw linkInvalid();
    if (row.status !== 'booked') {
      throw httpError(
        409,
        row.status === 'cancelled' ? appointmentMessages.cancelledFinal : appointmentMessages.tooLateToChange,
      );
    }
    if (row.starts_at.getTime() <= context.now.getTime())
      throw httpError(409, appointmentMessages.tooLateToChange);
    return cancelVisit(tx, row, 'customer', context);
  });
}
