import type { ApiSchemas } from '../src/api/client';
import { apiCall } from './apiCall';
import type {
  CapacityEntry,
  ClosureForm,
  ClosureResult,
  StaffAppointment,
  StaffSchedule,
  VisitOutcome,
} from './staffSchedule.types';

// The staff schedule's calls (tag `appointments` of openapi.yaml), named once here and listed in the
// machine's setup. Staff calls that need the user to confirm it's them are sent again by apiCall.

/** listAppointments: the visits, capacity and closed days from `from` to `to`. */
export const loadSchedule = apiCall<StaffSchedule, { from: string; to: string }>(
  async ({ api, unwrap }, query) => unwrap(await api.GET('/staff/appointments', { params: { query } })),
);

/** updateAppointment: done, no-show or cancelled, answering the visit as it is now. */
export const updateVisit = apiCall<StaffAppointment, { id: string; status: VisitOutcome }>(
  async ({ api, unwrap }, { id, status }) =>
    unwrap(await api.PATCH('/staff/appointments/{id}', { params: { path: { id } }, body: { status } })),
);

/** setCapacity: one weekday's window, answering every weekday's capacity. */
export const saveCapacity = apiCall<CapacityEntry[], CapacityEntry>(
  async ({ api, unwrap }, body) => unwrap(await api.PUT('/staff/appointments/capacity', { body })).capacity,
);

/** closeDates: the days closed and how many booked visits were cancelled. */
export const closeDates = apiCall<ClosureResult, ClosureForm>(async ({ api, unwrap }, body) =>
  unwrap(await api.POST('/staff/appointments/closures', { body })),
);

/**
 * bookAppointmentForLead: a window for a caller's estimate request. Sent once per Book; sending it again
 * is safe (a request has one booked visit, and booking its own window again changes nothing).
 */
export const bookVisitForLead = apiCall<StaffAppointment, ApiSchemas['StaffBookingRequest']>(
  async ({ api, unwrap }, body) => unwrap(await api.POST('/staff/appointments', { body })),
);
