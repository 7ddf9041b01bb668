import { and, asc, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { WorkerTask } from '../mail/worker';
import { enqueueStaffAlert, firstNameOf } from '../push/staffAlerts';
import { escalationMail, type OverdueLead } from './escalationMail';

// Nobody waits unnoticed (issue 40): a lead still uncontacted at its respond_by (leads/responseTime.ts)
// alerts the company inbox and the staff's phones once.

/** A lead is due at a minute; looking every 30 seconds alerts within half a minute of it. */
export const ESCALATION_INTERVAL_MS = 30_000;
/** Leads escalated per transaction; more wait for the next round. */
const BATCH = 50;

type EscalationContext = Pick<Config, 'companyEmail' | 'publicUrl'> & { responseMinutes: number };

const awaitingContact = (now: Date) =>
  and(isNull(leads.first_contact_at), isNull(leads.escalated_at), lte(leads.respond_by, now));

/**
 * Claims the leads whose respond_by has passed with no contact and no escalation yet, and queues the
 * owner's e-mail and the staff's push alert (kind 'escalation') about each, in one transaction: the claim (escalated_at) and the e-mails commit together
 * or not at all, and FOR UPDATE SKIP LOCKED keeps another process from claiming the same leads meanwhile,
 * so each lead is escalated once whatever the number of processes. A lead whose first contact is being
 * logged at that moment is locked by that change: skipped now, and not due any more once it commits.
 * Answers the leads escalated.
 */
export function escalateOverdueLeads(db: Db, context: EscalationContext, now: Date): Promise<OverdueLead[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: leads.id })
      .from(leads)
      .where(awaitingContact(now))
      .orderBy(asc(leads.respond_by))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(leads)
      .set({ escalated_at: now })
      .where(and(inArray(leads.id, due), awaitingContact(now)))
      .returning({
        id: leads.id,
        kind: leads.kind,
        name: leads.name,
        city: leads.city,
        created_at: leads.created_at,
        respond_by: leads.respond_by,
      });
    const overdue = claimed.flatMap((lead): OverdueLead[] =>
      lead.respond_by ? [{ ...lead, respond_by: lead.respond_by }] : [],
    );
    await enqueueMail(
      tx,
      overdue.map((lead) => escalationMail(lead, context, now)),
    );
    for (const lead of overdue) {
      await enqueueStaffAlert(tx, {
        kind: 'escalation',
        leadId: lead.id,
        firstName: firstNameOf(lead.name),
        city: lead.city,
      });
    }
    return overdue;
  });
}

/** The escalation as a task of the outbox worker, which every process runs (see housekeepingTask.ts). */
export function escalationTask(
  db: Db,
  config: Pick<Config, 'companyEmail' | 'publicUrl' | 'responsePolicy'>,
  log: FastifyBaseLogger,
  /** The application's clock (AppDeps.clock), which stamps the leads; default the worker's. */
  clock?: () => Date,
  intervalMs = ESCALATION_INTERVAL_MS,
): WorkerTask {
  let nextAt = 0;
  return {
    name: 'lead escalation',
    async run(workerNow) {
      const now = clock?.() ?? workerNow;
      if (now.getTime() < nextAt) return;
      nextAt = now.getTime() + intervalMs;
      // Read at each round: the public address is settled only once the server listens.
      const context = {
        companyEmail: config.companyEmail,
        publicUrl: config.publicUrl,
        responseMinutes: config.responsePolicy.responseMinutes,
      };
      const escalated = await escalateOverdueLeads(db, context, now);
      if (escalated.length > 0)
        log.warn({ leads: escalated.map((lead) => lead.id) }, 'leads not contacted in time: owner alerted');
    },
  };
}
