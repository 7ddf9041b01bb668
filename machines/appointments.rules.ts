import type { ApiSchemas } from '../src/api/client';
import { failureStatus } from '../src/shared/apiErrors';
import { APPOINTMENT_WINDOWS, type AppointmentWindow, appointmentMessages } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import { refusalMessage } from './refusal';

// The free in-home assessment's picker (issue 28), for the booking and manage machines: the days with the
// windows that still have room, the customer's choice among them, and how a refusal is read. A 409 answers
// only the open windows (a flat list), an availability answer whole days; both become the same days here.

export type Availability = ApiSchemas['Availability'];
export type OpenWindow = ApiSchemas['OpenWindow'];
export type Appointment = ApiSchemas['Appointment'];
export type AppointmentBooked = ApiSchemas['AppointmentBooked'];
export type MyAppointment = ApiSchemas['MyAppointment'];

/** One day of the picker: its date and the windows with room, in the day's order (none: closed or full). */
export interface BookableDay {
  date: string;
  windows: OpenWindow[];
}

/** What the customer picked: a day, then a window of it; either may be unset. */
export interface Choice {
  date: string | null;
  window: AppointmentWindow | null;
}

export const NO_CHOICE: Choice = { date: null, window: null };

/** Every day answered, each with only its windows that still have room. */
export function daysOf(availability: Availability): BookableDay[] {
  return availability.days.map((day) => ({
    date: day.date,
    windows: day.closed
      ? []
      : day.windows
          .filter((slot) => slot.available)
          .map(({ window, starts_at, ends_at }) => ({ date: day.date, window, starts_at, ends_at })),
  }));
}

/**
 * The days shown after a 409: the dates shown before and any the answer names, each with the windows the
 * answer lists as having room now (so a date that lost its last window stays, with none).
 */
export function daysWithRoomNow(shown: readonly BookableDay[], open: readonly OpenWindow[]): BookableDay[] {
  const dates = [...new Set([...shown.map((day) => day.date), ...open.map((slot) => slot.date)])].sort();
  const rank = (window: AppointmentWindow) => APPOINTMENT_WINDOWS.indexOf(window);
  return dates.map((date) => ({
    date,
    windows: open.filter((slot) => slot.date === date).sort((a, b) => rank(a.window) - rank(b.window)),
  }));
}

/** Whether `date` has a window with room, or (given `window`) whether that window of it has. */
export function hasRoom(days: readonly BookableDay[], date: string, window?: AppointmentWindow): boolean {
  const day = days.find((entry) => entry.date === date);
  if (!day) return false;
  return window === undefined ? day.windows.length > 0 : day.windows.some((slot) => slot.window === window);
}

/** The choice once the day `date` is picked: a window belongs to its day, so another day starts without one. */
export function dayPicked(choice: Choice, date: string): Choice {
  return { date, window: date === choice.date ? choice.window : null };
}

/** A picker event as the picking flows hear it: a day, or a day's window. */
type PickerEvent = { type: string; date?: string; window?: AppointmentWindow };

/** Guard of DAY.SELECTED in every picking flow: the day has a window with room. */
export function pickedDayHasRoom(days: readonly BookableDay[], event: PickerEvent): boolean {
  return event.type === 'DAY.SELECTED' && event.date !== undefined && hasRoom(days, event.date);
}

/** Guard of CHOOSE in every picking flow: that window of that day still has room. */
export function pickedWindowIsOpen(days: readonly BookableDay[], event: PickerEvent): boolean {
  const { date, window } = event;
  return event.type === 'CHOOSE' && date !== undefined && window !== undefined && hasRoom(days, date, window);
}

/** The choice against fresh days: the date while it still has room, the window while it is still free. */
export function keptChoice(choice: Choice, days: readonly BookableDay[]): Choice {
  if (choice.date === null || !hasRoom(days, choice.date)) return NO_CHOICE;
  const window = choice.window !== null && hasRoom(days, choice.date, choice.window) ? choice.window : null;
  return { date: choice.date, window };
}

function isOpenWindow(value: unknown): value is OpenWindow {
  if (typeof value !== 'object' || value === null) return false;
  const { date, window, starts_at, ends_at } = value as Record<string, unknown>;
  return (
    typeof date === 'string' &&
    typeof starts_at === 'string' &&
    typeof ends_at === 'string' &&
    APPOINTMENT_WINDOWS.some((known) => known === window)
  );
}

/**
 * The windows with room a 409 answered (the window filled up, the day closed or fell out of the span), or
 * null for any other failure, a 409 without them included (a visit that cannot change any more). The body
 * is the client's parsed JSON, so it is checked rather than trusted.
 */
export function windowsOfRefusal(error: unknown): OpenWindow[] | null {
  if (failureStatus(error) !== 409) return null;
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
  if (typeof body !== 'object' || body === null || !('windows' in body)) return null;
  const listed: unknown = body.windows;
  if (!Array.isArray(listed)) return null;
  const items: unknown[] = listed;
  return items.every(isOpenWindow) ? items : null;
}

/** Whether the failure is the server's refusal with `status`. */
export function refusedWith(error: unknown, status: number): boolean {
  return failureStatus(error) === status;
}

/**
 * Whether a write may have happened although no answer says so: no answer at all, or a gateway's 502, 503
 * or 504 in front of a server that may have committed it.
 */
export function answerLost(error: unknown): boolean {
  const status = failureStatus(error);
  return status === undefined || status === 502 || status === 503 || status === 504;
}

/**
 * The picker after a 409 that brought the windows open now: those days, the choice kept where it still
 * is, and the server's message (why the window could not be had).
 */
export function pickerAfterRefusal(
  shown: Choice & { days: readonly BookableDay[] },
  error: unknown,
): Choice & { days: BookableDay[]; error: Message } {
  const days = daysWithRoomNow(shown.days, windowsOfRefusal(error) ?? []);
  return { days, ...keptChoice(shown, days), error: refusalMessage(error, appointmentMessages.windowFull) };
}
