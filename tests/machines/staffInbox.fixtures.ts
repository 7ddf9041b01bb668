import type { InboxPage, LeadDetail, LeadListItem } from '../../machines/staffInbox.rules';
import { staffMessages } from '../../src/shared/staffMessages';

// Leads and refusals as the staff calls answer them, for the inbox's path tests.

export function listItem(id: string, createdAt: string, overrides: Partial<LeadListItem> = {}): LeadListItem {
  return {
    id,
    kind: 'estimate',
    created_at: createdAt,
    status: 'new',
    name: `Visitor ${id}`,
    email: `${id}@example.com`,
    phone: '4075550142',
    city: 'Orlando',
    language: 'en',
    summary: 'Installations: a 22 kW standby generator',
    email_delivery: 'sent',
    first_contact_at: null,
    ...overrides,
  };
}

export const older = listItem('b0000000-0000-4000-8000-000000000001', '2026-11-20T10:00:00.000Z');
export const newer = listItem('b0000000-0000-4000-8000-000000000002', '2026-11-21T10:00:00.000Z');
export const arrived = listItem('b0000000-0000-4000-8000-000000000003', '2026-11-22T10:00:00.000Z', {
  kind: 'inquiry',
  city: null,
});

export const counts = (fresh: number) => ({
  counts: { new: fresh, contacted: 1, quoted: 0, won: 0, lost: 0 },
  total: fresh + 1,
});

/** The first page: the newer lead, with a cursor to the older one. */
export const firstPage: InboxPage = { counts: counts(2), leads: [newer], nextCursor: 'cursor-1' };
export const secondPage = { leads: [older], nextCursor: null };
/** A poll after a new lead arrived. */
export const polledPage: InboxPage = { counts: counts(3), leads: [arrived, newer], nextCursor: 'cursor-2' };

export function detailOf(item: LeadListItem, overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id: item.id,
    kind: item.kind,
    created_at: item.created_at,
    status: item.status,
    name: item.name,
    email: item.email,
    phone: item.phone,
    city: item.city,
    language: item.language,
    submitted_as: 'guest',
    account: null,
    products: [],
    estimate: {
      service_type_id: 1,
      service_type: 'Installations',
      description: 'A 22 kW standby generator',
      heard_about_option_id: null,
      heard_about: null,
      other_heard_about_details: '',
    },
    sizing: null,
    visit: null,
    company_email: {
      state: 'sent',
      attempts: 1,
      last_error: null,
      queued_at: item.created_at,
      sent_at: item.created_at,
    },
    first_contact: null,
    respond_by: null,
    history: [],
    ...overrides,
  };
}

/** A refusal as the API client throws it: status, the server's text as message and body. */
export function refusal(status: number, text: string): Error & { status: number; body: { error: string } } {
  return Object.assign(new Error(text), { status, body: { error: text } });
}

export const twoFactorRefusal = refusal(403, staffMessages.twoFactorRequired);
export const weakSignInRefusal = refusal(403, staffMessages.strongSignInRequired);
export const notStaffRefusal = refusal(403, staffMessages.staffOnly);
export const signedOutRefusal = refusal(401, 'Please sign in to continue.');
export const serverFault = refusal(500, 'Database down');
