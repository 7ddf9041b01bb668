import type { ApiSchemas } from '../src/api/client';
import { failureMessage, failureStatus } from '../src/shared/apiErrors';
import type { Locale } from '../src/shared/i18n/locales';
import { LEAD_LIMITS, type LeadKind, type LeadStatus } from '../src/shared/leadInbox';
import { staffMessages } from '../src/shared/staffMessages';

// The lead inbox's rules that are not states: which leads a filter asks for, how a refreshed first page
// joins what is already shown, how counts follow a status change, and how a refusal is read.

export type LeadListItem = ApiSchemas['LeadListItem'];
export type LeadCounts = ApiSchemas['LeadCounts'];
export type LeadDetail = ApiSchemas['LeadDetail'];

export interface InboxFilters {
  status: LeadStatus | null;
  kind: LeadKind | null;
  /** The language the customer wrote in (issue 39). */
  language: Locale | null;
  /** The applied search: '' or at least LEAD_LIMITS.searchMinLength characters. */
  q: string;
}

/** One page of the list with the counts over the same filters, as the first load and every poll get it. */
export interface InboxPage {
  counts: LeadCounts;
  leads: LeadListItem[];
  nextCursor: string | null;
}

export const NO_FILTERS: InboxFilters = { status: null, kind: null, language: null, q: '' };

/** The query of listLeads, leadCounts and exportLeads: only the filters that are set. */
export function leadQuery(filters: InboxFilters): {
  status?: LeadStatus;
  kind?: LeadKind;
  language?: Locale;
  q?: string;
} {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}

/** The search to apply for what was typed, or the message saying why it cannot be. */
export function checkSearch(text: string): { ok: true; q: string } | { ok: false; message: string } {
  const q = text.trim();
  if (q !== '' && q.length < LEAD_LIMITS.searchMinLength)
    return { ok: false, message: staffMessages.searchTooShort };
  // The field's maxLength keeps typing within the limit; a pasted longer text is cut rather than refused.
  return { ok: true, q: q.slice(0, LEAD_LIMITS.searchMaxLength) };
}

/** How often the inbox asks for new leads while it is open (the issue asks for them within 30 s). */
export const INBOX_POLL_MS = 15_000;

/**
 * A poll's first page joined with the list shown: the page replaces the leads it covers (new ones on top,
 * changed statuses, leads that left the filter gone), and older pages already loaded stay below it, so
 * "Load more" goes on from where it was. `arrivals` counts the leads not shown before.
 */
export function refreshedList(
  shown: { leads: LeadListItem[]; nextCursor: string | null },
  page: InboxPage,
): { leads: LeadListItem[]; nextCursor: string | null; arrivals: number } {
  const known = new Set(shown.leads.map((lead) => lead.id));
  const arrivals = page.leads.filter((lead) => !known.has(lead.id)).length;
  const last = page.leads.at(-1);
  if (last === undefined) return { leads: [], nextCursor: null, arrivals };
  const onPage = new Set(page.leads.map((lead) => lead.id));
  const older = shown.leads.filter((lead) => !onPage.has(lead.id) && isOlder(lead, last));
  return {
    leads: [...page.leads, ...older],
    nextCursor: older.length > 0 ? shown.nextCursor : page.nextCursor,
    arrivals,
  };
}

/** Newest first is created_at, then id, both descending (the server's order). */
function isOlder(lead: LeadListItem, than: LeadListItem): boolean {
  if (lead.created_at !== than.created_at) return lead.created_at < than.created_at;
  return lead.id < than.id;
}

/** The list after the drawer changed a lead: its row shows the new status and e-mail state. */
export function withChangedLead(leads: LeadListItem[], lead: LeadDetail): LeadListItem[] {
  return leads.map((item) =>
    item.id === lead.id
      ? {
          ...item,
          status: lead.status,
          email_delivery: lead.company_email?.state ?? null,
          first_contact_at: lead.first_contact?.at ?? null,
        }
      : item,
  );
}

/** The counts after one lead moved from `from` to `to`. */
export function movedCounts(counts: LeadCounts | null, from: LeadStatus, to: LeadStatus): LeadCounts | null {
  if (counts === null || from === to) return counts;
  const next = { ...counts.counts };
  next[from] = Math.max(0, next[from] - 1);
  next[to] += 1;
  return { ...counts, counts: next };
}

/** A note as the server will store it, or why it cannot be added. */
export function checkNote(text: string): { ok: true; note: string } | { ok: false; message: string } {
  const note = text.trim();
  if (note === '') return { ok: false, message: staffMessages.noteRequired };
  if (note.length > LEAD_LIMITS.noteMaxLength) return { ok: false, message: staffMessages.noteTooLong };
  return { ok: true, note };
}

/**
 * What a refused inbox load means: staff without 2FA are told to turn it on, staff whose session passed no
 * second factor to sign in again with it (issue 26); anyone else who is not staff (or not signed in any
 * more) sees the not-found page, as for any unknown address; the rest is a failure.
 */
export function refusalOf(error: unknown): 'needsTwoFactor' | 'needsStrongSignIn' | 'notFound' | 'failed' {
  const status = failureStatus(error);
  if (status === 403 && failureMessage(error) === staffMessages.twoFactorRequired) return 'needsTwoFactor';
  if (status === 403 && failureMessage(error) === staffMessages.strongSignInRequired)
    return 'needsStrongSignIn';
  if (status === 401 || status === 403) return 'notFound';
  return 'failed';
}

/** The file name of an export, from the server's Content-Disposition, else today's default. */
export function exportFileName(disposition: string | null, today: Date): string {
  const named = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return named ?? `leads-${today.toISOString().slice(0, 10)}.csv`;
}
