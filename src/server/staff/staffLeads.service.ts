import { count, desc, eq } from 'drizzle-orm';
import type { components } from '../../api/schema';
import type { Db } from '../db/client';
import { leads, mail_outbox, type mailStatuses } from '../db/schema';
import {
  after,
  createdAtText,
  filterConditions,
  type LeadFilters,
  newestFirst,
  type PagePosition,
  whereAll,
} from './leadQuery';

type LeadListItem = components['schemas']['LeadListItem'];
type LeadCounts = components['schemas']['LeadCounts'];
type DeliveryState = components['schemas']['MailDeliveryState'];

/**
 * The outbox's states as staff see them: a copy being sent right now is still pending, and a refused one
 * (over its recipient's allowance, which the company's own address is exempt from) was not delivered.
 */
export function deliveryState(status: (typeof mailStatuses)[number]): DeliveryState {
  if (status === 'refused') return 'dead';
  return status === 'sending' ? 'pending' : status;
}

export interface LeadPage {
  leads: LeadListItem[];
  /** Where the next page starts; null on the last page. */
  next: PagePosition | null;
}

/**
 * The query of one page: `limit` leads plus one, to learn whether a next page exists. The page is chosen
 * first and only its rows are joined to their company copies: joined before the LIMIT, a filter that
 * matches thousands of leads made as many outbox look-ups (tens of milliseconds at 50,000 leads).
 */
export function leadPageQuery(db: Db, filters: LeadFilters, position: PagePosition | null, limit: number) {
  const conditions = filterConditions(filters);
  if (position) conditions.push(after(position));
  const page = db
    .select({
      id: leads.id,
      kind: leads.kind,
      receivedAt: leads.created_at,
      createdText: createdAtText.as('created_text'),
      status: leads.status,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      city: leads.city,
      language: leads.language,
      summary: leads.summary,
      firstContactAt: leads.first_contact_at,
      companyMailId: leads.company_mail_id,
    })
    .from(leads)
    .where(whereAll(conditions))
    .orderBy(...newestFirst)
    .limit(limit + 1)
    .as('page');
  return db
    .select({
      id: page.id,
      kind: page.kind,
      created_at: page.createdText,
      status: page.status,
      name: page.name,
      email: page.email,
      phone: page.phone,
      city: page.city,
      language: page.language,
      summary: page.summary,
      firstContactAt: page.firstContactAt,
      mailStatus: mail_outbox.status,
    })
    .from(page)
    .leftJoin(mail_outbox, eq(mail_outbox.id, page.companyMailId))
    .orderBy(desc(page.receivedAt), desc(page.id));
}

/** One page of the inbox, newest first; the company copy's state comes from its outbox row by key. */
export async function listLeadPage(
  db: Db,
  filters: LeadFilters,
  position: PagePosition | null,
  limit: number,
): Promise<LeadPage> {
  const rows = await leadPageQuery(db, filters, position, limit);
  const page = rows.slice(0, limit).map(({ mailStatus, firstContactAt, ...row }) => ({
    ...row,
    email_delivery: mailStatus ? deliveryState(mailStatus) : null,
    first_contact_at: firstContactAt?.toISOString() ?? null,
  }));
  const last = page[page.length - 1];
  return { leads: page, next: rows.length > limit && last ? { at: last.created_at, id: last.id } : null };
}

/** How many leads have each status, over the kind, language and search filters (not the status filter). */
export async function countLeads(db: Db, filters: Omit<LeadFilters, 'status'>): Promise<LeadCounts> {
  const rows = await db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .where(whereAll(filterConditions({ kind: filters.kind, language: filters.language, q: filters.q })))
    .groupBy(leads.status);
  const counts: LeadCounts['counts'] = { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return { counts, total: rows.reduce((sum, row) => sum + row.n, 0) };
}
