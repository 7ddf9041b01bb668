import { and, gte, lte } from 'drizzle-orm';
import { addDays, localDateOf } from '../../shared/appointments';
import type { Db } from '../db/client';
import { appointment_closed_dates } from '../db/schema';

/** How far ahead a response time may run: far past any closure staff would set in a row. */
const LOOK_AHEAD_DAYS = 60;

/**
 * How long one read serves the leads that follow it. Under a stream of inquiries the read was a tenth of
 * each one's database time on PGlite (issue 41); a closure staff set in another process reaches this one's
 * leads at most this much later (this process's own closures at once: forgetClosedDays). Measured in
 * docs/decisions/231-fewer-statements-per-lead-on-pglite.md.
 */
const HELD_MS = 1000;

interface HeldRead {
  today: string;
  readAt: number;
  days: Promise<ReadonlySet<string>>;
}

const held = new WeakMap<Db, HeldRead>();

async function readClosedDays(db: Db, today: string): Promise<ReadonlySet<string>> {
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

/**
 * The days staff closed (a storm, a holiday: the schedule's closed days) from `now`'s Florida date on: the
 * company answers no lead on them, so a response time counted across one waits for the next open day
 * (issue 40). One read serves the leads of the next second (HELD_MS); a failed read serves none.
 */
export function closedDaysAhead(db: Db, now: Date): Promise<ReadonlySet<string>> {
  const today = localDateOf(now);
  const readAt = performance.now();
  const last = held.get(db);
  if (last && last.today === today && readAt - last.readAt < HELD_MS) return last.days;
  const days = readClosedDays(db, today);
  held.set(db, { today, readAt, days });
  days.catch(() => {
    if (held.get(db)?.days === days) held.delete(db);
  });
  return days;
}

/** Call once closures have committed: the next lead reads them. */
export function forgetClosedDays(db: Db): void {
  held.delete(db);
}
