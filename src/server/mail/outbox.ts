import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MailAttachment, mail_outbox } from '../db/schema';
import { notifyOutbox, OUTBOX_CHANNEL } from './outboxSignal';

export interface OutgoingMail {
  to: string;
  /** Where the recipient's Reply goes, when not to the no-reply sender. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an appointment's .ics). */
  attachments?: MailAttachment[];
  /** What the message is for (e.g. 'inquiry.company'); used in logs and to find messages, never secret. */
  kind: string;
}

/** An outbox row just written: its id lets the business row point at it (a lead's company copy). */
export interface QueuedMail {
  id: number;
  kind: string;
}

/**
 * Puts messages in the outbox. Call it with the transaction of the business write it belongs to, so that
 * the lead (or account change) and its e-mails are committed together or not at all; the outbox worker
 * delivers them afterwards, woken as soon as the transaction commits.
 */
export async function enqueueMail(tx: Db, mails: OutgoingMail[]): Promise<QueuedMail[]> {
  if (mails.length === 0) return [];
  const queued = await tx
    .insert(mail_outbox)
    .values(
      mails.map((m) => ({
        to_address: m.to,
        reply_to: m.replyTo ?? null,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html,
        kind: m.kind,
        attachments: m.attachments ?? null,
      })),
    )
    .returning({ id: mail_outbox.id, kind: mail_outbox.kind });
  await notifyOutbox(tx);
  return queued;
}

/**
 * One of two messages to the same recipient, of the same kind, that the statement itself chooses between:
 * `whenTrue` when `when` holds, else `otherwise` (an inquiry's copy to a proven address or not, issue 38).
 * `when` is evaluated for each differing column: make it a cheap reference, e.g. a CTE's one value.
 */
export interface MailChoice {
  when: SQL<boolean>;
  whenTrue: OutgoingMail;
  otherwise: OutgoingMail;
}

function isChoice(mail: OutgoingMail | MailChoice): mail is MailChoice {
  return 'when' in mail;
}

function outboxValues(mail: OutgoingMail | MailChoice): SQL {
  if (!isChoice(mail)) {
    return sql`(${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html}, ${mail.kind})`;
  }
  const { when, whenTrue, otherwise } = mail;
  if (
    whenTrue.to !== otherwise.to ||
    whenTrue.kind !== otherwise.kind ||
    whenTrue.replyTo !== otherwise.replyTo
  ) {
    throw new Error('a mail choice is between two wordings of one message');
  }
  const pick = (a: string, b: string) =>
    a === b ? sql`${a}` : sql`(case when ${when} then ${a} else ${b} end)`;
  return sql`(${whenTrue.to}, ${whenTrue.replyTo ?? null}, ${pick(whenTrue.subject, otherwise.subject)}, ${pick(whenTrue.text, otherwise.text)}, ${pick(whenTrue.html, otherwise.html)}, ${whenTrue.kind})`;
}

/**
 * The same as enqueueMail, as parts of one SQL statement: `insert` for a data-modifying CTE (add
 * `returning id, kind` to point at the rows) and `notify` for its final SELECT. A hot path (an inquiry)
 * then writes its rows and e-mails in one round trip instead of one per statement; a single statement is
 * atomic on its own, so it needs no transaction.
 */
export function outboxStatementParts(mails: Array<OutgoingMail | MailChoice>): { insert: SQL; notify: SQL } {
  const rows = mails.map(outboxValues);
  return {
    insert: sql`insert into ${mail_outbox} (to_address, reply_to, subject, text_body, html_body, kind) values ${sql.join(rows, sql`, `)}`,
    notify: sql`pg_notify(${OUTBOX_CHANNEL}, '')`,
  };
}
