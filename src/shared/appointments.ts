import { dateFormat } from './i18n/dateFormats';
import type { Locale } from './i18n/locales';
import { type Message, msg } from './i18n/message';

// The free in-home assessment's booking rules (issue 28), for the booking page, its machine and the server:
// the arrival windows in Florida time, the booking span and every text either side shows. Dates are local
// calendar dates in the company's time zone, written YYYY-MM-DD; instants are UTC. Local times are found
// with Intl (the runtime's time-zone data), so daylight saving needs no table of our own.

export const APPOINTMENT_TIME_ZONE = 'America/New_York';
/** The zone as English says it; other languages: APPOINTMENT_TIME_ZONE_NAME. */
export const APPOINTMENT_TIME_ZONE_LABEL = 'Florida time (Eastern)';
/** The zone's name as a Message, "Florida time (Eastern)" in English (issue 39). */
export const APPOINTMENT_TIME_ZONE_NAME: Message = msg('visit.zone');

export const APPOINTMENT_WINDOWS = ['morning', 'afternoon'] as const;
export type AppointmentWindow = (typeof APPOINTMENT_WINDOWS)[number];

/** Local arrival hours of each window, [start, end) on the 24-hour clock. */
export const WINDOW_HOURS: Record<AppointmentWindow, { start: number; end: number; label: string }> = {
  morning: { start: 8, end: 12, label: '8 am – 12 pm' },
  afternoon: { start: 12, end: 17, label: '12 pm – 5 pm' },
};

/**
 * A window's arrival hours in `locale`: English keeps its fixed '8 am – 12 pm'; another language says the
 * hours as Intl writes them for it ('8 a. m. – 12 p. m.' in Spanish). The hours are Florida's own, so they
 * are formatted as UTC hours: no zone shifts them.
 */
