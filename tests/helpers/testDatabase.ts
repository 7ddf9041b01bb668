import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Database, openDatabase, pgliteDirectory } from '../../src/server/db/client';
import { migrateDatabase, migrationsFolder } from '../../src/server/db/migrate';

const run = promisify(execFile);

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

/**
 * Names what a migrated template holds: the migrations (their files, in order) and the PGlite version. A
 * template made from other migrations has another name, so a stale one is never used.
 */
let migrationsHash: Promise<string> | undefined;
function migrationsVersion(): Promise<string> {
  migrationsHash ??= (async () => {
    const hash = createHash('sha256');
    const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) {
      hash.update(path.relative(migrationsFolder, file));
      hash.update(await readFile(file));
    }
    const pglite = JSON.parse(
      await readFile(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string };
    hash.update(pglite.version);
    return hash.digest('hex').slice(0, 16);
  })();
  return migrationsHash;
}

// PGlite's initdb and the migrations cost about 2 s, while loading a dumped data directory costs about
// 0.4 s: the first test process of a run migrates one template and writes its dump to a file named by the
// migrations (migrationsVersion), and every test database of every later process and test file starts
// from that file. Each test file is a module graph of its own, so a template kept only in memory was made
// again for every file.
let pgliteTemplate: Promise<Blob> | undefined;

async function makePgliteSnapshot(): Promise<Blob> {
  const template = await openDatabase({ dataDir: null });
  try {
    await migrateDatabase(template);
    if (template.kind !== 'pglite') throw new Error('expected a PGlite template');
    // Uncompressed: about 40 MB, but loading it is about twice as fast as the gzipped one.
    return await template.client.dumpDataDir();
  } finally {
    await template.close();
  }
}

/** The file holding a migrated PGlite data directory (a tar), made by the first process that needs it. */
let pgliteTemplateFile: Promise<string> | undefined;
function migratedPgliteFile(): Promise<string> {
  pgliteTemplateFile ??= (async () => {
    const file = path.join(tmpdir(), `site-test-pglite-${await migrationsVersion()}.tar`);
    if (existsSync(file)) return file;
    const snapshot = await makePgliteSnapshot();
    // Written under a name of its own first, so a process starting beside this one never reads half.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return file;
  })();
  // A failed template is not cached, so the next test reports its own error instead of a stale one.
  pgliteTemplateFile.catch(() => {
    pgliteTemplateFile = undefined;
  });
  return pgliteTemplateFile;
}

function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteTemplate ??= migratedPgliteFile().then(async (file) => new Blob([await readFile(file)]));
  pgliteTemplate.catch(() => {
    pgliteTemplate = undefined;
  });
  return pgliteTemplate;
}

/**
 * Puts a migrated PGlite data directory where the server started with DATA_DIR=`dataDir` looks for it
 * (client.ts pgliteDirectory), so a test's server process skips initdb and the migrations: its start took
 * 9.9 s on an empty folder and 4.8 s on a migrated one (issue 41).
 */
export async function seedMigratedPglite(dataDir: string): Promise<void> {
  const directory = pgliteDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  // The dump's names start with "/": tar takes them relative to -C, and says so on standard error.
  await run('tar', ['-xf', await migratedPgliteFile(), '-C', directory]);
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

// Held while the PostgreSQL template is made, so parallel test processes make it once.
const TEMPLATE_LOCK_KEY = 7_304_962_116;
let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated database on `serverUrl` to copy test databases from (`create database ...
 * template`, a file copy, instead of running every migration again). Made under a name of its own and
 * renamed when complete, so no test copies a half-migrated one; templates of other migrations are dropped.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `site_test_template_${await migrationsVersion()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`);
      const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (existing.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ dataDir: null, databaseUrl: url.toString() });
        try {
          await migrateDatabase(database);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
        const stale = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'site\\_test\\_template\\_%' and datname <> $1",
          [name],
        );
        for (const { datname } of stale.rows)
          await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  postgresTemplate.catch(() => {
    postgresTemplate = undefined;
  });
  return postgresTemplate;
}

async function createPostgresDatabase(serverUrl: string, migrated: boolean): Promise<TestDatabase> {
  const name = `site_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` template ${await migratedPostgresTemplate(serverUrl)}` : '';
  await adminQuery(serverUrl, `create database ${name}${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  const database = await openDatabase({ dataDir: null, databaseUrl: url.toString() });
  return Object.assign(database, {
    dispose: async () => {
      await database.close();
      await drop();
    },
  });
}
