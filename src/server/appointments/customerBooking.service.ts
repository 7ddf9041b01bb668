import { and, asc, desc, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import { type AppointmentWindow, appointmentMessages, BOOKING_PROOF_DAYS } from '../../shared/appointments';
import type { Db } from '../db/client';
import { appointments, service_requests, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { markAddressProven } from '../mail/provenAddresses';
import type { AccountKeys } from '../security/keys';
import type { AppointmentContext } from './appointmentContext';
import { lockBooked } from './appointmentContext';
import {
  type AppointmentRow,
  appointmentColumns,
  type Customer,
  customerColumns,
  requestCustomer,
  visitsWithCustomers,
} from './appointmentRecord';
import { manageToken } from './appointmentTokens';
import { type Booking, bookVisit } from './booking.service';
import type { BookingCounter } from './bookingCaps';
import { bookingGuard } from './bookingGuards';
import {
  checkHoldCode,
  type HoldRow,
  type HoldView,
  holdExpiry,
  holdView,
  lockHold,
  placeHold,
  recordHoldVisit,
  resendHoldCode,
  sameLiveHold,
  takeCheckedHold,
} from './bookingHolds';
import { takeWindow } from './slots';

// The customer's booking (issue 38). A signed-in customer with a verified address, booking their own
// request, books at once; anyone else's booking is held until the code e-mailed to the request's address
// comes back, so nothing with the visitor's words goes to an address that has not proven itself. Before
// either, staff's blocks and cancellations are respected (bookingGuards.ts), and the proof must be at most
// 7 days old. One person has at most one upcoming visit: booking again, from any of their requests, moves
// it.

export interface CustomerBookingInput {
  serviceRequestId: string;
  date: string;
  window: AppointmentWindow;
  /** Trimmed; undefined keeps a moved visit's address. */
  address: string | undefined;
  /** The caller's account when signed in. */
  signedInUserId: string | null;
}

export interface BookedResult {
  kind: 'booked';
  booking: Booking;
  /** The person's visit from another request was moved here instead of a second one being booked. */
  movedExisting: boolean;
  /** False when the visit already had this window (nothing was written or sent). */
  changed: boolean;
}

/** `placed`: false when the live hold of the same window was answered again (nothing new was held or sent). */
export type CustomerBookingResult = { kind: 'held'; hold: HoldView; placed: boolean } | BookedResult;

const DAY_MS = 24 * 60 * 60_000;
const CUSTOMER = { role: 'customer' } as const;

/**
 * Locks the person, then the request, and answers its customer: a 403 for an unknown request or an expired
 * proof. The person's lock comes before any row lock in every path that may book (see lockPerson).
 */
async function openRequest(tx: Db, serviceRequestId: string, now: Date): Promise<Customer> {
  const customer = await requestCustomer(tx, serviceRequestId);
  if (!customer) throw httpError(403, appointmentMessages.proofRefused);
  await lockPerson(tx, customer);
  const [request] = await tx
    .select({ createdAt: service_requests.created_at })
    .from(service_requests)
    .where(eq(service_requests.id, serviceRequestId))
    .for('no key update');
  if (!request) throw httpError(403, appointmentMessages.proofRefused);
  if (now.getTime() - request.createdAt.getTime() > BOOKING_PROOF_DAYS * DAY_MS) {
    throw httpError(403, appointmentMessages.proofExpired);
  }
  return customer;
}

/** True when `userId` owns the request and has verified the account's address. */
async function isVerifiedOwner(tx: Db, serviceRequestId: string, userId: string | null): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await tx
    .select({ id: service_requests.id })
    .from(service_requests)
    .innerJoin(users, eq(users.id, service_requests.user_id))
    .where(
      and(
        eq(service_requests.id, serviceRequestId),
        eq(users.id, userId),
        isNotNull(users.email_verified_at),
      ),
    );
  return row !== undefined;
}

/**
 * The person's upcoming booked visit from another request: found by the same e-mail address (compared
 * case-insensitively) or the same phone number; a match by address comes first.
 */
async function otherUpcomingVisit(tx: Db, serviceRequestId: string, customer: Customer, now: Date) {
  const sameEmail = sql<boolean>`lower(${customerColumns.email}) = lower(${customer.email})`;
  const samePhone = customer.phone === null ? sql`false` : sql`${customerColumns.phone} = ${customer.phone}`;
  const [found] = await visitsWithCustomers(
    tx,
    and(
      eq(appointments.status, 'booked'),
      gt(appointments.starts_at, now),
      ne(appointments.service_request_id, serviceRequestId),
      or(sameEmail, samePhone),
    ),
  )
    .orderBy(desc(sameEmail), asc(appointments.starts_at))
    .limit(1);
  if (!found) return undefined;
  return { row: found.row, sameEmail: found.customer.email.toLowerCase() === customer.email.toLowerCase() };
}

/**
 * Serialises the bookings of one person (by address, then phone, always in that order) until `tx` ends, so
 * two confirmations at once from two of their requests cannot both find no visit and book two. Taken
 * before any row lock (a booking may move the person's visit of another request, whose row another
 * booking may hold), and again harmlessly by bookProven: an advisory lock held is taken at once.
 */
async function lockPerson(tx: Db, customer: Customer): Promise<void> {
  const keys = [`booking-person:${customer.email.toLowerCase()}`];
  if (customer.phone !== null) keys.push(`booking-phone:${customer.phone}`);
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Books for a customer whose address is proven (a verified account, or a hold's code just entered): the
 * request's own visit is moved; without one, the person's visit from another request is moved there (a
 * match by phone alone is refused: the number proves nothing, so it must not move a stranger's visit).
 */
async function bookProven(
  tx: Db,
  input: Omit<CustomerBookingInput, 'signedInUserId'>,
  customer: Customer,
  context: AppointmentContext,
): Promise<BookedResult> {
  await lockPerson(tx, customer);
  const active = await lockBooked(tx, input.serviceRequestId);
  const other = active
    ? undefined
    : await otherUpcomingVisit(tx, input.serviceRequestId, customer, context.now);
  if (other && !other.sameEmail) throw httpError(409, appointmentMessages.phoneHasVisit);
  const target = other?.row.service_request_id ?? input.serviceRequestId;
  const unchanged = active?.date === input.date && active.window === input.window;
  const booking = await bookVisit(tx, { ...input, serviceRequestId: target, by: CUSTOMER }, context);
  return { kind: 'booked', booking, movedExisting: other !== undefined, changed: !unchanged };
}

/** POST /appointments for a customer: holds (202) or books at once (201). */
export function bookAsCustomer(
  db: Db,
  keys: AccountKeys,
  input: CustomerBookingInput,
  context: AppointmentContext,
  counter: BookingCounter,
): Promise<CustomerBookingResult> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const customer = await openRequest(tx, input.serviceRequestId, now);
    const guard = await bookingGuard(tx, { serviceRequestId: input.serviceRequestId, customer, now });
    // A blocked person is answered as if the window were held: nothing tells them the block exists.
    if (guard === 'blocked')
      return { kind: 'held', hold: holdView(input.date, input.window, holdExpiry(now)), placed: true };
    if (await isVerifiedOwner(tx, input.serviceRequestId, input.signedInUserId)) {
      return bookProven(tx, input, customer, context);
    }
    const active = await lockBooked(tx, input.serviceRequestId);
    // The window the visit already has: nothing changes and nobody is e-mailed (a retried booking).
    if (active && active.date === input.date && active.window === input.window) {
      return bookProven(tx, input, customer, context);
    }
    if (active && active.starts_at.getTime() <= now.getTime()) {
      throw httpError(409, appointmentMessages.tooLateToChange);
    }
    if (!active) {
      const other = await otherUpcomingVisit(tx, input.serviceRequestId, customer, now);
      if (other && !other.sameEmail) throw httpError(409, appointmentMessages.phoneHasVisit);
    }
    const existing = await lockHold(tx, input.serviceRequestId);
    const same = sameLiveHold(existing, input.date, input.window, now);
    if (same) return { kind: 'held', hold: same, placed: false };
    await counter.checkAddress(tx, customer.email);
    await takeWindow(tx, input.date, input.window, now, active?.id, input.serviceRequestId);
    const address = input.address ?? active?.address ?? '';
    const hold = await placeHold(
      tx,
      keys,
      {
        serviceRequestId: input.serviceRequestId,
        date: input.date,
        window: input.window,
        address,
        email: customer.email,
      },
      context.companyEmail,
      now,
    );
    return { kind: 'held', hold, placed: true };
  });
}

/**
 * POST /appointments/confirm: the right code turns the request's hold into its visit (or moves the
 * person's visit there), which e-mails the .ics and the company's notice, and marks the address proven.
 */
export async function confirmHold(
  db: Db,
  keys: AccountKeys,
  input: { serviceRequestId: string; code: string },
  context: AppointmentContext,
): Promise<BookedResult> {
  const hold = await checkHoldCode(db, keys, input.serviceRequestId, input.code, context.now);
  if (hold.confirmed_at !== null) return confirmedAgain(db, hold, context);
  return db.transaction(async (tx) => {
    const customer = await requestCustomer(tx, input.serviceRequestId);
    if (!customer) throw httpError(403, appointmentMessages.proofRefused);
    await lockPerson(tx, customer);
    // The hold leaves before the booking counts the window, so its own place is the one the visit takes.
    if (!(await takeCheckedHold(tx, hold, context.now))) throw httpError(410, appointmentMessages.holdEnded);
    const target = { serviceRequestId: input.serviceRequestId, date: hold.date, window: hold.window };
    const result = await bookProven(tx, { ...target, address: hold.address || undefined }, customer, context);
    await recordHoldVisit(tx, input.serviceRequestId, result.booking.row.id);
    await markAddressProven(tx, keys, hold.email, context.now);
    return result;
  });
}

async function findVisit(db: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select(appointmentColumns).from(appointments).where(eq(appointments.id, id));
  return row;
}

/**
 * A right code for a hold a code already confirmed: the visit it booked, as the first answer had it (that
 * answer may have been lost on the way); nothing is written or sent again.
 */
async function confirmedAgain(db: Db, hold: HoldRow, context: AppointmentContext): Promise<BookedResult> {
  const visit = hold.appointment_id === null ? undefined : await findVisit(db, hold.appointment_id);
  const customer = visit && (await requestCustomer(db, visit.service_request_id));
  if (!visit || !customer) throw httpError(410, appointmentMessages.holdEnded);
  const booking = { row: visit, token: manageToken(context.keys, visit), customer };
  const movedExisting = visit.service_request_id !== hold.service_request_id;
  return { kind: 'booked', booking, movedExisting, changed: false };
}

/** POST /appointments/resend-code. */
export function resendCode(
  db: Db,
  keys: AccountKeys,
  serviceRequestId: string,
  context: AppointmentContext,
): Promise<HoldView> {
  return db.transaction(async (tx) => {
    await openRequest(tx, serviceRequestId, context.now);
    return resendHoldCode(tx, keys, serviceRequestId, context.companyEmail, context.now);
  });
}
