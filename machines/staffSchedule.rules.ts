import {
  APPOINTMENT_WINDOWS,
  type AppointmentWindow,
  addDays,
  appointmentMessages,
  datesFrom,
  daysBetween,
  isCalendarDate,
  MAX_CLOSURE_DAYS,
  MAX_WINDOW_VISITS,
  weekdayOf,
} from '../src/shared/appointments';
import {
  BOOKING_BLOCK_REASON_MAX_LENGTH,
  bookingBlockMessages,
  normalizeBlockValue,
} from '../src/shared/bookingBlocks';
import { CLOSURE_REASON_MAX_LENGTH, scheduleTexts } from '../src/shared/staffSchedule';
import type {
  BlockForm,
  BookingBlockRequest,
  CapacityEntry,
  CapacityKey,
  ClosedDate,
  ClosureForm,
  ScheduleRange,
  StaffAppointment,
  StaffScheduleContext,
  VisitActionKind,
  VisitOutcome,
} from './staffSchedule.types';

// The staff schedule's rules that are not states (issue 28): the span a range covers, the capacity editor's
// numbers and changes, the closure form's checks, and the days as the schedule lists them; issue 38's
// block list form and which visits may have re-booking allowed or a new link sent.

/** "This week": today and the next six days. */
export const WEEK_DAYS = 7;

/** The weekdays in the editor's order, Monday first (0 is Sunday, as the contract counts). */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

export function spanOf(range: ScheduleRange, today: string): { from: string; to: string } {
  if (range.kind === 'today') return { from: today, to: today };
  if (range.kind === 'week') return { from: today, to: addDays(today, WEEK_DAYS - 1) };
  return { from: range.date, to: range.date };
}

export function capacityKey(weekday: number, window: AppointmentWindow): CapacityKey {
  return `${weekday}-${window}`;
}

/** The saved visits of a weekday's window; a window the server does not list takes none. */
export function savedVisits(capacity: readonly CapacityEntry[], weekday: number, window: AppointmentWindow) {
  return capacity.find((entry) => entry.weekday === weekday && entry.window === window)?.visits ?? 0;
}

/** A typed number of visits, or null when it is not a whole number from 0 to MAX_WINDOW_VISITS. */
export function visitsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const visits = Number(trimmed);
  return visits <= MAX_WINDOW_VISITS ? visits : null;
}

/** Every cell of the editor, Monday morning first. */
export function capacityCells(): { weekday: number; window: AppointmentWindow; key: CapacityKey }[] {
  return WEEKDAYS_FROM_MONDAY.flatMap((weekday) =>
    APPOINTMENT_WINDOWS.map((window) => ({ weekday, window, key: capacityKey(weekday, window) })),
  );
}

/**
 * The capacity editor's edits checked against the saved numbers: the cells typed out of range, or the
 * entries to send (the valid edits that differ from what is saved), in the editor's order.
 */
export function capacityChanges(
  capacity: readonly CapacityEntry[],
  edits: StaffScheduleContext['capacityEdits'],
): { invalid: CapacityKey[]; changes: CapacityEntry[] } {
  const invalid: CapacityKey[] = [];
  const changes: CapacityEntry[] = [];
  for (const { weekday, window, key } of capacityCells()) {
    const text = edits[key];
    if (text === undefined) continue;
    const visits = visitsOf(text);
    if (visits === null) invalid.push(key);
    else if (visits !== savedVisits(capacity, weekday, window)) changes.push({ weekday, window, visits });
  }
  return { invalid, changes };
}

/** The edits without `key` (saved, or typed back). */
export function withoutEdit(
  edits: StaffScheduleContext['capacityEdits'],
  key: CapacityKey,
): StaffScheduleContext['capacityEdits'] {
  const { [key]: _dropped, ...rest } = edits;
  return rest;
}

/** The edits still to save against `capacity`: those typed out of range or differing from it. */
export function pendingEdits(
  capacity: readonly CapacityEntry[],
  edits: StaffScheduleContext['capacityEdits'],
): StaffScheduleContext['capacityEdits'] {
  const pending: StaffScheduleContext['capacityEdits'] = {};
  for (const { weekday, window, key } of capacityCells()) {
    const text = edits[key];
    if (text !== undefined && visitsOf(text) !== savedVisits(capacity, weekday, window)) pending[key] = text;
  }
  return pending;
}

