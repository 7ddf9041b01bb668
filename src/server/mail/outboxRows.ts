import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MailAttachment, mail_outbox } from '../db/schema';
import { CLAIM_LOCK_KEY, type RecipientAllowance, refusedRowsSql } from './recipientAllowance';

// The outbox worker's statements (worker.ts): claiming due rows under a lease, and recording what became
// of them, each only while this worker's claim (the row's attempt number) still holds it.

export interface ClaimedRow {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[] | null;
  kind: string;
  attempts: number;
}

export type RowSettlement = Partial<typeof mail_outbox.$inferInsert>;

type ClaimRow = Omit<ClaimedRow, 'id'> & {
  // int8 arrives as a string from node-postgres.
  id: number | string;
  status: 'sending' | 'refused';
  last_error: string | null;
};

export interface Claim {
  /** Rows this worker now holds and sends. */
  claimed: ClaimedRow[];
  /** Rows over their recipient's allowance: recorded as 'refused' by the claim, never sent. */
  refused: Array<{ id: number; kind: string; reason: string }>;
}

/** The claim itself (claimDueRows runs it after taking the lock). */
export function claimStatement(
  now: Date,
  limit: number,
  leaseMs: number,
  allowance: RecipientAllowance,
): SQL {
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const at = now.toISOString();
  return sql`
    with due as (
      select id, lower(to_address) as recipient, claimed_at, next_attempt_at
      from ${mail_outbox}
      where status in ('pending', 'sending') and next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    ), ${refusedRowsSql(allowance, now)}
    update ${mail_outbox} o set
      status = case when r.id is null then 'sending' else 'refused' end,
      attempts = case when r.id is null then o.attempts + 1 else o.attempts end,
      next_attempt_at = case when r.id is null then ${leaseUntil}::timestamptz else o.next_attempt_at end,
      claimed_at = case when r.id is null then coalesce(o.claimed_at, ${at}::timestamptz) else o.claimed_at end,
      last_error = case when r.id is null then o.last_error else r.reason end
    from due left join refused r on r.id = due.id
    where o.id = due.id
    returning o.id, o.to_address, o.reply_to, o.subject, o.text_body, o.html_body, o.attachments, o.kind,
      o.attempts, o.status, o.last_error`;
}

/**
 * Claims up to `limit` due rows with FOR UPDATE SKIP LOCKED and leases them by moving next_attempt_at
 * forward, so only this worker sends them, and a row whose worker died mid-send is due again later. A row
 * over its recipient's allowance (recipientAllowance.ts) is marked refused by the same statement. Claims
 * take a transaction-scoped advisory lock first, so the allowance holds across workers and processes: one
 * more round trip per batch than a bare claim (BEGIN, the lock, the claim, COMMIT).
 */
export function claimDueRows(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
  allowance: RecipientAllowance,
): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`);
    const result = await tx.execute<ClaimRow>(claimStatement(now, limit, leaseMs, allowance));
    const claim: Claim = { claimed: [], refused: [] };
    for (const { status, last_error, ...row } of result.rows) {
      const id = Number(row.id);
      if (status === 'refused') claim.refused.push({ id, kind: row.kind, reason: last_error ?? '' });
      else claim.claimed.push({ ...row, id });
    }
    // The statement returns rows in no set order; the worker sends them oldest first, as before.
    claim.claimed.sort((a, b) => a.id - b.id);
    return claim;
  });
}

/** The values of a delivered row. */
export const sentValues = (now: Date): RowSettlement => ({ status: 'sent', sent_at: now, last_error: null });

/**
 * Marks a batch's delivered rows sent in one statement (one per message was most of the worker's
 * database time under a stream of inquiries).
 */
export async function markSent(db: Db, rows: ClaimedRow[], now: Date): Promise<void> {
  const claimed = rows.map((row) => and(eq(mail_outbox.id, row.id), eq(mail_outbox.attempts, row.attempts)));
  await db
    .update(mail_outbox)
    .set(sentValues(now))
    .where(and(eq(mail_outbox.status, 'sending'), or(...claimed)));
}

/** Records one row's outcome. */
export async function settleRow(db: Db, row: ClaimedRow, values: RowSettlement): Promise<void> {
  await db
    .update(mail_outbox)
    .set(values)
    .where(
      and(
        eq(mail_outbox.id, row.id),
        eq(mail_outbox.status, 'sending'),
        eq(mail_outbox.attempts, row.attempts),
      ),
    );
}
