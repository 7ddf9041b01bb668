import {
  addDays,
  appointmentMessages,
  BOOKING_HORIZON_DAYS,
  bookableSpan,
  daysBetween,
  isCalendarDate,
  localDateOf,
  MAX_CLOSURE_DAYS,
  MAX_QUERY_DAYS,
} from '../../shared/appointments';
import { httpError } from '../http/httpError';

// The checks the contract's schema cannot make: real calendar dates and the lengths of spans.

export function calendarDate(value: string): string {
  if (!isCalendarDate(value)) throw httpError(400, appointmentMessages.badDate);
  return value;
}

function checkedSpan(from: string, to: string, maxDays: number, message: string) {
  const days = daysBetween(calendarDate(from), calendarDate(to)) + 1;
  if (days < 1 || days > maxDays) throw httpError(400, message);
  return { from, to };
}

/** listAvailability's span: by default the bookable one. */
export function availabilitySpan(query: { from?: string; to?: string }, now: Date) {
  const { first } = bookableSpan(now);
  const from = query.from ?? first;
  const to = query.to ?? addDays(calendarDate(from), Math.min(MAX_QUERY_DAYS, BOOKING_HORIZON_DAYS) - 1);
  return checkedSpan(from, to, MAX_QUERY_DAYS, appointmentMessages.badRange);
}

/** The staff schedule's span: by default today and the next 13 days. */
export function scheduleSpan(query: { from?: string; to?: string }, now: Date) {
  const from = query.from ?? localDateOf(now);
  const to = query.to ?? addDays(calendarDate(from), MAX_QUERY_DAYS - 1);
  return checkedSpan(from, to, MAX_QUERY_DAYS, appointmentMessages.badRange);
}

export function closureSpan(body: { from: string; to: string; reason: string }) {
  const reason = body.reason.trim();
  const span = checkedSpan(body.from, body.to, MAX_CLOSURE_DAYS, appointmentMessages.closureTooLong);
  if (reason === '') throw httpError(400, appointmentMessages.reasonRequired);
  return { ...span, reason };
}
