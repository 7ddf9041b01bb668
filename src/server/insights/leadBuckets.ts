import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insight_lead_days } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { daysArray, mondaysArray } from './periodSql';

export type LeadBucket = {
  start: string;
  estimate: number;
  inquiry: number;
};

type BucketRow = LeadBucket & {
  previous_start: string;
  previous_estimate: number;
  previous_inquiry: number;
};

/**
 * Leads per day or week of the period and of the previous one, by kind, every bucket present. Both
 * periods' days are read from their per-day counts (at most 2 × 367 days); each bucket then sums its days
 * within its own period. Bucket i of the previous period is bucket i moved back by the
 * period's length, so both lists have as many buckets and compare position by position.
 */
export async function leadBuckets(
  db: Db,
  period: ResolvedPeriod,
): Promise<{ leads: LeadBucket[]; previous_leads: LeadBucket[] }> {
  const { from, to, previous_from, days } = period;
  const starts = period.bucket === 'day' ? daysArray(from, to) : mondaysArray(from, to);
  // The bucket a current day falls in; a previous day is counted in the bucket of its twin `days` later.
  const bucketOf = (day: SQL) => (period.bucket === 'day' ? day : sql`date_trunc('week', ${day})::date`);
  const { rows } = await db.execute<BucketRow>(sql`
    with per_day as (
      select day >= ${from}::date as current,
        case when day >= ${from}::date then ${bucketOf(sql`day`)} else ${bucketOf(sql`day + ${days}::int`)} end
          as bucket,
        coalesce(sum(leads) filter (where kind = 'estimate'), 0)::int as estimate,
        coalesce(sum(leads) filter (where kind = 'inquiry'), 0)::int as inquiry
      from ${insight_lead_days}
      where day between ${previous_from}::date and ${to}::date
      group by day
    )
    select to_char(b.start, 'YYYY-MM-DD') as start,
      to_char(b.start - ${days}::int, 'YYYY-MM-DD') as previous_start,
      coalesce(sum(d.estimate) filter (where d.current), 0)::int as estimate,
      coalesce(sum(d.inquiry) filter (where d.current), 0)::int as inquiry,
      coalesce(sum(d.estimate) filter (where not d.current), 0)::int as previous_estimate,
      coalesce(sum(d.inquiry) filter (where not d.current), 0)::int as previous_inquiry
    from unnest(${starts}) as b(start)
    left join per_day as d on d.bucket = b.start
    group by b.start
    order by b.start`);
  return {
    leads: rows.map(({ start, estimate, inquiry }) => ({ start, estimate, inquiry })),
    previous_leads: rows.map((row) => ({
      start: row.previous_start,
      estimate: row.previous_estimate,
      inquiry: row.previous_inquiry,
    })),
  };
}
