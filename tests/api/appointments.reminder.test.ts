import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { reminderTask } from '../../src/server/appointments/reminders';
import { appointments } from '../../src/server/db/schema';
import { smtpTransport } from '../../src/server/mail/transport';
import { MailWorker } from '../../src/server/mail/worker';
import { outboxSettled } from '../helpers/accounts';
import { setUpAppointmentSuite } from '../helpers/appointmentSuite';
import { calendarOf } from '../helpers/icsParser';

// The reminder a day before the visit (issue 28), sent once however many processes look for it and
// however often they restart: two outbox workers on the test server's database, on a fake clock, each
// with its own reminder task (as two processes would run them), then a third as after a restart.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');
const silentLog = Fastify({ logger: false }).log;
const workers: MailWorker[] = [];

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

function worker(): MailWorker {
  const server = suite.server();
  const created = new MailWorker({
    db: server.database.db,
    transport: smtpTransport(suite.receiver.url, '"Test" <no-reply@company.test>'),
    log: silentLog,
    tasks: [reminderTask(server.database.db, server.config, silentLog)],
  });
  workers.push(created);
  return created;
}

const reminders = (email: string) =>
  suite.mailsTo(email).filter((m) => (m.parsed.subject ?? '').startsWith('Reminder:'));

describe('the reminder', () => {
  it('goes out once, 24 hours ahead, across two workers and a restart', async () => {
    const request = await suite.estimate();
    const booking = await suite.book(request, '2026-11-10', 'morning'); // 8 am EST = 13:00 UTC
    expect(booking.status).toBe(201);
    const [first, second] = [worker(), worker()];

    await Promise.all([
      first.drain(new Date('2026-11-09T12:59:00Z')),
      second.drain(new Date('2026-11-09T12:59:00Z')),
    ]);
    await outboxSettled(suite.server());
    expect(reminders(request.email)).toHaveLength(0);

    await Promise.all([
      first.drain(new Date('2026-11-09T13:30:00Z')),
      second.drain(new Date('2026-11-09T13:30:00Z')),
    ]);
    await outboxSettled(suite.server());
    const [reminder, ...more] = reminders(request.email);
    expect(more).toEqual([]);
    expect(reminder?.parsed.text).toContain(`/appointments/manage/${booking.body.manage_token}`);
    expect(reminder && calendarOf(reminder).method).toBe('REQUEST');

    await worker().drain(new Date('2026-11-09T20:00:00Z'));
    await Promise.all([
      first.drain(new Date('2026-11-10T12:00:00Z')),
      second.drain(new Date('2026-11-10T12:00:00Z')),
    ]);
    await outboxSettled(suite.server());
    expect(reminders(request.email)).toHaveLength(1);
    const [row] = await suite
      .server()
      .database.db.select({ sent: appointments.reminder_sent_at })
      .from(appointments)
      .where(eq(appointments.id, booking.body.appointment.id));
    expect(row?.sent?.toISOString()).toBe('2026-11-09T13:30:00.000Z');
  });

  it('is not sent for a visit booked less than a day ahead, nor for a cancelled one', async () => {
    const soon = await suite.estimate();
    // 8 am tomorrow is 22 hours away: the confirmation is reminder enough.
    expect((await suite.book(soon, '2026-10-29', 'morning')).status).toBe(201);
    const gone = await suite.estimate();
    const booked = await suite.book(gone, '2026-11-11', 'afternoon');
    const cancel = await suite.publicCall('POST', `/appointments/manage/${booked.body.manage_token}/cancel`);
    expect(cancel.status).toBe(200);
    const looker = worker();
    await looker.drain(new Date('2026-10-28T20:00:00Z'));
    await worker().drain(new Date('2026-11-10T20:00:00Z'));
    await outboxSettled(suite.server());
    expect(reminders(soon.email)).toEqual([]);
    expect(reminders(gone.email)).toEqual([]);
  });
});
