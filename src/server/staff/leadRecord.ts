import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { heardAboutLabel, serviceTypeLabel } from '../../shared/leads';
import { staffMessages } from '../../shared/staffMessages';
import type { Db } from '../db/client';
import {
  guests,
  inquiries,
  inquiry_items,
  lead_events,
  leads,
  mail_outbox,
  service_requests,
  users,
} from '../db/schema';
import { httpError } from '../http/httpError';
import { createdAtText } from './leadQuery';
import { leadVisit } from './leadVisit';
import { deliveryState } from './staffLeads.service';

type LeadDetail = components['schemas']['LeadDetail'];

/** Everything stored about one lead: its inbox row, what the visitor sent and its company copy. */
export type LeadRecord = Awaited<ReturnType<typeof leadRow>> & {
  products: Array<{ name: string; message: string }>;
};

function leadRow(db: Db, id: string) {
  return db
    .select({
      id: leads.id,
      kind: leads.kind,
      receivedAt: leads.created_at,
      created_at: createdAtText,
      status: leads.status,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      city: leads.city,
      language: leads.language,
      firstContactAt: leads.first_contact_at,
      firstContactChannel: leads.first_contact_channel,
      respondBy: leads.respond_by,
      // Drizzle makes a left-joined object null when its first field is null (the others are not looked
      // at), so the first is a column that is never null: a request without a service type is still one.
      estimate: {
        description: service_requests.request_description,
        service_type_id: service_requests.service_type_id,
        heard_about_option_id: service_requests.heard_about_option_id,
        other_heard_about_details: service_requests.other_heard_about_details,
      },
      sizing: service_requests.sizing,
      guest: { first_name: guests.first_name, last_name: guests.last_name },
      // Only the columns the inbox shows: never a password hash.
      account: {
        user_id: users.id,
        username: users.username,
        first_name: users.first_name,
        last_name: users.last_name,
      },
      mail: {
        status: mail_outbox.status,
        attempts: mail_outbox.attempts,
        last_error: mail_outbox.last_error,
        queued_at: mail_outbox.created_at,
        sent_at: mail_outbox.sent_at,
      },
    })
    .from(leads)
    .leftJoin(service_requests, eq(service_requests.id, leads.service_request_id))
    .leftJoin(guests, eq(guests.id, service_requests.guest_id))
    .leftJoin(inquiries, eq(inquiries.id, leads.inquiry_id))
    .leftJoin(users, eq(users.id, sql`coalesce(${service_requests.user_id}, ${inquiries.user_id})`))
    .leftJoin(mail_outbox, eq(mail_outbox.id, leads.company_mail_id))
    .where(eq(leads.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The lead with this id, or 404. */
export async function loadLeadRecord(db: Db, id: string): Promise<LeadRecord> {
  const row = await leadRow(db, id);
  if (!row) throw httpError(404, staffMessages.leadNotFound);
  const products =
    row.kind === 'inquiry'
      ? await db
          .select({ name: inquiry_items.name, message: inquiry_items.message })
          .from(inquiry_items)
          .where(eq(inquiry_items.inquiry_id, id))
          .orderBy(asc(inquiry_items.position))
      : [];
  return { ...row, products };
}

async function leadHistory(db: Db, id: string): Promise<LeadDetail['history']> {
  const events = await db
    .select()
    .from(lead_events)
    .where(eq(lead_events.lead_id, id))
    .orderBy(asc(lead_events.created_at), asc(lead_events.id));
  return events.map((event) => ({
    id: event.id,
    at: event.created_at.toISOString(),
    action: event.action,
    by: { user_id: event.actor_user_id, name: event.actor_name, email: event.actor_email },
    status_from: event.from_status,
    status_to: event.to_status,
    note: event.note,
    channel: event.channel,
  }));
}

/** When and how staff first reached the customer (issue 40); the table's check keeps the two set together. */
function firstContact({ firstContactAt, firstContactChannel }: LeadRecord): LeadDetail['first_contact'] {
  if (!firstContactAt || !firstContactChannel) return null;
  return { at: firstContactAt.toISOString(), channel: firstContactChannel };
}

/** The answer of getLead (and of the calls that change a lead): the record and its history. */
export async function leadDetail(db: Db, id: string): Promise<LeadDetail> {
  const record = await loadLeadRecord(db, id);
  const { estimate, account, mail } = record;
  return {
    id: record.id,
    kind: record.kind,
    created_at: record.created_at,
    status: record.status,
    name: record.name,
    email: record.email,
    phone: record.phone,
    city: record.city,
    language: record.language,
    submitted_as: account ? 'account' : 'guest',
    account: account ? { user_id: account.user_id, username: account.username } : null,
    products: record.products,
    estimate:
      record.kind === 'estimate' && estimate
        ? {
            ...estimate,
            service_type: estimate.service_type_id
              ? (serviceTypeLabel(estimate.service_type_id) ?? null)
              : null,
            heard_about: estimate.heard_about_option_id
              ? (heardAboutLabel(estimate.heard_about_option_id) ?? null)
              : null,
          }
        : null,
    // As computed when the request came in: the company's e-mail showed the same figures.
    sizing: record.kind === 'estimate' ? record.sizing : null,
    visit: record.kind === 'estimate' ? await leadVisit(db, record.id) : null,
    company_email: mail
      ? {
          state: deliveryState(mail.status),
          attempts: mail.attempts,
          last_error: mail.last_error,
          queued_at: mail.queued_at.toISOString(),
          sent_at: mail.sent_at?.toISOString() ?? null,
        }
      : null,
    first_contact: firstContact(record),
    respond_by: record.respondBy?.toISOString() ?? null,
    history: await leadHistory(db, id),
  };
}
