import { eq, sql } from 'drizzle-orm';
import type { LeadStatus } from '../../shared/leadInbox';
import { staffMessages } from '../../shared/staffMessages';
import type { Db } from '../db/client';
import { lead_events, leads, mail_outbox } from '../db/schema';
import { httpError } from '../http/httpError';
import { estimateEmails, inquiryEmails } from '../leads/leadEmails';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { markFirstContact } from './leadContact';
import { type LeadRecord, loadLeadRecord } from './leadRecord';
import type { StaffMember } from './staffAccess';

// Two of the writes staff make: a status change or note, and a resend of the company's copy (the third, a
// logged contact, is leadContactLog.ts). Each locks the lead's row first, so two staff members acting at
// once are recorded one after the other with the status each of them really changed from, and a
// double-clicked resend queues one copy.

/** The lead's row locked for this transaction (its status and company copy), or 404. */
export async function lockLead(tx: Db, id: string) {
  const [lead] = await tx
    .select({ status: leads.status, companyMailId: leads.company_mail_id })
    .from(leads)
    .where(eq(leads.id, id))
    .for('update');
  if (!lead) throw httpError(404, staffMessages.leadNotFound);
  return lead;
}

/**
 * The state of the lead's company copy, read after the lock in a statement of its own: a join in the
 * locking statement would, on PostgreSQL, re-check the lead row after waiting for the lock but keep the
 * copy it joined before, so a second resend would not see the copy the first one queued.
 */
async function mailStatus(tx: Db, mailId: number | null) {
  if (mailId === null) return null;
  const [mail] = await tx
    .select({ status: mail_outbox.status })
    .from(mail_outbox)
    .where(eq(mail_outbox.id, mailId));
  return mail?.status ?? null;
}

/**
 * Who acted, and when: the clock at the insert, which runs while the lead is locked, so the history's
 * order is the order the changes were made in (now() would be the start of each transaction).
 */
export const actorColumns = (staff: StaffMember) => ({
  actor_user_id: staff.userId,
  actor_name: staff.name,
  actor_email: staff.email,
  created_at: sql`clock_timestamp()`,
});

export interface LeadUpdate {
  status?: LeadStatus | undefined;
  /** Trimmed; empty means no note. */
  note: string;
}

/**
 * Sets the status and/or adds a note, with one history entry; a status the lead already has is no change.
 * The entry is the lead's first contact (issue 40) when nobody had reached the customer: a status change
 * ('status', even when a note comes with it) or a note alone ('note').
 */
export function updateLead(db: Db, id: string, change: LeadUpdate, staff: StaffMember): Promise<void> {
  return db.transaction(async (tx) => {
    const { status } = await lockLead(tx, id);
    const newStatus = change.status !== undefined && change.status !== status ? change.status : null;
    const note = change.note || null;
    if (newStatus === null && note === null) {
      if (change.status === undefined) throw httpError(400, staffMessages.emptyUpdate);
      return;
    }
    if (newStatus) {
      await tx.update(leads).set({ status: newStatus }).where(eq(leads.id, id));
    }
    const [event] = await tx
      .insert(lead_events)
      .values({
        lead_id: id,
        action: 'update',
        ...actorColumns(staff),
        from_status: newStatus ? status : null,
        to_status: newStatus,
        note,
      })
      .returning({ id: lead_events.id });
    if (!event) throw new Error(`no history entry written for lead ${id}`);
    await markFirstContact(tx, id, event.id, newStatus ? 'status' : 'note');
  });
}

/** The company's copy written afresh from the stored lead, as the visitor's submission wrote it. */
function companyCopy(record: LeadRecord, companyEmail: string): OutgoingMail | undefined {
  const username = record.account?.username;
  const base = {
    id: record.id,
    receivedAt: record.receivedAt,
    phone: record.phone,
    language: record.language,
  };
  if (record.kind === 'inquiry') {
    const lead = { ...base, name: record.name, email: record.email, username, products: record.products };
    return inquiryEmails(lead, companyEmail, false)[0];
  }
  const person = record.guest ?? record.account;
  const { estimate } = record;
  if (!person || !estimate) return undefined;
  const lead = {
    ...base,
    requester: { first_name: person.first_name, last_name: person.last_name, email: record.email, username },
    city: record.city,
    serviceTypeId: estimate.service_type_id,
    description: estimate.description,
    heardAboutOptionId: estimate.heard_about_option_id,
    otherHeardAboutDetails: estimate.other_heard_about_details,
    sizing: record.sizing,
  };
  return estimateEmails(lead, companyEmail, false)[0];
}

/**
 * Queues a new company copy and makes it the lead's; refused (409) while the current copy still waits to
 * be sent, so the company never gets two copies from one click. The old row stays as it was (a dead one
 * keeps its error for inspection) until the housekeeping sweep.
 */
export function resendLead(db: Db, id: string, companyEmail: string, staff: StaffMember): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await mailStatus(tx, (await lockLead(tx, id)).companyMailId);
    if (current === 'pending' || current === 'sending') throw httpError(409, staffMessages.resendWaiting);
    const mail = companyCopy(await loadLeadRecord(tx, id), companyEmail);
    if (!mail) throw new Error(`lead ${id} has neither a guest nor an account`);
    const [queued] = await enqueueMail(tx, [mail]);
    await tx
      .update(leads)
      .set({ company_mail_id: queued?.id ?? null })
      .where(eq(leads.id, id));
    await tx.insert(lead_events).values({ lead_id: id, action: 'resend', ...actorColumns(staff) });
  });
}
