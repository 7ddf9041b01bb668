import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ZONE } from './insightsPeriod';

// SQL pieces every insight query shares. Dates are bound as parameters; the zone is our constant.

const zone = sql.raw(`'${ZONE}'`);

/**
 * `column` within the Florida dates `from` to `to` (both included), written as a range of instants so the
 * column's index serves it: Florida's midnights, whatever the daylight-saving offset of each.
 */
export function withinDates(column: AnyPgColumn | SQL, from: string, to: string): SQL {
  return sql`${column} >= (${from}::date::timestamp at time zone ${zone})
    and ${column} < ((${to}::date + 1)::timestamp at time zone ${zone})`;
}

/** The Florida calendar date of an instant column. */
export function floridaDate(column: AnyPgColumn | SQL): SQL {
  return sql`(${column} at time zone ${zone})::date`;
}

/** The Monday (a date) of the Florida week an instant column falls in. */
export function floridaWeek(column: AnyPgColumn | SQL): SQL {
  return sql`date_trunc('week', ${column} at time zone ${zone})::date`;
}

/** Every Monday from the week of `from` to the week of `to`, as rows of a `start` date column. */
export function mondaysOf(from: string, to: string): SQL {
  return sql`(select s::date as start
    from generate_series(date_trunc('week', ${from}::date), ${to}::date, interval '1 week') as s)`;
}
