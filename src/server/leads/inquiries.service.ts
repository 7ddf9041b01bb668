import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiries, inquiry_items, users } from '../db/schema';
import type { KeyCompletionSql } from '../idempotency/idempotencyKeys.service';
import { type MailChoice, type OutgoingMail, outboxStatementParts } from '../mail/outbox';
import { addressProvenSql } from '../mail/provenAddresses';
import { wantsNotification } from '../notifications/preferences.service';
import { firstNameOf, staffAlertStatementParts } from '../push/staffAlerts';
import { inboxRowInsert, inquiryInboxRow } from './inboxRow';
import { COMPANY_COPY_KIND, type InquiryLead, inquiryConfirmation, inquiryEmails } from './leadEmails';
import { expectCall } from './responseTime';
import type { LeadContext } from './serviceRequests.service';

export interface InquiryInput {
  name: string;
  email: string;
  /** 10 digits. */
  phone: string;
  products: Array<{ name: string; message: string }>;
  /** The signed-in sender, if any. */
  userId: string | null;
}

async function signedInSender(db: Db, userId: string) {
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { username: user?.username, confirm: await wantsNotification(db, userId, 'inquiry_verification') };
}

/**
 * The company's copy, and the visitor's: the full one when the typed address has proven itself, else the
 * plain one; the statement chooses, reading `proven` (a CTE), so the check costs no round trip.
 */
function inquiryMails(
  lead: InquiryLead,
  companyEmail: string,
  confirm: boolean,
): Array<OutgoingMail | MailChoice> {
  const mails: Array<OutgoingMail | MailChoice> = inquiryEmails(lead, companyEmail, false);
  if (confirm) {
    mails.push({
      when: sql<boolean>`(select yes from proven)`,
      whenTrue: inquiryConfirmation(lead, companyEmail, 'full'),
      otherwise: inquiryConfirmation(lead, companyEmail, 'plain'),
    });
  }
  return mails;
}

/**
 * Stores an inquiry with its products in list order, its row in the staff inbox (linked to the company's
 * copy), and queues the company's copy and the visitor's confirmation (for a signed-in sender only if
 * their inquiry_verification notification is on) and the staff alert (push/staffAlerts.ts).
 *
 * Inquiries are the public site's busiest write, so the row, its products and both e-mails go to the
 * database as one statement (data-modifying CTEs), atomic without a transaction: one round trip instead
 * of seven (BEGIN, four INSERTs, NOTIFY, COMMIT). The id and time are chosen here so the e-mails, which
 * quote them, can be rendered before the write. `keyDone` (the request's Idempotency-Key storing its
 * answer) joins the same statement, whose check fails it all when the key is no longer held.
 */
export async function submitInquiry(
  db: Db,
  input: InquiryInput,
  context: LeadContext,
  keyDone?: KeyCompletionSql,
): Promise<string> {
  const sender = input.userId
    ? await signedInSender(db, input.userId)
    : { username: undefined, confirm: true };
  const id = randomUUID();
  const receivedAt = context.now;
  const language = context.language ?? 'en';
  const callBy = expectCall(receivedAt, context.responsePolicy, context.closedDays);
  const lead = { ...input, id, receivedAt, username: sender.username, language, callBy };
  const outbox = outboxStatementParts(inquiryMails(lead, context.companyEmail, sender.confirm));
  const companyCopy = sql`(select id from mail where kind = ${COMPANY_COPY_KIND.inquiry})`;
  // An inquiry asks for no city: staff see the first name.
  const alert = staffAlertStatementParts(
    { kind: 'inquiry', leadId: id, firstName: firstNameOf(input.name), city: null },
    input.phone.trim() !== '',
  );
  const items = input.products.map(
    (p, position) => sql`(${id}::uuid, ${position}::int, ${p.name}, ${p.message})`,
  );
  await db.execute(sql`
    with proven as (select ${addressProvenSql(context.keys, input.email)} as yes
    ), inquiry as (
      insert into ${inquiries} (id, name, email, phone, user_id, created_at, language)
      values (${id}, ${input.name}, ${input.email}, ${input.phone}, ${input.userId}, ${receivedAt.toISOString()}, ${language})
    ), items as (
      insert into ${inquiry_items} (inquiry_id, position, name, message) values ${sql.join(items, sql`, `)}
    ), mail as (${outbox.insert} returning id, kind
    ), inbox as (${inboxRowInsert(inquiryInboxRow(lead), companyCopy, new Date(callBy.by))}
    ), alert as (${alert.insert}
    )${keyDone ? sql`, ${keyDone.cte}` : sql``}
    select ${outbox.notify}, ${alert.notify}${keyDone ? sql`, ${keyDone.check}` : sql``}`);
  return id;
}
