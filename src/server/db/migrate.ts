import { MIGRATIONS_FOLDER } from '../config/projectFiles';
import type { Database } from './client';
import { asDrizzleClient } from './pgliteThread';

export const migrationsFolder = MIGRATIONS_FOLDER;

// Any constant works as long as every process of this app uses the same one.
const MIGRATION_LOCK_KEY = 7_304_962_115;

/**
 * Applies the pending SQL migrations; applying them again is a no-op. On PostgreSQL the work is
 * serialised by a session advisory lock: Drizzle's migrator reads the last applied migration before its
 * transaction, so two nodes starting at once would otherwise both apply the same migration.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  // Only the driver in use is loaded (see client.ts).
  if (database.kind === 'pglite') {
    const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    // Only one process can open a PGlite directory, so no lock is needed.
    await migratePglite(drizzlePglite({ client: asDrizzleClient(database.client) }), { migrationsFolder });
    return;
  }
  const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connection = await database.client.connect();
  try {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
    await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  } catch (error) {
    // Discarding the connection ends its session, which drops the lock whatever state it was left in.
    connection.release(true);
    throw error;
  }
  connection.release();
}
