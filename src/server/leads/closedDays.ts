import { and, gte, lte } from 'drizzle-orm';
import { addDays, localDateOf } from '../../shared/appointments';
import type { Db } from '../db/client';
import { appointment_closed_dates } from '../db/schema';

/** How far ahead a response time may run: far past any closure staff would set in a row. */
const LOOK_AHEAD_DAYS = 60;

/**
 * The days staff closed (a storm, a holiday: the schedule's closed days) from `now`'s Florida date on: the
 * company answers no lead on them, so a response time counted across one waits for the next open day
 * (issue 40). Read with each lead, so a closure staff set applies to the next lead, in every process.
 */
export async function closedDaysAhead(db: Db, now: Date): Promise<ReadonlySet<string>> {
  const today = localDateOf(now);
  const rows = await db
    .select({ date: appointment_closed_dates.date })
    .from(appointment_closed_dates)
    .where(
      and(
        gte(appointment_closed_dates.date, today),
        lte(appointment_closed_dates.date, addDays(today, LOOK_AHEAD_DAYS)),
      ),
    );
  return new Set(rows.map((row) => row.date));
}
