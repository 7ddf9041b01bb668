import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import type pg from 'pg';
import { compileWasmWithBaselineOnly, ensurePgliteDirectory, pgliteStartParams } from './pgliteInit';
import { asDrizzleClient, PgliteThread } from './pgliteThread';
import * as schema from './schema';

// What both drivers' raw results have in common: `db.execute<Row>(sql)` gives `{ rows: Row[] }`. Counts of
// affected rows differ by driver (rowCount, affectedRows), so use `.returning()` when you need them.
export interface DbQueryResult<Row> {
  rows: Row[];
}

export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

// Both drivers' databases (and their transactions) are PgDatabase subclasses, so services written
// against Db run unchanged on PGlite and on node-postgres.
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

interface DatabaseBase {
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// The raw client is exposed for the few things Drizzle does not cover: the migration lock on
// PostgreSQL, and snapshotting a migrated PGlite in tests.
export type Database = DatabaseBase &
  ({ kind: 'pglite'; client: PgliteThread } | { kind: 'postgres'; client: pg.Pool });

export interface OpenDatabaseOptions {
  /** The app's data folder; PGlite keeps its files in `<dataDir>/pglite`. `null`: in memory (tests). */
  dataDir: string | null;
  /** postgres://... selects a PostgreSQL server instead of PGlite. */
  databaseUrl?: string | undefined;
  /** Errors of idle pooled connections (e.g. the server restarted); the pool replaces the connection. */
  onPoolError?: ((error: Error) => void) | undefined;
  /** An already-initialised PGlite data directory to start from (tests clone a migrated one). */
  pgliteSnapshot?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.dataDir, options.pgliteSnapshot);
}

// Other things live in the data folder too (mail, secrets), so PGlite gets a folder of its own.
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'pglite');
}

async function openPglite(dataDir: string | null, snapshot: Blob | undefined): Promise<Database> {
  compileWasmWithBaselineOnly();
  // Each driver is loaded only when used: a process needs one of them, and each costs memory.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  let directory: string | undefined;
  if (dataDir !== null) {
    directory = pgliteDirectory(dataDir);
    await mkdir(directory, { recursive: true });
    if (!snapshot) await ensurePgliteDirectory(directory, PGlite.defaultStartParams);
  }
  // PostgreSQL runs on a thread of its own (pgliteThread.ts), not the one that answers requests.
  const client = await PgliteThread.start({
    dataDir: directory,
    snapshot,
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  });
  const db = drizzlePglite({ client: asDrizzleClient(client), schema });
  return {
    kind: 'pglite',
    client,
    db,
    // The simple query protocol: one exchange with the WebAssembly database instead of three.
    ping: async () => {
      await client.exec('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(
  databaseUrl: string,
  onPoolError: ((error: Error) => void) | undefined,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const client = new pg.Pool({ connectionString: databaseUrl });
  // Without a listener an idle connection's error event would crash the process.
  client.on('error', (error) => onPoolError?.(error));
  // So would a checked-out one's: the pool listens only while a connection is idle, and Drizzle's
  // transactions hold theirs. A database restarting under a transaction crashed the process (seen in CI's
  // dbFault test as an uncaught "Connection terminated unexpectedly"). The transaction's own query fails
  // with the same error, which is how it is reported; the broken connection is dropped on release.
  client.on('connect', (connection) => {
    connection.on('error', () => undefined);
  });
  const db = drizzleNodePg({ client, schema });
  let closed = false;
  return {
    kind: 'postgres',
    client,
    db,
    // Straight to the pool (simple query protocol, no query builder): health checks are the busiest call.
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.end();
    },
  };
}
