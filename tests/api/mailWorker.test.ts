import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mail_outbox } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import type { MailTransport } from '../../src/server/mail/transport';
import { MAIL_WORKER_DEFAULTS } from '../../src/server/mail/worker';
import { testMails } from '../helpers/mailContent';
import { setUpMailWorkers } from '../helpers/mailWorkers';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestDatabase } from '../helpers/testDatabase';

const SECOND = 1000;

let receiver: SmtpReceiver;

beforeEach(async () => {
  receiver = new SmtpReceiver();
  await receiver.start();
});

afterEach(async () => {
  await receiver.stop();
});

describe('mail worker retries', () => {
  let database: TestDatabase;
  const worker = setUpMailWorkers(
    (created) => {
      database = created;
    },
    () => receiver.url,
  );

  async function row(id: number) {
    const [found] = await database.db
      .select({
        status: mail_outbox.status,
        attempts: mail_outbox.attempts,
        next_attempt_at: mail_outbox.next_attempt_at,
        sent_at: mail_outbox.sent_at,
        last_error: mail_outbox.last_error,
      })
      .from(mail_outbox)
      .where(eq(mail_outbox.id, id));
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  }

  async function onlyRowId(): Promise<number> {
    const rows = await database.db.select({ id: mail_outbox.id }).from(mail_outbox);
    expect(rows).toHaveLength(1);
    return rows[0]?.id ?? 0;
  }

  it('retries with exponential backoff and marks the message dead after the last attempt', async () => {
    await receiver.stop();
    await database.db.transaction((tx) => enqueueMail(tx, testMails(1, 'Doomed')));
    const id = await onlyRowId();
    const w = worker();
    let now = new Date(Date.now() + SECOND);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_WORKER_DEFAULTS.maxAttempts; attempt++) {
      if (attempt > 1) expect(await w.drain(new Date(now.getTime() - 1))).toBe(0);
      expect(await w.drain(now)).toBe(1);
      const state = await row(id);
      expect(state.attempts).toBe(attempt);
      if (attempt < MAIL_WORKER_DEFAULTS.maxAttempts) {
        expect(state.status).toBe('pending');
        waits.push(state.next_attempt_at.getTime() - now.getTime());
        now = state.next_attempt_at;
      } else {
        expect(state.status).toBe('dead');
        expect(state.last_error).toMatch(/ECONNREFUSED|connect/i);
      }
    }
    expect(waits.map((ms) => ms / SECOND)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    // A dead message is never picked up again, however late.
    expect(await w.drain(new Date(now.getTime() + 365 * 24 * 3600 * SECOND))).toBe(0);
    expect((await row(id)).attempts).toBe(MAIL_WORKER_DEFAULTS.maxAttempts);
  });

  it('marks a message dead at once when the server refuses it for good (5xx)', async () => {
    await database.db.transaction((tx) => enqueueMail(tx, testMails(1, 'Refused')));
    const id = await onlyRowId();
    const refusing: MailTransport = {
      name: 'smtp',
      send: async () => {
        throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      },
      close: async () => undefined,
    };
    expect(await worker({ transport: refusing }).drain()).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: '550 5.1.1 mailbox unavailable',
    });
  });

  it('retries a message whose worker died mid-send once the lease runs out', async () => {
    await database.db.transaction((tx) => enqueueMail(tx, testMails(1, 'Orphan')));
    const id = await onlyRowId();
    const claimedAt = new Date();
    // What a worker leaves behind when its process dies after claiming: 'sending', leased into the future.
    await database.db
      .update(mail_outbox)
      .set({
        status: 'sending',
        attempts: 1,
        next_attempt_at: new Date(claimedAt.getTime() + MAIL_WORKER_DEFAULTS.leaseMs),
      })
      .where(eq(mail_outbox.id, id));
    const w = worker();
    expect(await w.drain(new Date(claimedAt.getTime() + MAIL_WORKER_DEFAULTS.leaseMs - SECOND))).toBe(0);
    expect(receiver.messages).toHaveLength(0);
    expect(await w.drain(new Date(claimedAt.getTime() + MAIL_WORKER_DEFAULTS.leaseMs + SECOND))).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(receiver.messages).toHaveLength(1);
  });

  it('does not overwrite a row another worker re-claimed after this one lost its lease', async () => {
    await database.db.transaction((tx) => enqueueMail(tx, testMails(1, 'Slow')));
    const id = await onlyRowId();
    let release: () => void = () => undefined;
    const slow: MailTransport = {
      name: 'smtp',
      send: () => new Promise<void>((resolve) => (release = resolve)),
      close: async () => undefined,
    };
    const t0 = new Date();
    const stuck = worker({ transport: slow }).drain(t0);
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sending'));
    // The lease ran out; a healthy worker takes the row over and delivers it.
    expect(await worker().drain(new Date(t0.getTime() + MAIL_WORKER_DEFAULTS.leaseMs + SECOND))).toBe(1);
    release();
    await stuck;
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    const all = await database.db
      .select({ id: mail_outbox.id })
      .from(mail_outbox)
      .where(inArray(mail_outbox.status, ['pending', 'sending']));
    expect(all).toEqual([]);
  });
});
