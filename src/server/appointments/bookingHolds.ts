import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { components } from '../../api/schema';
import {
  APPOINTMENT_TIME_ZONE,
  type AppointmentWindow,
  appointmentMessages,
  HOLD_CODE_ATTEMPTS,
  HOLD_MINUTES,
  HOLD_RESENDS,
  windowEnd,
  windowStart,
} from '../../shared/appointments';
import type { Locale } from '../../shared/i18n/locales';
import { CODE_LENGTH } from '../../shared/sixDigitCode';
import type { Db } from '../db/client';
import { appointment_holds, service_requests } from '../db/schema';
import { httpError } from '../http/httpError';
import { enqueueMail } from '../mail/outbox';
import { type AccountKeys, hmacHex } from '../security/keys';
import { RetryLaterError } from '../security/retryLater';
import { bookingCodeEmail } from './appointmentEmails';

// A guest's booking held until the request's address proves itself (issue 38): one row per estimate request
// with its window, the street typed with it and the HMAC of the 6-digit code e-mailed to the address. It
// counts against the window's capacity while it lives (slots.ts); nothing else about it is sent anywhere.

export type HoldView = components['schemas']['AppointmentHold'];
export type HoldRow = typeof appointment_holds.$inferSelect;
type HoldKeys = Pick<AccountKeys, 'verificationCode'>;

const MINUTE = 60_000;

function codeHash(keys: HoldKeys, serviceRequestId: string, code: string): string {
  return hmacHex(keys.verificationCode, `booking-hold:${serviceRequestId}:${code}`);
}

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * MINUTE);
}

/** What the 202 answers: the window held and until when (no token: nothing is booked yet). */
export function holdView(date: string, window: AppointmentWindow, expiresAt: Date): HoldView {
  return {
    date,
    window,
    starts_at: windowStart(date, window).toISOString(),
    ends_at: windowEnd(date, window).toISOString(),
    time_zone: APPOINTMENT_TIME_ZONE,
    expires_at: expiresAt.toISOString(),
  };
}

const isUnexpired = (hold: Pick<HoldRow, 'expires_at'>, now: Date) =>
  hold.expires_at.getTime() > now.getTime();
/** Holding its window: not expired, and no code has booked it yet. */
const isLive = (hold: Pick<HoldRow, 'expires_at' | 'confirmed_at'>, now: Date) =>
  isUnexpired(hold, now) && hold.confirmed_at === null;

/** The language of the estimate request (issue 39): its booking code is e-mailed in it. */
async function requestLanguage(tx: Db, serviceRequestId: string): Promise<Locale> {
  const [row] = await tx
    .select({ language: service_requests.language })
    .from(service_requests)
    .where(eq(service_requests.id, serviceRequestId));
  return row?.language ?? 'en';
}

/** The request's hold, locked for the rest of `tx` (the caller holds the request's lock already). */
export async function lockHold(tx: Db, serviceRequestId: string): Promise<HoldRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointment_holds)
    .where(eq(appointment_holds.service_request_id, serviceRequestId))
    .for('update');
  return row;
}

export interface PlaceHold {
  serviceRequestId: string;
  date: string;
  window: AppointmentWindow;
  address: string;
  email: string;
}

/**
 * Holds the window for the request (the caller has taken it under the slot's lock) and e-mails a new code
 * to its address, replacing an earlier hold of the request. The same window asked for again while its hold
 * lives is answered as it is, with no new e-mail (a retried call; the visitor can ask for a resend).
 */
export async function placeHold(tx: Db, keys: HoldKeys, hold: PlaceHold, companyEmail: string, now: Date) {
  const code = newCode();
  const row = {
    date: hold.date,
    window: hold.window,
    address: hold.address,
    email: hold.email,
    code_hash: codeHash(keys, hold.serviceRequestId, code),
    attempts: 0,
    resends: 0,
    expires_at: holdExpiry(now),
    confirmed_at: null,
    appointment_id: null,
    created_at: now,
  };
  await tx
    .insert(appointment_holds)
    .values({ service_request_id: hold.serviceRequestId, ...row })
    .onConflictDoUpdate({ target: appointment_holds.service_request_id, set: row });
  const language = await requestLanguage(tx, hold.serviceRequestId);
  await enqueueMail(tx, [bookingCodeEmail(hold.email, code, companyEmail, language)]);
  return holdView(hold.date, hold.window, row.expires_at);
}

