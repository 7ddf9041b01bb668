import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mail_outbox } from '../db/schema';
import { OUTBOX_CHANNEL } from './outboxSignal';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (e.g. 'inquiry.company'); used in logs and to find messages, never secret. */
  kind: string;
}

/**
 * Puts messages in the outbox. Call it with the transaction of the business write it belongs to, so that
 * the lead (or account change) and its e-mails are committed together or not at all; the outbox worker
 * delivers them afterwards, woken as soon as the transaction commits.
 */
export async function enqueueMail(tx: Db, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mail_outbox).values(
    mails.map((m) => ({
      to_address: m.to,
      subject: m.subject,
      text_body: m.text,
      html_body: m.html,
      kind: m.kind,
    })),
  );
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
