import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MailAttachment, mail_outbox } from '../db/schema';

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

/**
 * Claims up to `limit` due rows with FOR UPDATE SKIP LOCKED and leases them by moving next_attempt_at
 * forward, so only this worker sends them, and a row whose worker died mid-send is due again later.
 */
export function claimDueRows(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const due = db
    .select({ id: mail_outbox.id })
    .from(mail_outbox)
    .where(and(inArray(mail_outbox.status, ['pending', 'sending']), lte(mail_outbox.next_attempt_at, now)))
    .orderBy(asc(mail_outbox.next_attempt_at), asc(mail_outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mail_outbox)
    .set({
      status: 'sending',
      attempts: sql`${mail_outbox.attempts} + 1`,
      next_attempt_at: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(mail_outbox.id, due))
    .returning({
      id: mail_outbox.id,
      to_address: mail_outbox.to_address,
      reply_to: mail_outbox.reply_to,
      subject: mail_outbox.subject,
      text_body: mail_outbox.text_body,
      html_body: mail_outbox.html_body,
      attachments: mail_outbox.attachments,
      kind: mail_outbox.kind,
      attempts: mail_outbox.attempts,
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
