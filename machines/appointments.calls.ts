import { apiCall } from './apiCall';
import type { Appointment, AppointmentBooked, Availability, MyAppointment } from './appointments.rules';
import type { AppointmentHeld, BookingAnswer } from './booking.types';

// The customer's appointment calls (tag `appointments` of openapi.yaml), named once here and listed in the
// setup of the booking and manage machines. None is retried: see bookAppointment.

export interface BookingRequest {
  service_request_id: string;
  booking_proof: string;
  date: string;
  window: Appointment['window'];
  address: string;
}

/** The held booking's request and proof, for its code calls. */
export interface HoldRequest {
  service_request_id: string;
  booking_proof: string;
}

export interface CodeRequest extends HoldRequest {
  code: string;
}

export interface MoveRequest {
  token: string;
  date: string;
  window: Appointment['window'];
}

/** GET /appointments/availability over the whole bookable span (the server's default). */
export const listAvailability = apiCall<Availability>(async ({ api, unwrap }) =>
  unwrap(await api.GET('/appointments/availability')),
);

/**
 * POST /appointments: booked at once (201) or held for the e-mailed code (202, issue 38). Sent once per
 * confirmation: the operation takes no Idempotency-Key, so a lost answer is the customer's to check
 * (booking.machine.ts), never a silent second try.
 */
export const bookAppointment = apiCall<BookingAnswer, BookingRequest>(async ({ api, unwrap }, body) =>
  unwrap(await api.POST('/appointments', { body })),
);

/** POST /appointments/confirm: the e-mailed code books the held window. */
export const confirmAppointmentHold = apiCall<AppointmentBooked, CodeRequest>(async ({ api, unwrap }, body) =>
  unwrap(await api.POST('/appointments/confirm', { body })),
);

/** POST /appointments/resend-code: a new code for the held window. */
export const resendAppointmentCode = apiCall<AppointmentHeld, HoldRequest>(async ({ api, unwrap }, body) =>
  unwrap(await api.POST('/appointments/resend-code', { body })),
);

/** GET /appointments/manage/{token}. */
export const getAppointment = apiCall<Appointment, { token: string }>(async ({ api, unwrap }, { token }) =>
  unwrap(await api.GET('/appointments/manage/{token}', { params: { path: { token } } })),
);

/** POST /appointments/manage/{token}/reschedule, answering the moved appointment. */
export const rescheduleAppointment = apiCall<Appointment, MoveRequest>(
  async ({ api, unwrap }, { token, date, window }) =>
    unwrap(
      await api.POST('/appointments/manage/{token}/reschedule', {
        params: { path: { token } },
        body: { date, window },
      }),
    ),
);

/** POST /appointments/manage/{token}/cancel, answering the cancelled appointment. */
export const cancelAppointment = apiCall<Appointment, { token: string }>(async ({ api, unwrap }, { token }) =>
  unwrap(await api.POST('/appointments/manage/{token}/cancel', { params: { path: { token } } })),
);

/** GET /users/user/appointments: the signed-in customer's upcoming visits, soonest first. */
export const listMyAppointments = apiCall<MyAppointment[]>(
  async ({ api, unwrap }) => unwrap(await api.GET('/users/user/appointments')).appointments,
);
