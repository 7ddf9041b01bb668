import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

// Drizzle's PGlite driver passes the same `parsers` option with every query (dates, intervals and their
// arrays left as text, for Drizzle to map). PGlite merges that option into a copy of its whole parser
// table (a hundred or so entries, one per array type) for each result: about 0.2 ms per query, a fifth of
// an inquiry's database time in a profile. Installing those parsers on the client once and dropping the
// per-query option gives the same results without the copy.

const asText = (value: string) => value;

/** The type ids Drizzle reads as text: timestamp, timestamptz, interval, date, and the arrays of numeric,
 * timestamp, timestamptz, interval and date (drizzle-orm/pglite/session.js). */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

function patchQuery(target: Pick<Transaction, 'query'>): void {
  const query = target.query.bind(target);
  target.query = (text, params, options) => query(text, params, withoutParsers(options));
}

/** Makes `client` answer Drizzle's queries as Drizzle expects, without the per-query parser copy. */
export function installDrizzleParsers(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  patchQuery(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      patchQuery(tx);
      return callback(tx);
    });
}
