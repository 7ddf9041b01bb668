import type { LoggedContactChannel } from '../src/shared/leadInbox';
import { apiCall } from './apiCall';
import {
  exportFileName,
  type InboxFilters,
  type InboxPage,
  type LeadDetail,
  type LeadListItem,
  leadQuery,
} from './staffInbox.rules';

// The lead inbox's calls (tag `staff` of openapi.yaml), named once here and listed in the machine's setup.

/** leadCounts and listLeads together: the first page and the counts over the same filters. */
export const loadInbox = apiCall<InboxPage, InboxFilters>(async ({ api, unwrap }, filters) => {
  const query = leadQuery(filters);
  const [counts, list] = await Promise.all([
    api.GET('/staff/leads/counts', {
      params: { query: { kind: query.kind, language: query.language, q: query.q } },
    }),
    api.GET('/staff/leads', { params: { query } }),
  ]);
  const page = unwrap(list);
  return { counts: unwrap(counts), leads: page.leads, nextCursor: page.next_cursor };
});

/** listLeads from a cursor: the next page under the same filters. */
export const loadMoreLeads = apiCall<
  { leads: LeadListItem[]; nextCursor: string | null },
  { filters: InboxFilters; cursor: string }
>(async ({ api, unwrap }, { filters, cursor }) => {
  const page = unwrap(
    await api.GET('/staff/leads', { params: { query: { ...leadQuery(filters), cursor } } }),
  );
  return { leads: page.leads, nextCursor: page.next_cursor };
});

/** exportLeads: the filtered list as CSV text, with the file name the server gave it. */
export const exportLeads = apiCall<{ fileName: string; csv: string }, InboxFilters>(
  async ({ api, unwrap }, filters) => {
    const result = await api.GET('/staff/leads/export', {
      params: { query: leadQuery(filters) },
      parseAs: 'text',
    });
    // The server starts the file with a byte-order mark so spreadsheets read it as UTF-8, and the text
    // decoder drops it: put it back.
    const text = unwrap(result);
    const csv = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
    return { fileName: exportFileName(result.response.headers.get('content-disposition'), new Date()), csv };
  },
);

/** getLead. */
export const getLead = apiCall<LeadDetail, { id: string }>(async ({ api, unwrap }, { id }) =>
  unwrap(await api.GET('/staff/leads/{id}', { params: { path: { id } } })),
);

/** updateLead: a new status or a note, answering the whole lead. */
export const updateLead = apiCall<
  LeadDetail,
  { id: string; body: { status: LeadDetail['status'] } | { note: string } }
>(async ({ api, unwrap }, { id, body }) =>
  unwrap(await api.PATCH('/staff/leads/{id}', { params: { path: { id } }, body })),
);

/** resendLead: queues the company e-mail again, answering the whole lead. */
export const resendLead = apiCall<LeadDetail, { id: string }>(async ({ api, unwrap }, { id }) =>
  unwrap(await api.POST('/staff/leads/{id}/resend', { params: { path: { id } } })),
);

/** logLeadContact: a call, text or e-mail to the customer logged with one tap, answering the whole lead. */
export const logContact = apiCall<LeadDetail, { id: string; channel: LoggedContactChannel }>(
  async ({ api, unwrap }, { id, channel }) =>
    unwrap(await api.POST('/staff/leads/{id}/contacts', { params: { path: { id } }, body: { channel } })),
);
