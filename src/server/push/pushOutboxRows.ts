import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type AlertPayload, push_outbox, push_subscriptions, two_factor_secrets, users } from '../db/schema';

// The push worker's statements (pushWorker.ts): claiming due rows under a lease, and recording what became
// of them, each only while this worker's claim (the row's attempt number) still holds it.

export interface ClaimedPush {
  id: number;
  subscriptionId: string;
  kind: string;
  payload: AlertPayload;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The device's owner is staff now (a verified listed address, 2FA on): otherwise nothing is sent. */
  toStaff: boolean;
}

type ClaimRow = {
  // int8 arrives as a string from node-postgres.
  id: number | string;
  subscription_id: string;
  kind: string;
  payload: AlertPayload | string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  to_staff: boolean;
};

/**
 * Claims up to `limit` due rows with FOR UPDATE SKIP LOCKED and leases them by moving next_attempt_at
 * forward, so only this worker sends them (whichever process it runs in), and a row whose worker died
 * mid-send is due again when the lease runs out. Each row comes with its device and whether the device's
 * owner is staff by the rule of staff/staffAccess.ts at this moment.
 */
export async function claimDuePushes(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
  staffEmails: readonly string[],
): Promise<ClaimedPush[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute<ClaimRow>(sql`
    with due as (
      select id, subscription_id from ${push_outbox}
      where status in ('pending', 'sending') and next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    update ${push_outbox} o set status = 'sending', attempts = o.attempts + 1,
      next_attempt_at = ${leaseUntil}::timestamptz
    from due
      join ${push_subscriptions} s on s.id = due.subscription_id
      join ${users} u on u.id = s.user_id
      left join ${two_factor_secrets} t on t.user_id = u.id and t.enabled_at is not null
    where o.id = due.id
    returning o.id, o.subscription_id, o.kind, o.payload, o.attempts, s.endpoint, s.p256dh, s.auth,
      (u.email_verified_at is not null and t.user_id is not null
        and lower(u.email) in (select jsonb_array_elements_text(${JSON.stringify(staffEmails)}::jsonb))) as to_staff`);
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      subscriptionId: row.subscription_id,
      kind: row.kind,
      payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as AlertPayload) : row.payload,
      attempts: row.attempts,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      toStaff: row.to_staff,
    }))
    .sort((a, b) => a.id - b.id);
}

export type PushSettlement =
  | { status: 'sent' }
  | { status: 'pending'; retryAt: Date; error: string }
  | { status: 'dead'; error: string };

/** Records one row's outcome (and the device's last success), while this worker's claim still holds. */
export async function settlePush(
  db: Db,
  row: ClaimedPush,
  outcome: PushSettlement,
  now: Date,
): Promise<void> {
  const claimed = and(
    eq(push_outbox.id, row.id),
    eq(push_outbox.status, 'sending'),
    eq(push_outbox.attempts, row.attempts),
  );
  if (outcome.status === 'sent') {
    await db.transaction(async (tx) => {
      const done = await tx
        .update(push_outbox)
        .set({ status: 'sent', sent_at: now, last_error: null })
        .where(claimed)
        .returning({ id: push_outbox.id });
      if (done.length > 0) {
        await tx
          .update(push_subscriptions)
          .set({ last_success_at: now })
          .where(eq(push_subscriptions.id, row.subscriptionId));
      }
    });
    return;
  }
  await db
    .update(push_outbox)
    .set({
      status: outcome.status,
      next_attempt_at: outcome.status === 'pending' ? outcome.retryAt : now,
      last_error: outcome.error,
    })
    .where(claimed);
}

/** The push service says the device is gone (404, 410): the subscription and its queued alerts go. */
export async function forgetDevice(db: Db, subscriptionId: string): Promise<void> {
  await db.delete(push_subscriptions).where(eq(push_subscriptions.id, subscriptionId));
}

/** Deletes delivered and dead rows created before `before`: an alert is news for minutes, not weeks. */
export async function pruneSettled(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(push_outbox)
    .where(and(inArray(push_outbox.status, ['sent', 'dead']), lt(push_outbox.created_at, before)))
    .returning({ id: push_outbox.id });
  return removed.length;
}
