import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// A PostgreSQL connection that ends while a transaction holds it (the database restarted, an administrator
// ended the session): the transaction fails, the process carries on, and the pool serves the next call.
// Before, the connection's 'error' event had no listener while checked out, and the process crashed with
// an uncaught "Connection terminated unexpectedly" (Vitest reports such an error and fails the run).
// PGlite has no connection to lose.

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection lost under a transaction', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('fails the transaction and leaves the process and the pool working', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const own = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        const pid = own.rows[0]?.pid;
        // From another connection of the pool, as an administrator or a restart would.
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const after = await database.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(after.rows).toEqual([{ one: 1 }]);
  });
});
