import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mail_outbox } from '../../src/server/db/schema';
import { enqueueMail, type OutgoingMail } from '../../src/server/mail/outbox';
import { COMPANY, setUpLeadsServer } from '../helpers/leadsSuite';
import { setUpMailWorkers } from '../helpers/mailWorkers';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestDatabase } from '../helpers/testDatabase';
import type { TestServer } from '../helpers/testServer';

// Issue 38: every e-mail the site sends to one address, of every kind, is throttled to 10 an hour and 30 a
// day; a message over the allowance is recorded as refused (not sent, not lost). The company's own inbox
// is exempt: it must get every lead.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function statusCounts(database: { db: TestDatabase['db'] }, to: string) {
  const rows = await database.db
    .select({ status: mail_outbox.status, n: sql<number>`count(*)::int` })
    .from(mail_outbox)
    .where(sql`lower(${mail_outbox.to_address}) = lower(${to})`)
    .groupBy(mail_outbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

describe('an attacker makes the site e-mail one stranger 40 times in an hour', () => {
  let server: TestServer;
  const { receiver, visitor, post } = setUpLeadsServer((started) => {
    server = started;
  });

  it('delivers 10, records the other 30 as refused, and the company gets every lead', async () => {
    const stranger = `victim.${visitor().last.toLowerCase()}@example.com`;
    for (let i = 0; i < 40; i++) {
      const v = visitor();
      const res = await post(
        '/email/inquiry',
        {
          name: `Attacker ${v.last}`,
          // Case does not make another recipient.
          email: i % 2 ? stranger : stranger.toUpperCase(),
          phone: '8135550177',
          products: [{ name: 'Fuel Tanks' }],
        },
        v.ip,
      );
      expect(res.status).toBe(201);
    }
    await vi.waitFor(
      async () => {
        const counts = await statusCounts(server.database, stranger);
        expect((counts.pending ?? 0) + (counts.sending ?? 0)).toBe(0);
        expect(counts.sent).toBeGreaterThanOrEqual(10);
      },
      { timeout: 20_000, interval: 200 },
    );
    const toStranger = receiver.messages.filter((m) =>
      m.envelopeTo.some((a) => a.toLowerCase() === stranger),
    );
    expect(toStranger).toHaveLength(10);
    expect(await statusCounts(server.database, stranger)).toEqual({ sent: 10, refused: 30 });
    const [refused] = await server.database.db
      .select({ last_error: mail_outbox.last_error, sent_at: mail_outbox.sent_at })
      .from(mail_outbox)
      .where(eq(mail_outbox.status, 'refused'))
      .limit(1);
    expect(refused).toEqual({
      last_error: 'over the allowance of 10 messages an hour to one address',
      sent_at: null,
    });
    await vi.waitFor(
      () => expect(receiver.messages.filter((m) => m.envelopeTo.includes(COMPANY))).toHaveLength(40),
      { timeout: 20_000, interval: 200 },
    );
  });
});

describe('the allowance over a day, across workers (test clock)', () => {
  let receiver: SmtpReceiver;
  let database: TestDatabase;
  beforeEach(async () => {
    receiver = new SmtpReceiver();
    await receiver.start();
  });
  afterEach(async () => {
    await receiver.stop();
  });
  const worker = setUpMailWorkers(
    (created) => {
      database = created;
    },
    () => receiver.url,
  );

  const mails = (n: number, to: string, tag: string): OutgoingMail[] =>
    Array.from({ length: n }, (_, i) => ({
      to,
      subject: `${tag} ${i}`,
      text: `message ${i}`,
      html: `<p>message ${i}</p>`,
      kind: i % 2 ? 'test.one' : 'test.other',
    }));
  const delivered = (to: string) => receiver.messages.filter((m) => m.envelopeTo.includes(to)).length;

  it('sends 10 an hour and 30 a day to one address, every hour counted from the first claim', async () => {
    const to = 'one@example.com';
    const options = { unthrottled: [COMPANY] };
    // Four workers, as four processes would have; on PostgreSQL each claims on its own connection, all at
    // once, each batch as large as the hour's allowance (without the claims' lock, more than 10 go out).
    const lines: string[] = [];
    const log = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    }).log;
    const workers = Array.from({ length: 4 }, () => worker({ ...options, batchSize: 10, log }));
    const t0 = new Date(Date.now() + MINUTE);
    for (const [hour, expected] of [
      [0, 10],
      [1, 20],
      [2, 30],
      [3, 30],
    ] as const) {
      await database.db.transaction((tx) => enqueueMail(tx, mails(40, to, `hour ${hour}`)));
      const at = new Date(t0.getTime() + hour * (HOUR + MINUTE));
      await Promise.all(workers.map((w) => w.drain(at)));
      expect(delivered(to), `after hour ${hour}`).toBe(expected);
    }
    expect(await statusCounts(database, to)).toEqual({ sent: 30, refused: 130 });
    const reasons = await database.db
      .selectDistinct({ last_error: mail_outbox.last_error })
      .from(mail_outbox)
      .where(eq(mail_outbox.status, 'refused'))
      .orderBy(mail_outbox.last_error);
    expect(reasons.map((r) => r.last_error)).toEqual([
      'over the allowance of 10 messages an hour to one address',
      'over the allowance of 30 messages a day to one address',
    ]);
    // Each refusal is logged, by id and kind, never with the address.
    const refusals = lines.filter((line) => line.includes('mail refused: not sent'));
    expect(refusals).toHaveLength(130);
    expect(refusals[0]).toContain('"reason":"over the allowance of');
    expect(lines.filter((line) => line.includes(to))).toEqual([]);
    // A day after the first of them, the address has its allowance again.
    await database.db.transaction((tx) => enqueueMail(tx, mails(11, to, 'next day')));
    await workers[0]?.drain(new Date(t0.getTime() + 24 * HOUR + MINUTE));
    expect(delivered(to)).toBe(40);
  });

  it('exempts the company inbox', async () => {
    await database.db.transaction((tx) => enqueueMail(tx, mails(45, COMPANY, 'lead')));
    await worker({ unthrottled: [COMPANY.toUpperCase()] }).drain();
    expect(delivered(COMPANY)).toBe(45);
    expect(await statusCounts(database, COMPANY)).toEqual({ sent: 45 });
  });

  it('does not count a retry twice', async () => {
    const to = 'flaky@example.com';
    receiver.refused.set(to, 451);
    await database.db.transaction((tx) => enqueueMail(tx, mails(10, to, 'flaky')));
    const w = worker({ backoffMs: () => MINUTE });
    const t0 = new Date(Date.now() + MINUTE);
    await w.drain(t0);
    expect(await statusCounts(database, to)).toEqual({ pending: 10 });
    receiver.refused.delete(to);
    await w.drain(new Date(t0.getTime() + 2 * MINUTE));
    expect(await statusCounts(database, to)).toEqual({ sent: 10 });
  });
});
