import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mail_outbox } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { outboxListener } from '../../src/server/mail/outboxSignal';
import { deliveryCounts, testMails } from '../helpers/mailContent';
import { setUpMailWorkers } from '../helpers/mailWorkers';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

const COMPANY = 'leads@company.test';
const SECOND = 1000;
const silentLog = Fastify({ logger: false }).log;

let receiver: SmtpReceiver;

beforeEach(async () => {
  receiver = new SmtpReceiver();
  await receiver.start();
});

afterEach(async () => {
  await receiver.stop();
});

describe('SMTP outage', () => {
  let server: TestServer;
  let smtpPort = 0;

  // The server outlives the per-test receiver: it is started once, on a port the next receiver reuses.
  beforeAll(async () => {
    const first = new SmtpReceiver();
    await first.start();
    smtpPort = first.port;
    await first.stop();
    // A day of business hours to answer: the worker's clock moved an hour on must not escalate these leads
    // (the owner's e-mail of a lead nobody answered, issue 40), whatever the time of day the test runs.
    server = await startTestServer({
      SMTP_URL: first.url,
      COMPANY_EMAIL: COMPANY,
      TRUST_PROXY: 'true',
      RESPONSE_MINUTES: '1440',
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('keeps every lead while SMTP is down and delivers each message exactly once after', async () => {
    await receiver.stop();
    receiver.port = smtpPort;
    const post = (path: string, body: unknown) =>
      server.fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.3.0.1' },
        body: JSON.stringify(body),
      });

    for (const name of ['Ana Lopez', 'Ben Carter']) {
      const email = `${name.split(' ')[0]?.toLowerCase()}@example.com`;
      const res = await post('/email/inquiry', {
        name,
        email,
        phone: '4075550142',
        products: [{ name: 'Fuel Tanks' }],
      });
      expect(res.status).toBe(201);
    }
    const guest = await post('/guests/create', {
      first_name: 'Cleo',
      last_name: 'Diaz',
      email: 'cleo@example.com',
      phone_number: '8135550199',
    });
    const guestId = ((await guest.json()) as { payload: { id: string } }).payload.id;
    expect((await post('/guest/service-request', { guest_id: guestId, service_type_id: 5 })).status).toBe(
      201,
    );

    const { db } = server.database;
    const outbox = () =>
      db
        .select({
          id: mail_outbox.id,
          status: mail_outbox.status,
          attempts: mail_outbox.attempts,
          last_error: mail_outbox.last_error,
          next_attempt_at: mail_outbox.next_attempt_at,
        })
        .from(mail_outbox);
    // The app's own worker tries each message once (woken by the commit) and reschedules it.
    await vi.waitFor(
      async () => {
        const rows = await outbox();
        expect(rows).toHaveLength(6);
        for (const row of rows) expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      },
      { timeout: 10_000, interval: 50 },
    );
    const failed = await outbox();
    const failedAt = Date.now();
    for (const row of failed) {
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      const wait = row.next_attempt_at.getTime() - failedAt;
      expect(wait).toBeGreaterThan(20 * SECOND);
      expect(wait).toBeLessThanOrEqual(30 * SECOND);
    }
    expect(receiver.messages).toHaveLength(0);

    await receiver.start();
    // Nothing is due yet at the real time: the first retry waits 30 s.
    expect(await server.app.mailWorker.drain(new Date())).toBe(0);
    // The worker's clock moved past the backoff delivers everything, once.
    expect(await server.app.mailWorker.drain(new Date(Date.now() + 31 * SECOND))).toBe(6);
    expect(await server.app.mailWorker.drain(new Date(Date.now() + 3600 * SECOND))).toBe(0);

    const counts = deliveryCounts(receiver);
    expect(Object.values(counts)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(Object.keys(counts).sort()).toEqual([
      'ana@example.com | Your inquiry to Sunshine State Generators',
      'ben@example.com | Your inquiry to Sunshine State Generators',
      'cleo@example.com | Your free-estimate request to Sunshine State Generators',
      `${COMPANY} | Estimate request: Cleo Diaz (Fire Pumps)`,
      `${COMPANY} | Inquiry: Ana Lopez (1 product)`,
      `${COMPANY} | Inquiry: Ben Carter (1 product)`,
    ]);
    for (const row of await outbox()) expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('several workers on one database', () => {
  let database: TestDatabase;
  const worker = setUpMailWorkers(
    (created) => {
      database = created;
    },
    () => receiver.url,
  );

  it('two workers on one database never send the same message twice', async () => {
    await database.db.transaction((tx) => enqueueMail(tx, testMails(40, 'Race')));
    const a = worker({ batchSize: 3 });
    const b = worker({ batchSize: 3 });
    const handled = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(handled.reduce((x, y) => x + y, 0)).toBe(40);
    expect(receiver.messages).toHaveLength(40);
    expect(new Set(Object.values(deliveryCounts(receiver)))).toEqual(new Set([1]));
    const rows = await database.db
      .select({ status: mail_outbox.status, attempts: mail_outbox.attempts })
      .from(mail_outbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('two running workers wake on commit and deliver each message once', async () => {
    // They poll only once a minute, so prompt delivery needs the NOTIFY of the committing transaction.
    const listening = () =>
      worker({ subscribe: (wake) => outboxListener(database, wake, silentLog), pollIntervalMs: 60_000 });
    const a = listening();
    const b = listening();
    a.start();
    b.start();
    await database.db.transaction((tx) => enqueueMail(tx, testMails(1, 'First')));
    await vi.waitFor(() => expect(receiver.messages).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await database.db.transaction((tx) => enqueueMail(tx, testMails(12, 'Woken')));
    await vi.waitFor(() => expect(receiver.messages).toHaveLength(13), { timeout: 10_000, interval: 20 });
    expect(new Set(Object.values(deliveryCounts(receiver)))).toEqual(new Set([1]));
  });
});
