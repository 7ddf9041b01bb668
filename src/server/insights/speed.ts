import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { mondaysArray, startIndex, withinDates } from './periodSql';

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
  // Each week's figures are aggregated before the weeks are joined, so the sort feeding the percentiles
  // holds two numbers per lead rather than the joined rows; both percentiles come from one sort.
  const { rows } = await db.execute<SpeedWeek>(sql`
    with timed as (
      select ${startIndex(leads.created_at, mondays)} as place,
        -- date_part answers a float8 directly; extract's numeric costs more per lead.
        date_part('epoch', ${leads.first_contact_at} - ${leads.created_at}) as seconds
      from ${leads}
      where ${withinDates(leads.created_at, period.from, period.to)}
    ), weekly as (
      select place,
        count(*)::int as leads,
        count(seconds)::int as contacted,
        percentile_cont(array[0.5, 0.9]) within group (order by seconds) as percentiles,
        count(*) filter (where seconds <= ${FIVE_MINUTES_S})::int as within_5_minutes,
        count(*) filter (where seconds <= ${ONE_HOUR_S})::int as within_hour
      from timed
      group by place
    )
    select to_char(w.start, 'YYYY-MM-DD') as week,
      coalesce(t.leads, 0) as leads,
      coalesce(t.contacted, 0) as contacted,
      t.percentiles[1] as median_seconds,
      t.percentiles[2] as p90_seconds,
      coalesce(t.within_5_minutes, 0) as within_5_minutes,
      coalesce(t.within_hour, 0) as within_hour
    from unnest(${mondays}) with ordinality as w(start, place)
    left join weekly as t on t.place = w.place
    order by w.start`);
  return rows;
}
