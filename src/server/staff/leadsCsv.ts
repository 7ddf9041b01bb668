import type { components } from '../../api/schema';
import type { PagePosition } from './leadQuery';
import type { LeadPage } from './staffLeads.service';

type LeadListItem = components['schemas']['LeadListItem'];

// The export of the filtered inbox (exportLeads): RFC 4180 CSV, one row per lead in the list's order.

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

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a visitor who typed
 * `=HYPERLINK(...)` as their name could make it run on a staff member's computer (OWASP: CSV injection).
 * The full-width forms count too (East Asian input methods type them, and some spreadsheets take them as
 * the ASCII ones), and so does a start after spaces, which some spreadsheets trim.
 */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * Where a spreadsheet may split a cell: the list separator is `,` in some locales and `;` in many European
 * ones, and a tab or line break splits a cell pasted or imported without its quotes. The piece after each
 * could start a formula of its own.
 */
const PIECE_SEPARATOR = /([;,\t\r\n])/;

/** Every piece that could run as a formula, wherever a spreadsheet may cut the text, gets a leading apostrophe. */
function neutralised(value: string): string {
  return value
    .split(PIECE_SEPARATOR)
    .map((piece, i) => (i % 2 === 0 && FORMULA_START.test(piece) ? `'${piece}` : piece))
    .join('');
}

/** One cell: its formula-like pieces neutralised, then quoted if it holds a separator, quote or line break. */
export function csvCell(value: string | null): string {
  const text = value === null ? '' : neutralised(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: Array<string | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

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

/** Spreadsheet programs read a CSV file as UTF-8 only when it starts with a byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The whole export, a page at a time (keyset pages, so memory stays one page however many leads match).
 * The first page is read by the caller before the answer starts, so a refusal is still an ordinary error.
 */
export async function* leadsCsv(
  first: LeadPage,
  nextPage: (position: PagePosition) => Promise<LeadPage>,
): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + csvRow([...CSV_COLUMNS]);
  let page = first;
  for (;;) {
    if (page.leads.length > 0) yield page.leads.map(leadRow).join('');
    if (!page.next) return;
    page = await nextPage(page.next);
  }
}
