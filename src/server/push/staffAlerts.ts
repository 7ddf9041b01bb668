import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type AlertKind, type AlertPayload, leads, push_outbox, push_subscriptions } from '../db/schema';
import { PUSH_CHANNEL } from './pushSignal';

/** What arrived, as staff see it on the lock screen: the customer's first name and city, nothing more. */
export interface StaffAlert {
  kind: AlertKind;
  leadId: string;
  firstName: string;
  city: string | null;
  /**
   * Tells one event of a lead from another of the same kind (a visit moved twice); an event is pushed once
   * to each device whichever process stores it. Default: one event of this kind per lead.
   */
  eventKey?: string;
}

const TITLES: Record<AlertKind, string> = {
  inquiry: 'New inquiry',
  estimate: 'New estimate request',
  booking: 'Visit booked',
  move: 'Visit moved',
  cancellation: 'Visit cancelled',
  escalation: 'Lead waiting for a call',
};

/** The push payload; `call` offers a Call action on the notification when the lead has a phone. */
export function alertPayload(alert: StaffAlert, call: boolean): AlertPayload {
  const firstName = alert.firstName.trim() || 'A customer';
  const city = alert.city?.trim();
  return {
    kind: alert.kind,
    lead_id: alert.leadId,
    title: TITLES[alert.kind],
    body: city ? `${firstName} in ${city}` : firstName,
    url: `/staff?lead=${encodeURIComponent(alert.leadId)}`,
    call,
  };
}

/** The first word of a full name (an inquiry has one field for it). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

function outboxInsert(alert: StaffAlert, payload: SQL): SQL {
  const eventKey = alert.eventKey ?? `${alert.kind}:${alert.leadId}`;
  return sql`insert into ${push_outbox} (subscription_id, event_key, kind, payload)
    select ${push_subscriptions.id}, ${eventKey}, ${alert.kind}, ${payload}
    from ${push_subscriptions} where ${alert.kind} = any(${push_subscriptions.kinds})
    on conflict (subscription_id, event_key) do nothing
    returning 1`;
}

/**
 * Wakes every push worker when the statement commits, if `queued` (the name of the CTE holding the
 * outboxInsert) queued anything. Most leads come while no device has subscribed, and a wake-up for nothing
 * cost a claim statement on the database per gathering pause (25 ms): under a stream of inquiries on PGlite,
 * a tenth of the database time an inquiry costs (issue 41).
 */
function notifyIfQueued(queued: string): SQL {
  return sql`(select pg_notify(${PUSH_CHANNEL}, '') where exists (select 1 from ${sql.identifier(queued)}))`;
}

/**
 * Queues the alert for every device that asked for its kind (only staff can subscribe; the worker checks
 * each device's owner is still staff when it sends). Call it with the transaction that stores the event,
 * so the alert exists exactly when the event does; every push worker wakes when it commits.
 */
export async function enqueueStaffAlert(tx: Db, alert: StaffAlert): Promise<void> {
  const [lead] = await tx
    .select({ phone: leads.phone })
    .from(leads)
    .where(sql`${leads.id} = ${alert.leadId}`)
    .limit(1);
  const payload = alertPayload(alert, Boolean(lead?.phone.trim()));
  await tx.execute(
    sql`with alert as (${outboxInsert(alert, sql`${JSON.stringify(payload)}::jsonb`)}) select ${notifyIfQueued('alert')}`,
  );
}

/**
 * The same as enqueueStaffAlert as parts of one SQL statement (the inquiry's single-statement write, whose
 * lead row is not visible to its own CTEs): `insert` for a data-modifying CTE named `alert`, `notify` for
 * its SELECT.
 */
export function staffAlertStatementParts(alert: StaffAlert, call: boolean): { insert: SQL; notify: SQL } {
  const payload = alertPayload(alert, call);
  return {
    insert: outboxInsert(alert, sql`${JSON.stringify(payload)}::jsonb`),
    notify: notifyIfQueued('alert'),
  };
}
