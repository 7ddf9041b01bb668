import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import { LEAD_LIMITS } from '../../shared/leadInbox';
import { serviceTypeLabel } from '../../shared/leads';
import { formatUsPhone } from '../../shared/phone';
import { leads } from '../db/schema';
import type { EstimateLead, InquiryLead } from './leadEmails';
import { singleLine } from './leadInput';

// A lead's row in the staff inbox (db/schema/leadInbox.ts), made from what the visitor sent. Migration
// 0004 computes the same summary in SQL for the leads stored before the inbox existed; a test compares
// both, so a change here needs the same change there (for the backfill only: new rows come from here).

export interface InboxRow {
  id: string;
  kind: 'estimate' | 'inquiry';
  created_at: Date;
  name: string;
  email: string;
  /** 10 digits. */
  phone: string;
  city: string | null;
  summary: string;
  /** Not yet lower-cased: the database does it (lower()), so the search compares like with like. */
  search_text: string;
  /** The language the customer wrote in (issue 39). */
  language: Locale;
}

/** Shown when the visitor chose no service. */
export const NO_SERVICE_CHOSEN = 'Service not chosen';

/** At most the list's summary length, counted in characters (code points, as PostgreSQL counts them). */
export function shortened(text: string, max: number = LEAD_LIMITS.summaryMaxLength): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

function searchText(parts: Array<string | null>): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n');
}

export function estimateInboxRow(lead: EstimateLead): InboxRow {
  const name = `${lead.requester.first_name} ${lead.requester.last_name}`;
  const service =
    (lead.serviceTypeId ? serviceTypeLabel(lead.serviceTypeId) : undefined) ?? NO_SERVICE_CHOSEN;
  const description = singleLine(lead.description);
  return {
    id: lead.id,
    kind: 'estimate',
    created_at: lead.receivedAt,
    name,
    email: lead.requester.email,
    phone: lead.phone,
    city: lead.city,
    summary: shortened(description ? `${service}: ${description}` : service),
    search_text: searchText([
      name,
      lead.requester.email,
      lead.phone,
      formatUsPhone(lead.phone),
      lead.city,
      service,
      lead.description,
      lead.otherHeardAboutDetails,
    ]),
    language: lead.language ?? 'en',
  };
}

export function inquiryInboxRow(lead: InquiryLead): InboxRow {
  const count = lead.products.length;
  const names = lead.products.map((p) => p.name).join(', ');
  return {
    id: lead.id,
    kind: 'inquiry',
    created_at: lead.receivedAt,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    city: null,
    summary: shortened(`${count} product${count === 1 ? '' : 's'}: ${names}`),
    search_text: searchText([
      lead.name,
      lead.email,
      lead.phone,
      formatUsPhone(lead.phone),
      ...lead.products.flatMap((p) => [p.name, p.message]),
    ]),
    language: lead.language ?? 'en',
  };
}

/**
 * The INSERT of a lead's inbox row, as SQL: the inquiry writes it as one more data-modifying CTE of its
 * single statement, the estimate inside its transaction. `companyMailId` is the outbox id of the company's
 * copy (a sub-select of the statement's own mail CTE, or a number); `respondBy` when it should have been
 * contacted (leads/responseTime.ts), which the escalation sweep watches.
 */
export function inboxRowInsert(row: InboxRow, companyMailId: SQL, respondBy: Date): SQL {
  return sql`insert into ${leads} (id, kind, inquiry_id, service_request_id, created_at, name, email, phone,
      city, summary, search_text, company_mail_id, language, respond_by)
    values (${row.id}, ${row.kind}, ${row.kind === 'inquiry' ? row.id : null},
      ${row.kind === 'estimate' ? row.id : null}, ${row.created_at.toISOString()}, ${row.name}, ${row.email},
      ${row.phone}, ${row.city}, ${row.summary}, lower(${row.search_text}), ${companyMailId}, ${row.language},
      ${respondBy.toISOString()})`;
}
