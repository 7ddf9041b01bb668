import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ZONE } from './insightsPeriod';

// SQL pieces every insight query shares. Dates are bound as parameters; the zone is our constant.

const zone = sql.raw(`'${ZONE}'`);

/** The instant Florida's calendar date `date` (a SQL date expression) begins, whatever its UTC offset. */
export const floridaMidnight = (date: SQL) => sql`((${date})::timestamp at time zone ${zone})`;

/**
 * `column` within the Florida dates `from` to `to` (both included), written as a range of instants so the
 * column's index serves it: Florida's midnights, whatever the daylight-saving offset of each.
 */
export function withinDates(column: AnyPgColumn | SQL, from: string, to: string): SQL {
  return sql`${column} >= ${floridaMidnight(sql`${from}::date`)}
    and ${column} < ${floridaMidnight(sql`${to}::date + 1`)}`;
}

/** Every date from `from` to `to`, as a SQL date array. */
export function daysArray(from: string, to: string): SQL {
  return sql`array(select s::date from generate_series(${from}::date, ${to}::date, interval '1 day') as s)`;
}

/** The Monday of every week from the week of `from` to the week of `to`, as a SQL date array. */
export function mondaysArray(from: string, to: string): SQL {
  return sql`array(select s::date
    from generate_series(date_trunc('week', ${from}::date), ${to}::date, interval '1 week') as s)`;
}
