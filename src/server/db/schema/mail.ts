import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';

/** A file sent with a message (an appointment's .ics); `content` is its text (UTF-8). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

// 'refused': over its recipient's allowance (throttle.ts), recorded with the reason and never sent.
export const mailStatuses = ['pending', 'sending', 'sent', 'dead', 'refused'] as const;

// The outbox row is written in the business transaction; a worker delivers it later. A worker claims due
// rows with FOR UPDATE SKIP LOCKED, and may mark a row 'sending' with next_attempt_at as its lease so that a
// crashed worker's row becomes due again: the partial index covers both states.
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to_address: text('to_address').notNull(),
    /** Where Reply goes: the visitor on the company's copy of a lead, the company on a confirmation. */
    reply_to: text('reply_to'),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** Files sent with the message (issue 28: calendar invitations); null for most mail. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    kind: text('kind').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
    /** When a worker first took the row to send it: counts against the recipient's allowance (issue 38). */
    claimed_at: timestamptz('claimed_at'),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'dead', 'refused')`),
    index('mail_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_recipient_claimed_idx')
      .on(sql`lower(${t.to_address})`, t.claimed_at)
      .where(sql`${t.claimed_at} is not null`),
  ],
);
