import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { withinDates } from './periodSql';

export interface VisitCounts {
  booked: number;
  done: number;
  no_show: number;
  cancelled: number;
}

/**
 * The free assessments booked in the period (by when they were booked, not the visit's date, so the
 * figure belongs to the leads of the same days) and what has become of them so far.
 */
export async function visitCounts(db: Db, period: ResolvedPeriod): Promise<VisitCounts> {
  const [counts] = await db
    .select({
      booked: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${appointments.status} = 'done'))::int`,
      no_show: sql<number>`(count(*) filter (where ${appointments.status} = 'no_show'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${appointments.status} = 'cancelled'))::int`,
    })
    .from(appointments)
    .where(withinDates(appointments.created_at, period.from, period.to));
  return counts ?? { booked: 0, done: 0, no_show: 0, cancelled: 0 };
}
