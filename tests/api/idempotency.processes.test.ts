import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { IDEMPOTENCY_TEXTS } from '../../src/shared/idempotencyRules';
import { outboxSettled } from '../helpers/accounts';
import { en } from '../helpers/englishText';
import { type Answer, COMPANY, countRows, inquiry, newKey, postJson } from '../helpers/idempotencySuite';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Two server processes (two apps, each with its own connection pool and mail worker) on one PostgreSQL
// database, as behind a load balancer: a key is the database's, so a repeat is answered by either.

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  process.stdout.write(
    "[two-process idempotency tests skipped] PGlite is one process's file; set TEST_DATABASE_URL to run them\n",
  );
}

describe.skipIf(!serverUrl)('Idempotency-Key across two server processes on one PostgreSQL database', () => {
  const receiver = new SmtpReceiver();
  const env = () => ({ SMTP_URL: receiver.url, COMPANY_EMAIL: COMPANY, TRUST_PROXY: 'true' });
  let first: TestServer;
  let second: TestServer;
  let secondDatabase: Database;
  let databaseUrl: string;

  beforeAll(async () => {
    await receiver.start();
    first = await startTestServer(env());
    if (first.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const url = first.database.client.options.connectionString;
    if (!url) throw new Error('no connection string');
    databaseUrl = url;
    secondDatabase = await openDatabase({ dataDir: null, databaseUrl });
    second = await startTestServer(env(), { database: secondDatabase });
  });

  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    await receiver.stop();
  });

  const db = () => first.database.db;
  const inquiriesFrom = (email: string) => countRows(db(), 'inquiries', sql`email = ${email}`);
  async function companyMails(name: string): Promise<number> {
    await outboxSettled(first);
    return receiver.messages.filter(
      (m) => m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').includes(name),
    ).length;
  }

  it('answers a repeat sent to the other process with the first answer', async () => {
    const key = newKey();
    const body = inquiry();
    const answered = await postJson(first, '/email/inquiry', body, { key });
    expect(answered).toMatchObject({ status: 201, replayed: null });
    const repeat = await postJson(second, '/email/inquiry', body, { key });
    expect(repeat).toMatchObject({ status: 201, replayed: 'true' });
    expect(repeat.text).toBe(answered.text);
    expect(await inquiriesFrom(body.email)).toBe(1);
    expect(await companyMails(body.name)).toBe(1);
  });

  it('stores one lead for repeats sent to both processes at once', async () => {
    const key = newKey();
    const body = inquiry();
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 12 }, (_unused, i) =>
        postJson(i % 2 ? second : first, '/email/inquiry', body, { key }),
      ),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 201 && a.replayed === null)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer).toMatchObject({ retryAfter: '1', body: { error: en(IDEMPOTENCY_TEXTS.inProgress) } });
    }
    expect(await inquiriesFrom(body.email)).toBe(1);
    expect(await companyMails(body.name)).toBe(1);
    for (const server of [first, second]) {
      expect(await postJson(server, '/email/inquiry', body, { key })).toMatchObject({
        status: 201,
        replayed: 'true',
      });
    }
  });

  it('answers 409 in one process while the first request runs in the other', async () => {
    const key = newKey();
    const body = inquiry();
    // A lock in a connection of the test's own holds the first request inside its statement, after its
    // claim was committed: the inquiry's insert waits for it.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table inquiries in share mode');
      const running = postJson(first, '/email/inquiry', body, { key });
      await vi.waitFor(
        async () => {
          const waiting = await locker.query(
            "select 1 from pg_locks where relation = 'inquiries'::regclass and not granted",
          );
          expect(waiting.rowCount).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      const repeat = await postJson(second, '/email/inquiry', body, { key });
      expect(repeat).toMatchObject({ status: 409, retryAfter: '1' });
      await locker.query('commit');
      expect(await running).toMatchObject({ status: 201, replayed: null });
    } finally {
      await locker.end();
    }
    expect(await postJson(second, '/email/inquiry', body, { key })).toMatchObject({
      status: 201,
      replayed: 'true',
    });
    expect(await inquiriesFrom(body.email)).toBe(1);
  });
});