/** The live hold of the same window, if the request has one (then nothing is held or sent again). */
export function sameLiveHold(
  existing: HoldRow | undefined,
  date: string,
  window: AppointmentWindow,
  now: Date,
): HoldView | undefined {
  if (!existing || !isLive(existing, now) || existing.date !== date || existing.window !== window)
    return undefined;
  return holdView(existing.date, existing.window, existing.expires_at);
}

/**
 * Checks a code against the request's hold. Every attempt is counted (with the root database, before the
 * comparison, so parallel guesses cannot exceed the limit) and the fifth wrong one ends the hold. Answers
 * the hold's row for a right code; the caller then turns it into the visit in its own transaction, or,
 * when a code already confirmed it (`confirmed_at`), answers that visit again: the first answer may have
 * been lost, and the retry is checked and counted like any other attempt until the hold's time is up.
 */
export async function checkHoldCode(
  db: Db,
  keys: HoldKeys,
  serviceRequestId: string,
  code: string,
  now: Date,
): Promise<HoldRow> {
  const thisRequest = eq(appointment_holds.service_request_id, serviceRequestId);
  const [hold] = await db.select().from(appointment_holds).where(thisRequest);
  if (!hold || !isUnexpired(hold, now)) throw httpError(410, appointmentMessages.holdEnded);
  const thisHold = and(thisRequest, eq(appointment_holds.code_hash, hold.code_hash));
  const [counted] = await db
    .update(appointment_holds)
    .set({ attempts: sql`${appointment_holds.attempts} + 1` })
    .where(and(thisHold, lt(appointment_holds.attempts, HOLD_CODE_ATTEMPTS)))
    .returning({ attempts: appointment_holds.attempts });
  if (!counted) throw httpError(410, appointmentMessages.holdEnded);
  const expected = Buffer.from(hold.code_hash, 'hex');
  const actual = Buffer.from(codeHash(keys, serviceRequestId, code), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return hold;
  if (counted.attempts >= HOLD_CODE_ATTEMPTS) {
    await db.delete(appointment_holds).where(thisHold);
    throw httpError(410, appointmentMessages.holdEnded);
  }
  throw httpError(400, appointmentMessages.codeWrong);
}

/**
 * Marks the checked hold confirmed in `tx` (it stops counting against its window, so the visit can take
 * that place); false when a newer hold or a parallel confirmation took its place.
 */
export async function takeCheckedHold(tx: Db, hold: HoldRow, now: Date): Promise<boolean> {
  const taken = await tx
    .update(appointment_holds)
    .set({ confirmed_at: now })
    .where(
      and(
        eq(appointment_holds.service_request_id, hold.service_request_id),
        eq(appointment_holds.code_hash, hold.code_hash),
        isNull(appointment_holds.confirmed_at),
      ),
    )
    .returning({ id: appointment_holds.service_request_id });
  return taken.length > 0;
}

/** Remembers which visit the confirmed hold booked (or moved), for a retried confirmation. */
export async function recordHoldVisit(
  tx: Db,
  serviceRequestId: string,
  appointmentId: string,
): Promise<void> {
  await tx
    .update(appointment_holds)
    .set({ appointment_id: appointmentId })
    .where(eq(appointment_holds.service_request_id, serviceRequestId));
}

/**
 * E-mails a new code for the request's live hold (the old one stops working), at most 3 times a hold;
 * the hold's expiry and its count of wrong codes stay as they were.
 */
export async function resendHoldCode(
  tx: Db,
  keys: HoldKeys,
  serviceRequestId: string,
  companyEmail: string,
  now: Date,
): Promise<HoldView> {
  const hold = await lockHold(tx, serviceRequestId);
  if (!hold || !isLive(hold, now)) throw httpError(410, appointmentMessages.holdEnded);
  if (hold.resends >= HOLD_RESENDS) {
    const left = Math.ceil((hold.expires_at.getTime() - now.getTime()) / 1000);
    throw new RetryLaterError(appointmentMessages.resendsUsed, left);
  }
  const code = newCode();
  await tx
    .update(appointment_holds)
    .set({ code_hash: codeHash(keys, serviceRequestId, code), resends: hold.resends + 1 })
    .where(eq(appointment_holds.service_request_id, serviceRequestId));
  const language = await requestLanguage(tx, serviceRequestId);
  await enqueueMail(tx, [bookingCodeEmail(hold.email, code, companyEmail, language)]);
  return holdView(hold.date, hold.window, hold.expires_at);
}
