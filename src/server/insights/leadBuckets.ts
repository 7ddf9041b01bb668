import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { daysArray, mondaysArray, startIndex, withinDates } from './periodSql';

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
 * Leads per day or week of the period and of the previous one, by kind, every bucket present. The leads of
 * both periods are counted per Florida day in one grouped scan (at most 2 × 367 rows, each lead's day found
 * among the days' Florida midnights); each bucket then
 * sums its days within its own period. Bucket i of the previous period is bucket i moved back by the
 * period's length, so both lists have as many buckets and compare position by position.
 */
export async function leadBuckets(
  db: Db,
  period: ResolvedPeriod,
): Promise<{ leads: LeadBucket[]; previous_leads: LeadBucket[] }> {
  const { from, to, previous_from, previous_to, days } = period;
  const length = period.bucket === 'day' ? 1 : 7;
  const starts = period.bucket === 'day' ? daysArray(from, to) : mondaysArray(from, to);
  // A bucket's days within its period: the first week may start before `from`, the last end after `to`.
  const current = sql`d.day >= greatest(b.start, ${from}::date) and d.day < b.start + ${length}::int`;
  const previous = sql`d.day >= b.start - ${days}::int and d.day < b.start - ${days}::int + ${length}::int
    and d.day <= ${previous_to}::date`;
  const { rows } = await db.execute<BucketRow>(sql`
    with per_day as (
      select ${previous_from}::date - 1 + ${startIndex(leads.created_at, daysArray(previous_from, to))} as day,
        count(*) filter (where ${leads.kind} = 'estimate')::int as estimate,
        count(*) filter (where ${leads.kind} = 'inquiry')::int as inquiry
      from ${leads}
      where ${withinDates(leads.created_at, previous_from, to)}
      group by 1
    )
    select to_char(b.start, 'YYYY-MM-DD') as start,
      to_char(b.start - ${days}::int, 'YYYY-MM-DD') as previous_start,
      coalesce(sum(d.estimate) filter (where ${current}), 0)::int as estimate,
      coalesce(sum(d.inquiry) filter (where ${current}), 0)::int as inquiry,
      coalesce(sum(d.estimate) filter (where ${previous}), 0)::int as previous_estimate,
      coalesce(sum(d.inquiry) filter (where ${previous}), 0)::int as previous_inquiry
    from unnest(${starts}) as b(start)
    left join per_day as d on ${current} or ${previous}
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
