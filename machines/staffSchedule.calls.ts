import type { ApiSchemas } from '../src/api/client';
import { apiCall } from './apiCall';
import type {
  BookingBlock,
  BookingBlockRequest,
  CapacityEntry,
  ClosureForm,
  ClosureResult,
  StaffAppointment,
  StaffSchedule,
  VisitAction,
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

/** allowRebooking or sendNewManageLink (issue 38), answering the visit as it is now. */
export const runVisitAction = apiCall<StaffAppointment, VisitAction>(
  async ({ api, unwrap }, { id, kind }) => {
    const params = { path: { id } };
    return kind === 'allowRebooking'
      ? unwrap(await api.POST('/staff/appointments/{id}/allow-rebooking', { params }))
      : unwrap(await api.POST('/staff/appointments/{id}/new-link', { params }));
  },
);

/** listBookingBlocks: the staff's block list, newest first. */
export const loadBlocks = apiCall<BookingBlock[]>(
  async ({ api, unwrap }) => unwrap(await api.GET('/staff/booking-blocks')).blocks,
);

/** addBookingBlock: answers the whole list. */
export const addBlock = apiCall<BookingBlock[], BookingBlockRequest>(
  async ({ api, unwrap }, body) => unwrap(await api.POST('/staff/booking-blocks', { body })).blocks,
);

/** removeBookingBlock: answers the remaining list. */
export const removeBlock = apiCall<BookingBlock[], string>(
  async ({ api, unwrap }, id) =>
    unwrap(await api.DELETE('/staff/booking-blocks/{id}', { params: { path: { id } } })).blocks,
);