export const EMPTY_CLOSURE: ClosureForm = { from: '', to: '', reason: '' };

/** The closure as it will be sent (reason trimmed), or the message saying what to mend. */
export function checkClosure(
  form: ClosureForm,
  today: string,
): { ok: true; closure: ClosureForm } | { ok: false; message: string } {
  if (!isCalendarDate(form.from) || !isCalendarDate(form.to))
    return { ok: false, message: scheduleTexts.closureDatesRequired };
  if (form.from < today) return { ok: false, message: appointmentMessages.closurePast };
  const days = daysBetween(form.from, form.to) + 1;
  if (days < 1 || days > MAX_CLOSURE_DAYS) return { ok: false, message: appointmentMessages.closureTooLong };
  const reason = form.reason.trim();
  if (reason === '') return { ok: false, message: appointmentMessages.reasonRequired };
  // Counted in code points, as the contract's maxLength is.
  if ([...reason].length > CLOSURE_REASON_MAX_LENGTH)
    return { ok: false, message: scheduleTexts.closureReasonTooLong };
  return { ok: true, closure: { from: form.from, to: form.to, reason } };
}

export const EMPTY_BLOCK: BlockForm = { kind: 'email', value: '', reason: '' };

/** The block as it will be sent (value normalised, reason trimmed), or the message saying what to mend. */
export function checkBlock(
  form: BlockForm,
): { ok: true; block: BookingBlockRequest } | { ok: false; message: string } {
  const normalised = normalizeBlockValue(form.kind, form.value);
  if ('error' in normalised) return { ok: false, message: normalised.error };
  const reason = form.reason.trim();
  if ([...reason].length > BOOKING_BLOCK_REASON_MAX_LENGTH)
    return { ok: false, message: bookingBlockMessages.reasonTooLong };
  return { ok: true, block: { kind: form.kind, value: normalised.value, reason } };
}

/** A visit staff or a closure cancelled, whose re-booking staff have not allowed yet (issue 38). */
export function mayAllowRebooking(visit: StaffAppointment): boolean {
  const byOffice = visit.cancel_reason === 'staff' || visit.cancel_reason === 'closure';
  return visit.status === 'cancelled' && byOffice && !visit.rebooking_allowed;
}

/** A visit whose manage link still does something (the customer can move or cancel it): worth renewing. */
export function mayRenewLink(visit: StaffAppointment): boolean {
  return visit.can_change;
}

/** The message after a visit's link or re-booking action. */
export function visitActionMessage(kind: VisitActionKind): string {
  return kind === 'allowRebooking' ? scheduleTexts.rebookingAllowed : scheduleTexts.newLinkSent;
}

/** The schedule after a change answered one visit: that visit replaced, the others as they were. */
export function withVisit(appointments: StaffAppointment[], visit: StaffAppointment): StaffAppointment[] {
  return appointments.map((item) => (item.id === visit.id ? visit : item));
}

/** The message after a visit was changed to `status`. */
export function outcomeMessage(status: VisitOutcome): string {
  if (status === 'done') return scheduleTexts.markedDone;
  if (status === 'no_show') return scheduleTexts.markedNoShow;
  return scheduleTexts.cancelled;
}

export interface ScheduleWindow {
  window: AppointmentWindow;
  /** How many visits the window takes that weekday (0: closed). */
  capacity: number;
  /** How many of its visits are booked (done, no-show and cancelled ones do not hold a place). */
  booked: number;
  visits: StaffAppointment[];
}

export interface ScheduleDay {
  date: string;
  /** The closure's reason when staff closed the day. */
  closedReason: string | null;
  windows: ScheduleWindow[];
}

/** The schedule as it is listed: every day of the span, each with its two windows and their visits. */
export function scheduleDays(
  span: { from: string; to: string },
  appointments: readonly StaffAppointment[],
  capacity: readonly CapacityEntry[],
  closedDates: readonly ClosedDate[],
): ScheduleDay[] {
  return datesFrom(span.from, span.to).map((date) => ({
    date,
    closedReason: closedDates.find((closed) => closed.date === date)?.reason ?? null,
    windows: APPOINTMENT_WINDOWS.map((window) => {
      const visits = appointments.filter((visit) => visit.date === date && visit.window === window);
      return {
        window,
        capacity: savedVisits(capacity, weekdayOf(date), window),
        booked: visits.filter((visit) => visit.status === 'booked').length,
        visits,
      };
    }),
  }));
}
