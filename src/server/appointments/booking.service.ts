import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  type AppointmentWindow,
  appointmentMessages,
  windowEnd,
  windowStart,
} from '../../shared/appointments';
import { staffMessages } from '../../shared/staffMessages';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { appointments } from '../db/schema';
import { httpError } from '../http/httpError';
import type { ChangedBy } from './appointmentCompanyEmail';
import {
  type AppointmentContext,
  lockBooked,
  lockRequest,
  mailCompany,
  mailCustomer,
} from './appointmentContext';
import { type AppointmentRow, appointmentColumns, type Customer, requestCustomer } from './appointmentRecord';
import {
  linkExpiry,
  manageToken,
  manageTokenHash,
  newManageNonce,
  reminderSentAt,
} from './appointmentTokens';
import { takeWindow } from './slots';
import { hadTime, recordMove, refuseTooManyMoves } from './visitMoves';

export interface BookingInput {
  serviceRequestId: string;
  date: string;
  window: AppointmentWindow;
  /** Trimmed; undefined keeps a moved visit's address. */
  address: string | undefined;
  /** The customer (whose proof the caller has checked) or a staff member booking for a caller. */
  by: ChangedBy;
}

export interface Booking {
  row: AppointmentRow;
  token: string;
  customer: Customer;
}

const ONE_BOOKED = 'appointments_one_booked_per_request';

/** The columns that follow from a visit's date and window, at `now`. */
export function visitTimes(date: string, window: AppointmentWindow, now: Date) {
  const starts_at = windowStart(date, window);
  const ends_at = windowEnd(date, window);
  return {
    date,
    window,
    starts_at,
    ends_at,
    token_expires_at: linkExpiry(ends_at),
    reminder_sent_at: reminderSentAt(starts_at, now),
  };
}

/** The request's second visit at once, refused by the partial unique index: a 409, not a 500. */
export async function oneBookedVisit<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, ONE_BOOKED)) throw httpError(409, appointmentMessages.alreadyBooked);
    throw error;
  }
}

/**
 * Books the request's visit, or moves its booked one (same appointment, SEQUENCE + 1), and queues the
 * customer's e-mail and the company's notice, in one transaction. Booking the window it already has
 * changes nothing and sends nothing (a retried request). The customer's booking has had its proof checked:
 * an unknown request is then as refused as a foreign proof (403); staff are told it is not found (404).
 */
export function bookVisit(db: Db, input: BookingInput, context: AppointmentContext): Promise<Booking> {
  const { now } = context;
  const unknown = () =>
    input.by.role === 'staff'
      ? httpError(404, staffMessages.leadNotFound)
      : httpError(403, appointmentMessages.proofRefused);
  return oneBookedVisit(() =>
    db.transaction(async (tx) => {
      if (!(await lockRequest(tx, input.serviceRequestId))) throw unknown();
      const customer = await requestCustomer(tx, input.serviceRequestId);
      if (!customer) throw unknown();
      const active = await lockBooked(tx, input.serviceRequestId);
      if (active && active.starts_at.getTime() <= now.getTime()) {
        throw httpError(409, appointmentMessages.tooLateToChange);
      }
      if (active && active.date === input.date && active.window === input.window) {
        return { row: active, token: manageToken(context.keys, active), customer };
      }
      // The same cap as the manage link's moves, checked before the window is taken.
      if (active && input.by.role === 'customer') await refuseTooManyMoves(tx, active.id, now);
      await takeWindow(tx, input.date, input.window, now, active?.id, input.serviceRequestId);
      const times = visitTimes(input.date, input.window, now);
      if (active) {
        const previous = { date: active.date, window: active.window };
        const target = { date: input.date, window: input.window };
        // Booking again with the proof moves the visit: the same silence for a time it had before as a
        // move through the manage link (visitMoves.ts), so neither path sends more.
        const silent = input.by.role === 'customer' && (await hadTime(tx, active.id, target));
        await recordMove(tx, {
          appointmentId: active.id,
          from: previous,
          to: target,
          by: input.by.role,
          at: now,
        });
        const [row] = await tx
          .update(appointments)
          .set({
            ...times,
            address: input.address ?? active.address,
            sequence: sql`${appointments.sequence} + 1`,
          })
          .where(eq(appointments.id, active.id))
          .returning(appointmentColumns);
        if (!row) throw new Error('the locked appointment vanished');
        if (!silent) {
          await mailCustomer(tx, 'moved', row, customer, context);
          await mailCompany(tx, { kind: 'moved', by: input.by, row, customer, previous }, context);
        }
        return { row, token: manageToken(context.keys, row), customer };
      }
      const id = randomUUID();
      const manage_nonce = newManageNonce();
      const token = manageToken(context.keys, { id, manage_nonce });
      const [row] = await tx
        .insert(appointments)
        .values({
          id,
          service_request_id: input.serviceRequestId,
          ...times,
          address: input.address ?? '',
          city: customer.city,
          uid: `appointment-${id}@${new URL(context.publicUrl).hostname}`,
          manage_nonce,
          manage_token_hash: manageTokenHash(token),
        })
        .returning(appointmentColumns);
      if (!row) throw new Error('insert into appointments returned no row');
      await mailCustomer(tx, 'booked', row, customer, context);
      await mailCompany(tx, { kind: 'booked', by: input.by, row, customer }, context);
      return { row, token, customer };
    }),
  );
}
