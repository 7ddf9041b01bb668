import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mail_outbox } from '../../src/server/db/schema';
import { housekeepingTask } from '../../src/server/housekeeping/housekeepingTask';
import { enqueueMail, type OutgoingMail } from '../../src/server/mail/outbox';
import { setUpMailWorkers } from '../helpers/mailWorkers';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestDatabase } from '../helpers/testDatabase';

// Issue 38: a delivered message's bodies (a reset link, a visit's manage link, its .ics) are kept in the
// outbox only for the resend window, 7 days; the row itself (to, subject, kind, when) stays a month as the
// record that it went out. A refused message, never sent, loses its bodies after the same window.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const silentLog = Fastify({ logger: false }).log;

let receiver: SmtpReceiver;
beforeEach(async () => {
  receiver = new SmtpReceiver();
  await receiver.start();
});
afterEach(async () => {
  await receiver.stop();
});

describe('the bodies of delivered mail', () => {
  let database: TestDatabase;
  const worker = setUpMailWorkers(
    (created) => {
      database = created;
    },
    () => receiver.url,
  );

  const resetMail = (to: string): OutgoingMail => ({
    to,
    subject: 'Reset your password',
    text: 'Reset it here: https://example.test/reset?token=secret-token',
    html: '<a href="https://example.test/reset?token=secret-token">Reset</a>',
    kind: 'password.reset',
    attachments: [
      { filename: 'visit.ics', contentType: 'text/calendar', content: 'URL:https://example.test/m/secret' },
    ],
  });

  async function row(id: number) {
    const [found] = await database.db
      .select({
        status: mail_outbox.status,
        subject: mail_outbox.subject,
        text: mail_outbox.text_body,
        html: mail_outbox.html_body,
        attachments: mail_outbox.attachments,
      })
      .from(mail_outbox)
      .where(eq(mail_outbox.id, id));
    return found;
  }

  it('are cleared by the housekeeping 7 days after delivery; the row stays', async () => {
    const t0 = new Date(Date.now() + MINUTE);
    const [sent] = await database.db.transaction((tx) => enqueueMail(tx, [resetMail('reader@example.com')]));
    await worker().drain(t0);
    expect(receiver.messages).toHaveLength(1);
    const id = sent?.id ?? 0;
    // Refused rows (over the allowance) are not delivered, but hold links all the same.
    const [refused] = await database.db.transaction((tx) =>
      enqueueMail(tx, [resetMail('other@example.com')]),
    );
    await database.db
      .update(mail_outbox)
      .set({ status: 'refused', last_error: 'over the allowance', created_at: t0 })
      .where(eq(mail_outbox.id, refused?.id ?? 0));

    const task = housekeepingTask(database.db, silentLog, 0);
    await task.run(new Date(t0.getTime() + 7 * DAY - MINUTE));
    expect(await row(id)).toMatchObject({ status: 'sent', text: resetMail('').text });

    await task.run(new Date(t0.getTime() + 7 * DAY + MINUTE));
    expect(await row(id)).toEqual({
      status: 'sent',
      subject: 'Reset your password',
      text: '',
      html: null,
      attachments: null,
    });
    expect(await row(refused?.id ?? 0)).toMatchObject({
      status: 'refused',
      text: '',
      html: null,
      attachments: null,
    });
  });
});