export function windowHoursLabel(window: AppointmentWindow, locale: Locale = 'en'): string {
  const hours = WINDOW_HOURS[window];
  if (locale === 'en') return hours.label;
  const format = dateFormat(locale, { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' });
  const at = (hour: number) => format.format(new Date(Date.UTC(2026, 0, 1, hour)));
  return `${at(hours.start)} – ${at(hours.end)}`;
}

export const APPOINTMENT_STATUSES = ['booked', 'done', 'no_show', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How long a guest's booking holds its window while the e-mailed code is awaited (issue 38). */
export const HOLD_MINUTES = 15;
/** Wrong codes that end a hold. */
export const HOLD_CODE_ATTEMPTS = 5;
/** Codes sent again for one hold, after the first. */
export const HOLD_RESENDS = 3;
/** Days after its estimate request that a booking proof still books online. */
export const BOOKING_PROOF_DAYS = 7;

/** How far ahead a visit may be booked: today's date plus this many days, inclusive. */
export const BOOKING_HORIZON_DAYS = 14;
/** The longest span one availability or schedule query may cover, in days (both ends included). */
export const MAX_QUERY_DAYS = 14;
/** The longest span staff may close at once (a storm's week or a holiday fortnight, with room to spare). */
export const MAX_CLOSURE_DAYS = 60;
/** How often the manage link may move one visit in any 24 hours (issue 38: each move e-mails an invitation). */
export const MAX_MOVES_PER_DAY = 3;
/** The most visits one window may take (a sanity bound on staff input: crews, not a typo's 2000). */
export const MAX_WINDOW_VISITS = 50;
/** Weekday numbers as Date.getUTCDay counts them: 0 is Sunday. */
export const SUNDAY = 0;
/** Visits per window when nothing else was set: Monday to Saturday two each, Sunday closed. */
export const DEFAULT_VISITS_PER_WINDOW = 2;

/**
 * The server's refusals of a booking, a move or a manage link, as Messages (issue 39): the server answers
 * each in the request's language (src/shared/i18n/<lang>/booking.json) and the browser shows that text. The
 * staff schedule's own refusals stay English texts: the staff area is English only.
 */
export const appointmentMessages = {
  windowFull: msg('appointment.windowFull'),
  dayClosed: msg('appointment.dayClosed'),
  outsideSpan: msg('appointment.outsideSpan'),
  badRange: msg('appointment.badRange'),
  badDate: msg('appointment.badDate'),
  proofRefused: msg('appointment.proofRefused'),
  linkInvalid: msg('appointment.linkInvalid'),
  cancelledFinal: msg('appointment.cancelledFinal'),
  tooLateToChange: msg('appointment.tooLateToChange'),
  alreadyBooked: msg('appointment.alreadyBooked'),
  rebookingRefused: msg('appointment.rebookingRefused'),
  // Issue 38: the e-mailed code that confirms a guest's booking, and the limits of one person's bookings.
  codeWrong: msg('appointment.codeWrong'),
  holdEnded: msg('appointment.holdEnded'),
  resendsUsed: msg('appointment.resendsUsed'),
  tooManyBookings: msg('appointment.tooManyBookings'),
  proofExpired: msg('appointment.proofExpired'),
  phoneHasVisit: msg('appointment.phoneHasVisit'),
  movedExisting: msg('appointment.movedExisting'),
  moveLimit: msg('appointment.moveLimit', { count: MAX_MOVES_PER_DAY }),
  // The staff schedule's (English only).
  notFound: 'Appointment not found.',
  statusUnchanged: 'The appointment already has this status.',
  closureTooLong: 'Close at most 60 days at once, from on or before to.',
  reasonRequired: 'Say why the days are closed (the customers read it).',
  closurePast: 'Days before today cannot be closed. Choose today or a later date.',
  rebookingNotNeeded: 'Only a visit cancelled by our office or by a closure needs re-booking allowed.',
  newLinkRefused: 'This visit is over, so its link can no longer be renewed.',
  closed: (count: number) =>
    count === 1
      ? '1 booked visit was cancelled and its customer e-mailed.'
      : `${count} booked visits were cancelled and their customers e-mailed.`,
} as const;

const DAY_MS = 24 * 60 * 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [number, number, number] | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const parts = dateParts(date);
  if (!parts) return false;
  const [y, m, d] = parts;
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

function utcMidnight(date: string): number {
  const parts = dateParts(date);
  if (!parts) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(parts[0], parts[1] - 1, parts[2]);
}

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 (Sunday) to 6 (Saturday): a calendar date's weekday does not depend on a time zone. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(from, i));
}

const zoneFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: APPOINTMENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function zoneFields(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = zoneFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/**
 * The zone's offset is read once per quarter hour of UTC time: America/New_York changes it only on the
 * hour, and Intl's formatToParts, at a few microseconds a call, ran a dozen times for each lead's response
 * time (issue 41). The memo is emptied when it grows past a few weeks' worth.
 */
const OFFSET_SPAN_MS = 15 * 60_000;
const MOST_OFFSETS_HELD = 4096;
const offsetsBySpan = new Map<number, number>();

/** Minutes the company's clock is ahead of UTC at `instant` (-240 in summer, -300 in winter). */
export function zoneOffsetMinutes(instant: Date): number {
  const span = Math.floor(instant.getTime() / OFFSET_SPAN_MS);
  const held = offsetsBySpan.get(span);
  if (held !== undefined) return held;
  const start = span * OFFSET_SPAN_MS;
  const f = zoneFields(new Date(start));
  const offset = Math.round(
    (Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - start) / 60_000,
  );
  if (offsetsBySpan.size >= MOST_OFFSETS_HELD) offsetsBySpan.clear();
  offsetsBySpan.set(span, offset);
  return offset;
}

/** The company's calendar date at `instant`. */
export function localDateOf(instant: Date): string {
  return new Date(instant.getTime() + zoneOffsetMinutes(instant) * 60_000).toISOString().slice(0, 10);
}

/**
 * The instant of `hour`:00 on `date` in the company's time zone. The offset is read at a first guess and
 * again at the result, which settles it on either side of a change (the windows' hours are never in the
 * skipped or repeated night hour).
 */
export function zonedInstant(date: string, hour: number): Date {
  const guess = utcMidnight(date) + hour * 60 * 60_000;
  const first = guess - zoneOffsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess - zoneOffsetMinutes(new Date(first)) * 60_000);
}

export function windowStart(date: string, window: AppointmentWindow): Date {
  return zonedInstant(date, WINDOW_HOURS[window].start);
}

export function windowEnd(date: string, window: AppointmentWindow): Date {
  return zonedInstant(date, WINDOW_HOURS[window].end);
}

/**
 * The dates a visit may be booked on at `now`: from the next business day (the day after today, or Monday
 * when that is a Sunday) to today plus the horizon. Closed dates and windows without capacity are the
 * availability's business, not this span's.
 */
export function bookableSpan(now: Date): { first: string; last: string } {
  const today = localDateOf(now);
  let first = addDays(today, 1);
  if (weekdayOf(first) === SUNDAY) first = addDays(first, 1);
  return { first, last: addDays(today, BOOKING_HORIZON_DAYS) };
}

export function isBookable(date: string, now: Date): boolean {
  const { first, last } = bookableSpan(now);
  return date >= first && date <= last;
}

/** "Monday, November 30, 2026" ("lunes, 30 de noviembre de 2026" in Spanish) for e-mails and pages. */
export function formatLocalDate(date: string, locale: Locale = 'en'): string {
  return dateFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(utcMidnight(date)));
}

/** The longest street address a booking takes, in characters (BookAppointmentRequest.address). */
export const STREET_ADDRESS_MAX_LENGTH = 200;

/** What the customer's booking and manage pages say beyond the server's own messages (issue 39: Messages). */
export const bookingTexts = {
  weWillCall: msg('booking.weWillCall'),
  whatToExpect: msg('booking.whatToExpect'),
  addressRequired: msg('booking.addressRequired'),
  addressTooLong: msg('booking.addressTooLong', { max: STREET_ADDRESS_MAX_LENGTH }),
  windowsLoadFailed: msg('booking.windowsLoadFailed'),
  bookingFailed: msg('booking.bookingFailed'),
  bookingUnsure: msg('booking.bookingUnsure'),
  appointmentLoadFailed: msg('booking.appointmentLoadFailed'),
  visitsLoadFailed: msg('booking.visitsLoadFailed'),
  rescheduleFailed: msg('booking.rescheduleFailed'),
  cancelFailed: msg('booking.cancelFailed'),
  rescheduled: msg('booking.rescheduled'),
  cancelled: msg('booking.cancelled'),
  codeSent: msg('booking.codeSent', { minutes: HOLD_MINUTES }),
  codeLabel: msg('booking.codeLabel'),
  codeInvalid: msg('booking.codeInvalid'),
  codeResent: msg('booking.codeResent'),
  confirmFailed: msg('booking.confirmFailed'),
  /** For the visitor whose e-mail does not come, around the 24/7 line: the request itself is with the company. */
  cannotGetEmail: {
    before: msg('booking.cannotGetEmailBefore'),
    after: msg('booking.cannotGetEmailAfter'),
  },
} as const;

/** The complaint about a booking's street address (required, trimmed), or null when it will do. */
export function streetAddressError(address: string): Message | null {
  const street = address.trim();
  if (street === '') return bookingTexts.addressRequired;
  // Counted in code points, as the contract's maxLength is.
  return [...street].length > STREET_ADDRESS_MAX_LENGTH ? bookingTexts.addressTooLong : null;
}
