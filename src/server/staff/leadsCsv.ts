import type { components } from '../../api/schema';
import { CSV_BYTE_ORDER_MARK, csvRow } from '../../shared/csv';
import type { PagePosition } from './leadQuery';
import type { LeadPage } from './staffLeads.service';

type LeadListItem = components['schemas']['LeadListItem'];

// The export of the filtered inbox (exportLeads): RFC 4180 CSV, one row per lead in the list's order; its
// cells are escaped in src/shared/csv.ts, which the staff page's insight tables share (issue 40).

export const CSV_COLUMNS = [
  'id',
  'kind',
  'received_at',
  'status',
  'name',
  'email',
  'phone',
  'city',
  'summary',
  'company_email',
  // Last, so the columns before it keep their places in a spreadsheet made from older exports (issue 39).
  'language',
] as const;

function leadRow(lead: LeadListItem): string {
  return csvRow([
    lead.id,
    lead.kind,
    lead.created_at,
    lead.status,
    lead.name,
    lead.email,
    lead.phone,
    lead.city,
    lead.summary,
    lead.email_delivery,
    lead.language,
  ]);
}

/**
 * The whole export, a page at a time (keyset pages, so memory stays one page however many leads match).
 * The first page is read by the caller before the answer starts, so a refusal is still an ordinary error.
 */
export async function* leadsCsv(
  first: LeadPage,
  nextPage: (position: PagePosition) => Promise<LeadPage>,
): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvRow([...CSV_COLUMNS]);
  let page = first;
  for (;;) {
    if (page.leads.length > 0) yield page.leads.map(leadRow).join('');
    if (!page.next) return;
    page = await nextPage(page.next);
  }
}
