import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `lower(column) = lower(value)`: the form the case-insensitive e-mail and username indexes serve. */
export function sameText(column: AnyPgColumn, value: string): SQL {
  return sql`lower(${column}) = lower(${value})`;
}
