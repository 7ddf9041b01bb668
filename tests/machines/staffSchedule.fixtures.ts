import { capacityKey, savedVisits } from '../../machines/staffSchedule.rules';
import type {
  BookingBlock,
  CapacityEntry,
  ClosureResult,
  ScheduleRange,
  StaffAppointment,
  StaffSchedule,
  StaffScheduleContext,
} from '../../machines/staffSchedule.types';
import {
  APPOINTMENT_TIME_ZONE,
  type AppointmentWindow,
  windowEnd,
  windowStart,
} from '../../src/shared/appointments';

// The staff schedule as listAppointments answers it, for the schedule machine's path tests: today is a
// Monday with a booked morning visit and a done afternoon one; the week adds a Wednesday closed for a storm.

export const TODAY = '2026-11-30';
export const WEDNESDAY = '2026-12-02';
export const THURSDAY = '2026-12-03';

export function visit(
  id: string,
  date: string,
  window: AppointmentWindow,
  overrides: Partial<StaffAppointment> = {},
) {
  const appointment: StaffAppointment = {
    id,
    lead_id: `f${id.slice(1)}`,
    date,
    window,
    starts_at: windowStart(date, window).toISOString(),
    ends_at: windowEnd(date, window).toISOString(),
    time_zone: APPOINTMENT_TIME_ZONE,
    address: '1402 Bayshore Blvd',
    city: 'Tampa',
    status: 'booked',
    cancel_reason: null,
    can_change: true,
    name: 'James Whitfield',
    email: 'james.whitfield@example.com',
    phone: '8135550176',
    reminder_sent_at: null,
    rebooking_allowed: false,
    ...overrides,
  };
  return appointment;
}

export const booked = visit('a0000000-0000-4000-8000-000000000001', TODAY, 'morning');
export const done = visit('a0000000-0000-4000-8000-000000000002', TODAY, 'afternoon', {
  status: 'done',
  can_change: false,
});
/** Issue 38: a visit staff cancelled; its request's proof books again only once staff allow it. */
export const cancelledByStaff = visit('a0000000-0000-4000-8000-000000000004', TODAY, 'afternoon', {
  status: 'cancelled',
  cancel_reason: 'staff',
  can_change: false,
});
export const thursdayVisit = visit('a0000000-0000-4000-8000-000000000003', THURSDAY, 'morning', {
  name: 'Maria Lopez',
  city: 'Orlando',
  phone: null,
});

/** Monday to Saturday two visits a window, Sunday closed: the server's defaults. */
export const capacity: CapacityEntry[] = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  (['morning', 'afternoon'] as const).map((window) => ({ weekday, window, visits: weekday === 0 ? 0 : 2 })),
);

export const todaySchedule: StaffSchedule = {
  appointments: [booked, done, cancelledByStaff],
  capacity,
  closed_dates: [],
};
export const weekSchedule: StaffSchedule = {
  appointments: [booked, done, thursdayVisit],
  capacity,
  closed_dates: [{ date: WEDNESDAY, reason: 'Hurricane Milton' }],
};
export const thursdaySchedule: StaffSchedule = { appointments: [thursdayVisit], capacity, closed_dates: [] };

/** The capacity after `entry` was saved, as setCapacity answers. */
export function capacityWith(saved: readonly CapacityEntry[], entry: CapacityEntry): CapacityEntry[] {
  return saved.map((row) => (row.weekday === entry.weekday && row.window === entry.window ? entry : row));
}

/** The schedule a load answers for the range asked. */
export function scheduleFor(range: ScheduleRange): StaffSchedule {
  if (range.kind === 'week') return weekSchedule;
  return range.kind === 'day' ? thursdaySchedule : todaySchedule;
}

/** The visit as updateVisit answers it: the status asked for. */
export function changedVisit(context: StaffScheduleContext): StaffAppointment {
  const asked = context.updating;
  const found = context.appointments.find((item) => item.id === asked?.id) ?? booked;
  const status = asked?.status ?? 'done';
  return { ...found, status, cancel_reason: status === 'cancelled' ? 'staff' : null };
}

/** What a capacity cell shows: what was typed, else what is saved. */
export function shownVisits(context: StaffScheduleContext, weekday: number, window: AppointmentWindow) {
  const typed = context.capacityEdits[capacityKey(weekday, window)];
  return typed ?? String(savedVisits(context.capacity ?? [], weekday, window));
}

export const STORM = '  Hurricane Milton  ';
/** Wednesday and Thursday closed, one visit cancelled. */
export const closedByStorm: ClosureResult = {
  closed_dates: [
    { date: WEDNESDAY, reason: STORM.trim() },
    { date: THURSDAY, reason: STORM.trim() },
  ],
  cancelled: 1,
};

/** The visit as allowRebooking or sendNewManageLink answers it. */
export function actedVisit(context: StaffScheduleContext): StaffAppointment {
  const asked = context.visitAction;
  const found = context.appointments.find((item) => item.id === asked?.id) ?? booked;
  return asked?.kind === 'allowRebooking' ? { ...found, rebooking_allowed: true } : found;
}

/** The block list (issue 38): one domain at first; the phone added; the domain removed. */
export const domainBlock: BookingBlock = {
  id: 'b0000000-0000-4000-8000-000000000001',
  kind: 'domain',
  value: 'spam-mail.example',
  reason: 'Invitation spam',
  added_by: 'Sam Staffer',
  created_at: '2026-11-29T15:00:00.000Z',
};
export const phoneBlock: BookingBlock = {
  id: 'b0000000-0000-4000-8000-000000000002',
  kind: 'phone',
  value: '4075550199',
  reason: '',
  added_by: 'Sam Staffer',
  created_at: '2026-11-30T15:00:00.000Z',
};
