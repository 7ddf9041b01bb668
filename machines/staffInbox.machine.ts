import { assign, emit } from 'xstate';
import { failureMessage } from '../src/shared/apiErrors';
import { staffMessages } from '../src/shared/staffMessages';
import { leadDrawerStates } from './leadDrawer.states';
import { checkSearch, refusalOf } from './staffInbox.rules';
import { initialInboxContext, staffInboxSetup } from './staffInbox.setup';

// The company's lead inbox at /staff (issue 13). The list region shows the counts per status and one page
// of leads under the filters, loads more on request and asks for new leads every INBOX_POLL_MS; the drawer
// region (leadDrawer.states.ts) shows one lead in full and changes it; the export region downloads the
// filtered list as CSV. A changed filter loads the inbox afresh; a refusal ends in the two-factor notice
// or the not-found page.

export type { StaffInboxContext, StaffInboxEffect, StaffInboxEvent } from './staffInbox.setup';

export const staffInboxMachine = staffInboxSetup.createMachine({
  id: 'staffInbox',
  context: initialInboxContext,
  initial: 'loading',
  on: {
    'STATUS.FILTER': {
      target: '.loading',
      actions: assign({ filters: ({ context, event }) => ({ ...context.filters, status: event.status }) }),
    },
    'KIND.FILTER': {
      target: '.loading',
      actions: assign({ filters: ({ context, event }) => ({ ...context.filters, kind: event.kind }) }),
    },
    'LANGUAGE.FILTER': {
      target: '.loading',
      actions: assign({
        filters: ({ context, event }) => ({ ...context.filters, language: event.language }),
      }),
    },
    'SEARCH.CHANGED': { actions: assign({ searchText: ({ event }) => event.value, searchError: null }) },
    'SEARCH.SUBMIT': [
      {
        guard: 'searchIsValid',
        target: '.loading',
        actions: assign(({ context }) => {
          const search = checkSearch(context.searchText);
          return { filters: { ...context.filters, q: search.ok ? search.q : '' }, searchError: null };
        }),
      },
      {
        actions: assign(({ context }) => {
          const search = checkSearch(context.searchText);
          return { searchError: search.ok ? null : search.message };
        }),
      },
    ],
    'SEARCH.CLEAR': {
      target: '.loading',
      actions: assign({
        searchText: '',
        searchError: null,
        filters: ({ context }) => ({ ...context.filters, q: '' }),
      }),
    },
  },
  states: {
    loading: {
      entry: 'closeDrawer',
      invoke: {
        id: 'loadInbox',
        src: 'loadInbox',
        input: ({ context }) => context.filters,
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: [
          {
            guard: ({ event }) => refusalOf(event.error) === 'needsTwoFactor',
            target: 'needsTwoFactor',
          },
          {
            guard: ({ event }) => refusalOf(event.error) === 'needsStrongSignIn',
            target: 'needsStrongSignIn',
          },
          { guard: ({ event }) => refusalOf(event.error) === 'notFound', target: 'notFound' },
          { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error) }) },
        ],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    // These end the flow: the view shows the two-factor or the sign-in notice, or the not-found page.
    needsTwoFactor: { type: 'final' },
    needsStrongSignIn: { type: 'final' },
    notFound: { type: 'final' },
    ready: {
      type: 'parallel',
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: {
              after: { poll: 'refreshing' },
              on: { MORE: { guard: 'hasMore', target: 'loadingMore' } },
            },
            loadingMore: {
              invoke: {
                id: 'loadMoreLeads',
                src: 'loadMoreLeads',
                input: ({ context }) => ({ filters: context.filters, cursor: context.nextCursor ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    leads: [...context.leads, ...event.output.leads],
                    nextCursor: event.output.nextCursor,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureMessage(event.error) }),
                  },
                },
              },
            },
            refreshing: {
              invoke: {
                id: 'refreshInbox',
                src: 'loadInbox',
                input: ({ context }) => context.filters,
                onDone: [
                  {
                    guard: { type: 'bringsNewLeads', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [
                      { type: 'announceArrivals', params: ({ event }) => event.output },
                      { type: 'showRefresh', params: ({ event }) => event.output },
                    ],
                  },
                  { target: 'idle', actions: { type: 'showRefresh', params: ({ event }) => event.output } },
                ],
                // The next poll tries again; a passing network fault is no reason to interrupt staff.
                onError: {
                  target: 'idle',
                  actions: emit(({ event }) => ({ type: 'logError', error: event.error }) as const),
                },
              },
            },
          },
        },
        drawer: leadDrawerStates,
        export: {
          initial: 'idle',
          states: {
            idle: { on: { EXPORT: 'exporting' } },
            exporting: {
              invoke: {
                id: 'exportLeads',
                src: 'exportLeads',
                input: ({ context }) => context.filters,
                onDone: {
                  target: 'idle',
                  actions: [
                    emit(({ event }) => ({ type: 'download', ...event.output }) as const),
                    {
                      type: 'notifySuccess',
                      params: ({ event }) => ({ message: staffMessages.exported(event.output.fileName) }),
                    },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureMessage(event.error) }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
