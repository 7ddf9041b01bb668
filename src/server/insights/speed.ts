import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insight_speed_days } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { mondaysArray } from './periodSql';

/** The studies' thresholds (issue 40): within 5 minutes, within an hour. */
export const FIVE_MINUTES_S = 5 * 60;
export const ONE_HOUR_S = 60 * 60;

export type SpeedWeek = {
  week: string;
  leads: number;
  contacted: number;
  median_seconds: number | null;
  p90_seconds: number | null;
  within_5_minutes: number;
  within_hour: number;
};

/**
 * Speed to lead per Florida week of arrival (every Monday of the period, empty weeks included): the
 * period's leads, those with a recorded first contact, the median and 90th percentile seconds from arrival
 * to first contact (continuous percentiles over the contacted leads; null when none), and how many were
 * contacted within 5 minutes and within an hour. A lead nobody contacted has no time and counts only in
 * `leads`, so the share within a threshold is `within_… / leads`.
 */
export async function speedToLead(db: Db, period: ResolvedPeriod): Promise<SpeedWeek[]> {
  const mondays = mondaysArray(period.from, period.to);
  const inWeek = sql`day >= greatest(w.start, ${period.from}::date) and day < w.start + 7
    and day <= ${period.to}::date`;
  // Each week's counts are sums of its days'. Its percentiles sort the week's contacted leads' seconds,
  // read from its days' arrays; one small sort per week (both percentiles from it) rather than a sort of
  // the whole period by week first.
  const { rows } = await db.execute<SpeedWeek>(sql`
    select to_char(w.start, 'YYYY-MM-DD') as week,
      coalesce(t.leads, 0) as leads,
      coalesce(t.contacted, 0) as contacted,
      p.percentiles[1] as median_seconds,
      p.percentiles[2] as p90_seconds,
      coalesce(t.within_5_minutes, 0) as within_5_minutes,
      coalesce(t.within_hour, 0) as within_hour
    from unnest(${mondays}) as w(start)
    cross join lateral (
      select sum(leads)::int as leads, sum(contacted)::int as contacted,
        sum(within_5_minutes)::int as within_5_minutes, sum(within_hour)::int as within_hour
      from ${insight_speed_days} where ${inWeek}
    ) as t
    cross join lateral (
      select percentile_cont(array[0.5, 0.9]) within group (order by s) as percentiles
      from ${insight_speed_days}, unnest(seconds) as s where ${inWeek}
    ) as p
    order by w.start`);
  return rows;
}
