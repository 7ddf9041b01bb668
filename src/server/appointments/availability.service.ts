import { and, asc, between, count, eq, gt, isNull } from 'drizzle-orm';
import type { components } from '../../api/schema';
import {
  APPOINTMENT_TIME_ZONE,
  APPOINTMENT_WINDOWS,
  type AppointmentWindow,
  bookableSpan,
  datesFrom,
  weekdayOf,
  windowEnd,
  windowStart,
} from '../../shared/appointments';
import type { Db } from '../db/client';
import {
  appointment_capacity,
  appointment_closed_dates,
  appointment_holds,
  appointments,
} from '../db/schema';

// What the booking page shows: per day, the windows that take visits and whether each has room. Read
// without locks: an answer is a picture of a moment, and the booking itself checks again under the slot's
// lock (slots.ts).

export type Availability = components['schemas']['Availability'];
export type AvailabilityDay = Availability['days'][number];
export type OpenWindow = components['schemas']['OpenWindow'];
export type CapacityEntry = components['schemas']['CapacityEntry'];

const slotKey = (day: string | number, window: AppointmentWindow) => `${day}:${window}`;

/** Every weekday's windows, Sunday first, as staff set them (the migration seeds the defaults). */
export async function capacityList(db: Db): Promise<CapacityEntry[]> {
  const rows = await db
    .select({
      weekday: appointment_capacity.weekday,
      window: appointment_capacity.window,
      visits: appointment_capacity.visits,
    })
    .from(appointment_capacity)
    .orderBy(asc(appointment_capacity.weekday), asc(appointment_capacity.window));
  // Morning before afternoon, as the day runs (the column sorts them the other way).
  return rows.sort(
    (a, b) =>
      a.weekday - b.weekday || APPOINTMENT_WINDOWS.indexOf(a.window) - APPOINTMENT_WINDOWS.indexOf(b.window),
  );
}

export async function closedDatesIn(db: Db, from: string, to: string) {
  return db
    .select({ date: appointment_closed_dates.date, reason: appointment_closed_dates.reason })
    .from(appointment_closed_dates)
    .where(between(appointment_closed_dates.date, from, to))
    .orderBy(asc(appointment_closed_dates.date));
}

/** Booked visits plus live holds (issue 38: a guest's booking awaiting its code keeps its place) per window. */
async function takenCounts(db: Db, from: string, to: string, now: Date): Promise<Map<string, number>> {
  const [booked, held] = await Promise.all([
    db
      .select({ date: appointments.date, window: appointments.window, n: count() })
      .from(appointments)
      .where(and(between(appointments.date, from, to), eq(appointments.status, 'booked')))
      .groupBy(appointments.date, appointments.window),
    db
      .select({ date: appointment_holds.date, window: appointment_holds.window, n: count() })
      .from(appointment_holds)
      .where(
        and(
          between(appointment_holds.date, from, to),
          gt(appointment_holds.expires_at, now),
          isNull(appointment_holds.confirmed_at),
        ),
      )
      .groupBy(appointment_holds.date, appointment_holds.window),
  ]);
  const counts = new Map<string, number>();
  for (const row of [...booked, ...held]) {
    const key = slotKey(row.date, row.window);
    counts.set(key, (counts.get(key) ?? 0) + row.n);
  }
  return counts;
}

/** The days from `from` to `to` as listAvailability answers them at `now`. */
export async function availability(db: Db, from: string, to: string, now: Date): Promise<Availability> {
  const span = bookableSpan(now);
  const [capacity, closed, booked] = await Promise.all([
    capacityList(db),
    closedDatesIn(db, from, to),
    takenCounts(db, from, to, now),
  ]);
  const visits = new Map(capacity.map((entry) => [slotKey(entry.weekday, entry.window), entry.visits]));
  const closedDates = new Set(closed.map((row) => row.date));
  const days = datesFrom(from, to).map((date): AvailabilityDay => {
    if (date < span.first || date > span.last || closedDates.has(date))
      return { date, closed: true, windows: [] };
    const windows = APPOINTMENT_WINDOWS.flatMap((window) => {
      const room = visits.get(slotKey(weekdayOf(date), window)) ?? 0;
      if (room === 0) return [];
      return [
        {
          window,
          starts_at: windowStart(date, window).toISOString(),
          ends_at: windowEnd(date, window).toISOString(),
          available: (booked.get(slotKey(date, window)) ?? 0) < room,
        },
      ];
    });
    return { date, closed: windows.length === 0, windows };
  });
  return { time_zone: APPOINTMENT_TIME_ZONE, first_bookable: span.first, last_bookable: span.last, days };
}

/** The windows with room in the whole bookable span: what a 409 offers instead of the one that was taken. */
export async function openWindows(db: Db, now: Date): Promise<OpenWindow[]> {
  const span = bookableSpan(now);
  const { days } = await availability(db, span.first, span.last, now);
  return days.flatMap((day) =>
    day.windows
      .filter((w) => w.available)
      .map((w) => ({ date: day.date, window: w.window, starts_at: w.starts_at, ends_at: w.ends_at })),
  );
}
