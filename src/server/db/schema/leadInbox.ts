import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../shared/i18n/locales';
import { LEAD_CONTACT_CHANNELS, LEAD_KINDS, LEAD_STATUSES } from '../../../shared/leadInbox';
import { createdAt, id, timestamptz, updatedAt } from '../columns';
import { users } from './accounts';
import { inquiries, service_requests } from './leads';
import { mail_outbox } from './mail';

// The staff inbox (issue 13). A lead is stored as an inquiry or a service request (leads.ts); `leads` is
// its row in the inbox, written in the same statement or transaction: the same id, what the list shows
// and searches (as the visitor sent it), the status staff give it and the outbox row of the company's
// copy. The list, its filters, its search and its counts then read one narrow table instead of a union
// of both kinds joined with guests, users and inquiry items.

// The lists are constants of our own, so writing them into the SQL text is safe.
const listed = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
const statusIn = (column: AnyPgColumn) => sql`${column} in ${listed(LEAD_STATUSES)}`;

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    // Exactly one of the two is the same id; deleting the stored lead deletes its inbox row.
    inquiry_id: uuid('inquiry_id')
      .unique()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    service_request_id: uuid('service_request_id')
      .unique()
      .references(() => service_requests.id, { onDelete: 'cascade' }),
    created_at: timestamptz('created_at').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    city: text('city'),
    summary: text('summary').notNull(),
    /** Lower-cased text of everything the visitor typed, for `q` (a trigram index serves substrings). */
    search_text: text('search_text').notNull(),
    /** The language the customer wrote in (issue 39): staff see it, filter by it and call back in it. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    /** The newest company copy; the housekeeping sweep keeps it (without its bodies) while the lead lives. */
    company_mail_id: bigint('company_mail_id', { mode: 'number' }).references(() => mail_outbox.id, {
      onDelete: 'set null',
    }),
    /**
     * Issue 40: when staff first reached the customer and how (a one-tap "Called", "Texted" or "E-mailed",
     * or the first status change, note or reply from the inbox). Speed to lead is measured from these.
     */
    first_contact_at: timestamptz('first_contact_at'),
    first_contact_channel: text('first_contact_channel', { enum: LEAD_CONTACT_CHANNELS }),
    /** When the lead should have been answered: its time plus the company's response time in business hours. */
    respond_by: timestamptz('respond_by'),
    /** When the owner and staff were alerted that nobody had answered it by `respond_by`. */
    escalated_at: timestamptz('escalated_at'),
    updated_at: updatedAt(),
  },
  (t) => [
    check('leads_kind', sql`${t.kind} in ${listed(LEAD_KINDS)}`),
    check('leads_status', statusIn(t.status)),
    check('leads_language', sql`${t.language} in ('en', 'es')`),
    check(
      'leads_source',
      sql`(${t.kind} = 'inquiry' and ${t.inquiry_id} = ${t.id} and ${t.service_request_id} is null)
        or (${t.kind} = 'estimate' and ${t.service_request_id} = ${t.id} and ${t.inquiry_id} is null)`,
    ),
    // Keyset pages, newest first: (created_at, id) read backwards, alone or after an equal status or kind.
    index('leads_created_idx').on(t.created_at, t.id),
    check('leads_first_contact', sql`(${t.first_contact_at} is null) = (${t.first_contact_channel} is null)`),
    check('leads_first_contact_channel', sql`${t.first_contact_channel} in ${listed(LEAD_CONTACT_CHANNELS)}`),
    // The escalation sweep reads the leads still waiting for a first contact, oldest deadline first.
    index('leads_awaiting_contact_idx')
      .on(t.respond_by)
      .where(
        sql`${t.first_contact_at} is null and ${t.escalated_at} is null and ${t.respond_by} is not null`,
      ),
    index('leads_status_created_idx').on(t.status, t.created_at, t.id),
    index('leads_language_created_idx').on(t.language, t.created_at, t.id),
    index('leads_kind_created_idx').on(t.kind, t.created_at, t.id),
    index('leads_search_idx').using('gin', t.search_text.op('gin_trgm_ops')),
    index('leads_company_mail_id_idx').on(t.company_mail_id).where(sql`${t.company_mail_id} is not null`),
  ],
);

// What staff did to a lead, oldest first: a status change, a note (or both at once), or a resend of the
// company's copy. Who is kept as name and address at the time, so the history reads the same after the
// account changes or is deleted.
export const lead_events = pgTable(
  'lead_events',
  {
    id: id(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['update', 'resend', 'contact'] }).notNull(),
    actor_user_id: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_name: text('actor_name').notNull(),
    actor_email: text('actor_email').notNull(),
    from_status: text('from_status', { enum: LEAD_STATUSES }),
    to_status: text('to_status', { enum: LEAD_STATUSES }),
    note: text('note'),
    /** A logged contact's channel (action 'contact', issue 40). */
    channel: text('channel', { enum: LEAD_CONTACT_CHANNELS }),
    created_at: createdAt(),
  },
  (t) => [
    check('lead_events_action', sql`${t.action} in ('update', 'resend', 'contact')`),
    check('lead_events_contact', sql`(${t.action} = 'contact') = (${t.channel} is not null)`),
    check('lead_events_from_status', statusIn(t.from_status)),
    check('lead_events_to_status', statusIn(t.to_status)),
    check(
      'lead_events_update',
      sql`${t.action} <> 'update' or ${t.to_status} is not null or ${t.note} is not null`,
    ),
    index('lead_events_lead_id_idx').on(t.lead_id, t.created_at),
  ],
);
