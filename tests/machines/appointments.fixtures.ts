import type { Appointment, Availability, OpenWindow } from '../../machines/appointments.rules';
import { ApiError } from '../../src/api/client';
import { translate } from '../../src/server/i18n/translate';
import {
  APPOINTMENT_TIME_ZONE,
  type AppointmentWindow,
  appointmentMessages,
  windowEnd,
  windowStart,
} from '../../src/shared/appointments';
import type { Message } from '../../src/shared/i18n/message';

// Open times, appointments and refusals as the appointment calls answer them, for the booking and manage
// machines' path tests: a Saturday with only its afternoon free, a closed Sunday, a Monday with both
// windows, a Tuesday whose afternoon takes no visits.

export const SATURDAY = '2026-11-28';
export const SUNDAY = '2026-11-29';
export const MONDAY = '2026-11-30';
export const TUESDAY = '2026-12-01';

export function open(date: string, window: AppointmentWindow): OpenWindow {
  return {
    date,
    window,
    starts_at: windowStart(date, window).toISOString(),
    ends_at: windowEnd(date, window).toISOString(),
  };
}

const slot = (date: string, window: AppointmentWindow, available: boolean) => {
  const { starts_at, ends_at } = open(date, window);
  return { window, starts_at, ends_at, available };
};

export const availability: Availability = {
  time_zone: APPOINTMENT_TIME_ZONE,
  first_bookable: SATURDAY,
  last_bookable: TUESDAY,
  days: [
    {
      date: SATURDAY,
      closed: false,
      windows: [slot(SATURDAY, 'morning', false), slot(SATURDAY, 'afternoon', true)],
    },
    { date: SUNDAY, closed: true, windows: [] },
    {
      date: MONDAY,
      closed: false,
      windows: [slot(MONDAY, 'morning', true), slot(MONDAY, 'afternoon', true)],
    },
    { date: TUESDAY, closed: false, windows: [slot(TUESDAY, 'morning', true)] },
  ],
};

/** The same span a little later: Monday morning taken meanwhile. */
export const laterAvailability: Availability = {
  ...availability,
  days: availability.days.map((day) =>
    day.date === MONDAY
      ? { ...day, windows: [slot(MONDAY, 'morning', false), slot(MONDAY, 'afternoon', true)] }
      : day,
  ),
};

/** A refused call as the client sees it: the server's text is its message in English (issue 39). */
export const refusal = (status: number, message: Message | string, extra: object = {}) => {
  const text = typeof message === 'string' ? message : translate('en', message);
  return new ApiError(status, text, { error: text, ...extra });
};

/** A 409 with the windows open now (listed out of order, as nothing promises an order). */
export const windowsNow = (message: Message | string, windows: OpenWindow[]) =>
  refusal(409, message, { windows: [...windows].reverse() });

/** Monday morning filled up: Monday still has its afternoon. */
export const mondayMorningTaken = windowsNow(appointmentMessages.windowFull, [
  open(SATURDAY, 'afternoon'),
  open(MONDAY, 'afternoon'),
  open(TUESDAY, 'morning'),
]);
/** Staff closed Monday: nothing left of it. */
export const mondayClosed = windowsNow(appointmentMessages.dayClosed, [
  open(SATURDAY, 'afternoon'),
  open(TUESDAY, 'morning'),
]);
/** A 409 whose fresh windows still hold the choice (it filled up and a visit was cancelled meanwhile). */
export const stillFree = windowsNow(appointmentMessages.windowFull, [
  open(MONDAY, 'morning'),
  open(MONDAY, 'afternoon'),
]);
export const serverFault = refusal(500, 'Something went wrong on our side.');
export const rateLimited = refusal(429, 'Too many requests, please try again in a minute.');
/** No answer at all: the connection dropped. */
export const offline = new TypeError('Failed to fetch');
export const gatewayTimeout = refusal(504, 'Gateway Timeout');

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  const { starts_at, ends_at } = open(MONDAY, 'morning');
  return {
    id: '0d7e4f4a-58a8-4d8e-9b8e-3c1f0f3f7a11',
    service_request_id: 'f34a6482-2761-47e9-93dd-474c3a0f98e9',
    date: MONDAY,
    window: 'morning',
    starts_at,
    ends_at,
    time_zone: APPOINTMENT_TIME_ZONE,
    address: '1402 Bayshore Blvd',
    city: 'Tampa',
    status: 'booked',
    cancel_reason: null,
    can_change: true,
    ...overrides,
  };
}
