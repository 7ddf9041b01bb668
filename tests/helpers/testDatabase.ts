import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * A fresh, migrated database of its own for one test (or one test file).
 * TEST_DATABASE_URL set: a new uniquely named database on that PostgreSQL server, dropped by dispose.
 * Otherwise: an in-memory PGlite. `migrated: false` leaves it empty (tests of a migration itself).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, migrated);
  if (migrated) return createPgliteDatabase();
  const database = await openDatabase({ dataDir: null });
  return Object.assign(database, { dispose: () => database.close() });
}

// PGlite's initdb costs about 1.5 s while loading a dumped data directory costs about 0.4 s, so each
// test process migrates one template and starts every test database from its dump.
let pgliteTemplate: Promise<Blob> | undefined;

function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const template = await openDatabase({ dataDir: null });
    try {
      await migrateDatabase(template);
      if (template.kind !== 'pglite') throw new Error('expected a PGlite template');
      // Uncompressed: about 40 MB in memory, but loading it is about twice as fast as the gzipped one.
      return await template.client.dumpDataDir('none');
    } finally {
      await template.close();
    }
  })();
  // A failed template is not cached, so the next test reports its own error instead of a stale one.
  pgliteTemplate.catch(() => {
    pgliteTemplate = undefined;
  });
  return pgliteTemplate;
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const database = await openDatabase({ dataDir: null, pgliteSnapshot: await migratedPgliteSnapshot() });
  return Object.assign(database, { dispose: () => database.close() });
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(serverUrl: string, migrated: boolean): Promise<TestDatabase> {
  const name = `site_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  const database = await openDatabase({ dataDir: null, databaseUrl: url.toString() });
  try {
    if (migrated) await migrateDatabase(database);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return Object.assign(database, {
    dispose: async () => {
      await database.close();
      await drop();
    },
  });
}
