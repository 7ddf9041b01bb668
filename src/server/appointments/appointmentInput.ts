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
import type { Message } from '../../shared/i18n/message';
import { httpError } from '../http/httpError';

// The checks the contract's schema cannot make: real calendar dates and the lengths of spans.

export function calendarDate(value: string): string {
  if (!isCalendarDate(value)) throw httpError(400, appointmentMessages.badDate);
  return value;
}

function checkedSpan(from: string, to: string, maxDays: number, message: Message | string) {
  const days = daysBetween(calendarDate(from), calendarDate(to)) + 1;
  if (days < 1 || days > maxDays) throw httpError(400, message);
  return { from, to };
}

/** A from/to query's span: `from` by default `first`, `to` by default `days` on from `from`. */
function querySpan(query: { from?: string; to?: string }, first: string, days: number) {
  const from = query.from ?? first;
  const to = query.to ?? addDays(calendarDate(from), days - 1);
  return checkedSpan(from, to, MAX_QUERY_DAYS, appointmentMessages.badRange);
}

/** listAvailability's span: by default the bookable one. */
export function availabilitySpan(query: { from?: string; to?: string }, now: Date) {
  return querySpan(query, bookableSpan(now).first, Math.min(MAX_QUERY_DAYS, BOOKING_HORIZON_DAYS));
}

/** The staff schedule's span: by default today and the next 13 days. */
export function scheduleSpan(query: { from?: string; to?: string }, now: Date) {
  return querySpan(query, localDateOf(now), MAX_QUERY_DAYS);
}

export function closureSpan(body: { from: string; to: string; reason: string }) {
  const reason = body.reason.trim();
  const span = checkedSpan(body.from, body.to, MAX_CLOSURE_DAYS, appointmentMessages.closureTooLong);
  if (reason === '') throw httpError(400, appointmentMessages.reasonRequired);
  return { ...span, reason };
}
