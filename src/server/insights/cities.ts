import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { withinDates } from './periodSql';

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
  const written = sql`regexp_replace(btrim(${leads.city}), '\\s+', ' ', 'g')`;
  // Constants written into the text: GROUP BY and the select list must hold the very same expression.
  const named = sql.raw(String(TOP_CITIES));
  const group = sql.raw(`least(place, ${TOP_CITIES + 1})`);
  const { rows } = await db.execute<CityCount>(sql`
    with by_city as (
      select lower(${written}) as key, mode() within group (order by ${written}) as city, count(*)::int as leads
      from ${leads}
      where ${withinDates(leads.created_at, period.from, period.to)} and btrim(coalesce(${leads.city}, '')) <> ''
      group by 1
    ), ranked as (
      select city, leads, row_number() over (order by leads desc, key) as place from by_city
    )
    select case when ${group} <= ${named} then min(city) else 'Other' end as city, sum(leads)::int as leads
    from ranked
    group by ${group}
    order by ${group}`);
  return rows;
}
