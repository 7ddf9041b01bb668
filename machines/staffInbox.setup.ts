import { assign, emit, setup } from 'xstate';
import type { Locale } from '../src/shared/i18n/locales';
import type { LeadKind, LeadStatus, LoggedContactChannel } from '../src/shared/leadInbox';
import { staffMessages } from '../src/shared/staffMessages';
import type { SharedEffect } from './effects';
import {
  exportLeads,
  getLead,
  loadInbox,
  loadMoreLeads,
  logContact,
  resendLead,
  updateLead,
} from './staffInbox.calls';
import {
  checkNote,
  checkSearch,
  INBOX_POLL_MS,
  type InboxFilters,
  type InboxPage,
  type LeadCounts,
  type LeadDetail,
  type LeadListItem,
  movedCounts,
  NO_FILTERS,
  refreshedList,
  withChangedLead,
} from './staffInbox.rules';

// The lead inbox's context, events, calls, actions and guards (issue 13), shared by the machine
// (staffInbox.machine.ts) and its drawer's states (leadDrawer.states.ts).

export interface StaffInboxContext {
  filters: InboxFilters;
  /** What is typed in the search box; applied on submit. */
  searchText: string;
  searchError: string | null;
  counts: LeadCounts | null;
  leads: LeadListItem[];
  nextCursor: string | null;
  loadError: string | null;
  /** The lead the drawer shows (null while it is closed), and what it has loaded of it. */
  openLeadId: string | null;
  lead: LeadDetail | null;
  leadError: string | null;
  note: string;
  noteError: string | null;
  /** The status being saved. */
  pendingStatus: LeadStatus | null;
  /** The contact being logged (issue 40). */
  pendingContact: LoggedContactChannel | null;
  /**
   * The lead was opened to call its customer (a notification's "Call" action): the drawer puts the call
   * first until a call is logged or the drawer closes.
   */
  callFirst: boolean;
}

export type StaffInboxEvent =
  | { type: 'STATUS.FILTER'; status: LeadStatus | null }
  | { type: 'KIND.FILTER'; kind: LeadKind | null }
  /** Only leads written in this language, or every language (issue 39). */
  | { type: 'LANGUAGE.FILTER'; language: Locale | null }
  | { type: 'SEARCH.CHANGED'; value: string }
  | { type: 'SEARCH.SUBMIT' }
  | { type: 'SEARCH.CLEAR' }
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'EXPORT' }
  | { type: 'LEAD.OPEN'; id: string }
  /**
   * A lead linked from elsewhere (a visit of the schedule, a notification's address): it need not be on
   * the list. `call`: opened to call the customer (issue 40, /staff?lead=<id>&contact=call).
   */
  | { type: 'LEAD.OPEN_LINKED'; id: string; call?: boolean }
  | { type: 'LEAD.CLOSE' }
  | { type: 'LEAD.RETRY' }
  | { type: 'STATUS.SET'; status: LeadStatus }
  | { type: 'NOTE.CHANGED'; value: string }
  | { type: 'NOTE.SUBMIT' }
  | { type: 'RESEND' }
  /** One tap: staff called, texted or e-mailed the customer (issue 40). */
  | { type: 'CONTACT.LOG'; channel: LoggedContactChannel };

/** What this flow asks of the browser: the shared effects, and saving the export as a file. */
export type StaffInboxEffect = SharedEffect | { type: 'download'; fileName: string; csv: string };

export const initialInboxContext: StaffInboxContext = {
  filters: NO_FILTERS,
  searchText: '',
  searchError: null,
  counts: null,
  leads: [],
  nextCursor: null,
  loadError: null,
  openLeadId: null,
  lead: null,
  leadError: null,
  note: '',
  noteError: null,
  pendingStatus: null,
  pendingContact: null,
  callFirst: false,
};

export const staffInboxSetup = setup({
  types: {
    context: {} as StaffInboxContext,
    events: {} as StaffInboxEvent,
    emitted: {} as StaffInboxEffect,
  },
  actors: { loadInbox, loadMoreLeads, exportLeads, getLead, updateLead, resendLead, logContact },
  delays: { poll: INBOX_POLL_MS },
  actions: {
    showPage: assign((_, page: InboxPage) => ({
      counts: page.counts,
      leads: page.leads,
      nextCursor: page.nextCursor,
      loadError: null,
    })),
    /** The drawer's lead after a change: the drawer, its row and the counts all show it. */
    applyLead: assign(({ context }, lead: LeadDetail) => ({
      lead,
      leads: withChangedLead(context.leads, lead),
      counts: context.lead ? movedCounts(context.counts, context.lead.status, lead.status) : context.counts,
      pendingStatus: null,
    })),
    /** A poll's page joined with what is shown (see refreshedList). */
    showRefresh: assign(({ context }, page: InboxPage) => {
      const { leads, nextCursor } = refreshedList(context, page);
      return { leads, nextCursor, counts: page.counts };
    }),
    announceArrivals: emit(
      ({ context }, page: InboxPage) =>
        ({
          type: 'notifyInfo',
          message: staffMessages.newLeads(refreshedList(context, page).arrivals),
        }) as const,
    ),
    closeDrawer: assign({
      openLeadId: null,
      lead: null,
      leadError: null,
      note: '',
      noteError: null,
      pendingContact: null,
      callFirst: false,
    }),
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: string }) => ({ type: 'notifyFailure', message }) as const,
    ),
  },
  guards: {
    searchIsValid: ({ context }) => checkSearch(context.searchText).ok,
    hasMore: ({ context }) => context.nextCursor !== null,
    bringsNewLeads: ({ context }, page: InboxPage) => refreshedList(context, page).arrivals > 0,
    isListed: ({ context, event }) =>
      event.type === 'LEAD.OPEN' && context.leads.some((lead) => lead.id === event.id),
    isNewStatus: ({ context, event }) => event.type === 'STATUS.SET' && context.lead?.status !== event.status,
    noteIsValid: ({ context }) => checkNote(context.note).ok,
    mayResend: ({ context }) => context.lead !== null && context.lead.company_email?.state !== 'pending',
  },
});
