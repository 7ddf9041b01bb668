import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';
import type { WorkerTask } from '../mail/worker';
import { type AccountKeys, accountKeys } from '../security/keys';
import { mailCustomer } from './appointmentContext';
import { visitsWithCustomers } from './appointmentRecord';
import { REMINDER_LEAD_MS } from './appointmentTokens';

/** Reminders are due by the hour of a window's start, so a look once a minute is plenty. */
export const REMINDER_INTERVAL_MS = 60_000;
/** Visits reminded per transaction; more wait for the next round. */
const BATCH = 50;

/**
 * Claims the booked visits starting within the next 24 hours that were not reminded yet and queues
 * their reminders, in one transaction: the claim (reminder_sent_at) and the e-mails commit together or
 * not at all, and FOR UPDATE SKIP LOCKED keeps another process from claiming the same visits meanwhile,
 * so each visit is reminded once, whatever the number of processes or restarts. Answers how many.
 */
export function sendDueReminders(
  db: Db,
  context: { keys: Pick<AccountKeys, 'appointmentToken'>; publicUrl: string; companyEmail: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.status, 'booked'),
          isNull(appointments.reminder_sent_at),
          gt(appointments.starts_at, now),
          lte(appointments.starts_at, new Date(now.getTime() + REMINDER_LEAD_MS)),
        ),
      )
      .orderBy(asc(appointments.starts_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(appointments)
      .set({ reminder_sent_at: now })
      .where(inArray(appointments.id, due))
      .returning({ id: appointments.id });
    if (claimed.length === 0) return 0;
    const rows = await visitsWithCustomers(
      tx,
      inArray(
        appointments.id,
        claimed.map((c) => c.id),
      ),
    );
    for (const { row, customer } of rows)
      await mailCustomer(tx, 'reminder', row, customer, { ...context, now });
    return rows.length;
  });
}

/** The reminders as a task of the outbox worker, which every process runs (see housekeepingTask.ts). */
export function reminderTask(
  db: Db,
  config: Pick<Config, 'appSecret' | 'publicUrl' | 'companyEmail'>,
  log: FastifyBaseLogger,
  intervalMs = REMINDER_INTERVAL_MS,
): WorkerTask {
  let nextAt = 0;
  return {
    name: 'appointment reminders',
    async run(now) {
      if (now.getTime() < nextAt) return;
      nextAt = now.getTime() + intervalMs;
      // Read at each round: the public address is settled only once the server listens.
      const context = {
        keys: accountKeys(config),
        publicUrl: config.publicUrl,
        companyEmail: config.companyEmail,
      };
      const sent = await sendDueReminders(db, context, now);
      if (sent > 0) log.info({ reminders: sent }, 'appointment reminders queued');
    },
  };
}
