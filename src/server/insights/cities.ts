import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insight_city_days } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';

/** Cities named one by one; the rest are summed as `Other`. */
export const TOP_CITIES = 10;

export type CityCount = {
  city: string;
  leads: number;
};

/**
 * The period's leads by city, largest first, the cities beyond the first 10 summed as `Other`. Customers
 * type the city, so " orlando" and "Orlando " are one city: spaces are trimmed and collapsed and case is
 * ignored, and the city is shown as most of its customers wrote it. Leads without a city (inquiries)
 * are not counted.
 */
export async function cityCounts(db: Db, period: ResolvedPeriod): Promise<CityCount[]> {
  // Constants written into the text: GROUP BY and the select list must hold the very same expression.
  const named = sql.raw(String(TOP_CITIES));
  const group = sql.raw(`least(place, ${TOP_CITIES + 1})`);
  // Grouped by the city as typed first (a few dozen spellings), so the text is cleaned once per spelling
  // rather than once per lead: the regular expression is the dearest part of this query.
  const { rows } = await db.execute<CityCount>(sql`
    with typed as (
      select city, sum(leads)::int as leads
      from ${insight_city_days}
      where day between ${period.from}::date and ${period.to}::date
      group by 1
    ), written as (
      select regexp_replace(btrim(city), '\\s+', ' ', 'g') as city, leads from typed
    ), spelt as (
      select lower(city) as key, city, sum(leads)::int as leads from written where city <> '' group by 1, 2
    ), by_city as (
      select key, (array_agg(city order by leads desc, city))[1] as city, sum(leads)::int as leads
      from spelt
      group by key
    ), ranked as (
      select city, leads, row_number() over (order by leads desc, key) as place from by_city
    )
    select case when ${group} <= ${named} then min(city) else 'Other' end as city, sum(leads)::int as leads
    from ranked
    group by ${group}
    order by ${group}`);
  return rows;
}
