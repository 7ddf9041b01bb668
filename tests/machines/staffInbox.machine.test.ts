import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { type StaffInboxEvent, staffInboxMachine } from '../../machines/staffInbox.machine';
import type { InboxFilters, InboxPage, LeadDetail, LeadListItem } from '../../machines/staffInbox.rules';
import { staffMessages } from '../../src/shared/staffMessages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';
import {
  arrived,
  counts,
  detailOf,
  firstPage,
  newer,
  notStaffRefusal,
  older,
  polledPage,
  refusal,
  secondPage,
  serverFault,
  signedOutRefusal,
  twoFactorRefusal,
  weakSignInRefusal,
} from './staffInbox.fixtures';

type Event = StaffInboxEvent | CallAnswer;

const contacted: LeadDetail = detailOf(newer, {
  status: 'contacted',
  history: [
    {
      id: 'e0000000-0000-4000-8000-000000000001',
      at: '2026-11-22T11:00:00.000Z',
      action: 'update',
      by: { user_id: null, name: 'Sam Staff', email: 'sam@example.com' },
      status_from: 'new',
      status_to: 'contacted',
      note: null,
      channel: null,
    },
  ],
});
const resent: LeadDetail = detailOf(newer, {
  company_email: {
    state: 'pending',
    attempts: 0,
    last_error: null,
    queued_at: newer.created_at,
    sent_at: null,
  },
});
const note = '  Called back, quote on Friday  ';

// Separate walks keep each graph small: who may see the inbox, the filters, paging and polls, the drawer,
// and the export.
const models: { name: string; events: Event[] }[] = [
  {
    name: 'access',
    events: [
      answer('loadInbox', firstPage),
      refuse('loadInbox', twoFactorRefusal),
      refuse('loadInbox', weakSignInRefusal),
      refuse('loadInbox', notStaffRefusal),
      refuse('loadInbox', signedOutRefusal),
      refuse('loadInbox', serverFault),
      { type: 'RETRY' },
    ],
  },
  {
    name: 'filters and search',
    events: [
      answer('loadInbox', firstPage),
      { type: 'STATUS.FILTER', status: 'new' },
      { type: 'KIND.FILTER', kind: 'inquiry' },
      { type: 'SEARCH.CHANGED', value: 'ab' },
      { type: 'SEARCH.CHANGED', value: ' Visitor ' },
      { type: 'SEARCH.SUBMIT' },
      { type: 'SEARCH.CLEAR' },
    ],
  },
  {
    name: 'language filter',
    events: [
      answer('loadInbox', firstPage),
      { type: 'LANGUAGE.FILTER', language: 'es' },
      { type: 'KIND.FILTER', kind: 'inquiry' },
      { type: 'LANGUAGE.FILTER', language: null },
      refuse('loadInbox', serverFault),
      { type: 'RETRY' },
    ],
  },
  {
    name: 'paging and polls',
    events: [
      answer('loadInbox', firstPage),
      { type: 'MORE' },
      answer('loadMoreLeads', secondPage),
      refuse('loadMoreLeads', serverFault),
      answer('refreshInbox', polledPage),
      refuse('refreshInbox', serverFault),
    ],
  },
  {
    name: 'drawer: open and status',
    events: [
      answer('loadInbox', firstPage),
      { type: 'LEAD.OPEN', id: newer.id },
      { type: 'LEAD.OPEN', id: 'not-listed' },
      answer('getLead', detailOf(newer)),
      refuse('getLead', serverFault),
      { type: 'LEAD.RETRY' },
      { type: 'STATUS.SET', status: 'new' },
      { type: 'STATUS.SET', status: 'contacted' },
      answer('updateLead', contacted),
      refuse('updateLead', serverFault),
      { type: 'LEAD.CLOSE' },
    ],
  },
  {
    // A visit of the schedule opens its lead, which need not be on the list's loaded pages; so does an alert.
    name: 'drawer: a lead linked from the schedule',
    events: [
      answer('loadInbox', firstPage),
      { type: 'LEAD.OPEN_LINKED', id: older.id },
      // A staff alert tapped with the drawer open: the same lead for a call, then another lead.
      { type: 'LEAD.OPEN_LINKED', id: older.id, call: true },
      { type: 'LEAD.OPEN_LINKED', id: newer.id },
      answer('getLead', detailOf(older)),
      refuse('getLead', serverFault),
      { type: 'LEAD.RETRY' },
      { type: 'LEAD.CLOSE' },
    ],
  },
  {
    name: 'drawer: notes',
    events: [
      answer('loadInbox', firstPage),
      { type: 'LEAD.OPEN', id: newer.id },
      answer('getLead', detailOf(newer)),
      { type: 'NOTE.CHANGED', value: '   ' },
      { type: 'NOTE.CHANGED', value: note },
      { type: 'NOTE.SUBMIT' },
      answer('addNote', detailOf(newer)),
      refuse('addNote', serverFault),
      { type: 'LEAD.CLOSE' },
    ],
  },
  {
    name: 'drawer: resend',
    events: [
      answer('loadInbox', firstPage),
      { type: 'LEAD.OPEN', id: newer.id },
      answer('getLead', detailOf(newer)),
      { type: 'RESEND' },
      answer('resendLead', resent),
      refuse('resendLead', refusal(409, staffMessages.resendWaiting)),
      { type: 'LEAD.CLOSE' },
    ],
  },
  {
    name: 'export',
    events: [
      answer('loadInbox', firstPage),
      { type: 'STATUS.FILTER', status: 'won' },
      { type: 'EXPORT' },
      answer('exportLeads', { fileName: 'leads-2026-11-23.csv', csv: '\uFEFFid,kind\r\n' }),
      refuse('exportLeads', serverFault),
    ],
  },
];

const ids = (leads: LeadListItem[]) => leads.map((lead) => lead.id);

describe.each(models)('staff inbox paths: $name', ({ name, events }) => {
  const paths = getMachinePaths({
    machine: staffInboxMachine,
    events: (snapshot) =>
      eventsWhileRunning(events)(snapshot).filter((event) => {
        const { context } = snapshot;
        const poll = event.type.startsWith('xstate.after');
        if (poll) return name === 'paging and polls';
        const firstLead = context.leads[0];
        const filtering = /^(STATUS\.FILTER|KIND\.FILTER|LANGUAGE\.FILTER|SEARCH\.)/.test(event.type);
        const untouched = firstLead?.status === 'new' && firstLead.email_delivery === 'sent';
        return (
          events.includes(event) &&
          !(filtering && !snapshot.matches('ready')) &&
          // Bounds the walks: filters change once each and only once a load is done; one text typed, one
          // note typed; the drawer opens again only while nothing in it has changed.
          !(
            event.type === 'STATUS.FILTER' &&
            (context.filters.status !== null || !snapshot.matches('ready'))
          ) &&
          !(event.type === 'KIND.FILTER' && (context.filters.kind !== null || !snapshot.matches('ready'))) &&
          // The language goes to Spanish once, and back to every language only from Spanish.
          !(
            event.type === 'LANGUAGE.FILTER' &&
            (event.language === null) !== (context.filters.language === 'es')
          ) &&
          !(event.type === 'SEARCH.CHANGED' && context.searchText !== '') &&
          !(event.type === 'SEARCH.SUBMIT' && (context.searchText === '' || context.filters.q !== '')) &&
          !(event.type === 'SEARCH.CLEAR' && context.filters.q === '') &&
          !(event.type === 'NOTE.CHANGED' && context.note !== '') &&
          !(event.type === 'LEAD.OPEN' && !untouched)
        );
      }),
  });

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));

  testEveryPath(paths, () => {
    const loadInbox = callDouble<InboxPage, InboxFilters>();
    const updateLead = callDouble<LeadDetail, { id: string; body: object }>();
    const b = withDoubles(staffInboxMachine, {
      loadInbox,
      refreshInbox: loadInbox,
      loadMoreLeads: callDouble<
        { leads: LeadListItem[]; nextCursor: string | null },
        { filters: InboxFilters; cursor: string }
      >(),
      exportLeads: callDouble<{ fileName: string; csv: string }, InboxFilters>(),
      getLead: callDouble<LeadDetail, { id: string }>(),
      updateLead,
      addNote: updateLead,
      resendLead: callDouble<LeadDetail, { id: string }>(),
    });
    const last = () => b.effects().entries.at(-1);
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, step) => {
        const { context } = snapshot;
        const { event } = step;
        // Never the same lead twice, and every call asks with the filters in force.
        expect(new Set(ids(context.leads)).size).toBe(context.leads.length);
        expect(b.loadInbox.inputs.at(-1)).toEqual(context.filters);
        if (context.filters.q !== '') expect(context.filters.q).toBe('Visitor');
        if (event.type === 'LANGUAGE.FILTER') {
          // A changed language loads the inbox afresh with it, keeping the other filters.
          expect(snapshot.matches('loading')).toBe(true);
          expect(context.filters.language).toBe(event.language);
          expect(b.loadInbox.inputs.at(-1)).toEqual(context.filters);
        }
        if (event.type === 'SEARCH.SUBMIT' && context.searchText === 'ab') {
          expect(context.searchError).toBe(staffMessages.searchTooShort);
          expect(snapshot.matches('loading')).toBe(false);
        }
        if (event.type === 'xstate.error.actor.loadInbox') {
          const error = 'error' in event ? event.error : undefined;
          if (error === twoFactorRefusal) expect(snapshot.value).toBe('needsTwoFactor');
          if (error === weakSignInRefusal) expect(snapshot.value).toBe('needsStrongSignIn');
          if (error === notStaffRefusal || error === signedOutRefusal)
            expect(snapshot.value).toBe('notFound');
          if (error === serverFault) expect(context.loadError).toBe('Database down');
        }
        if (event.type === 'MORE' && snapshot.matches({ ready: { list: 'loadingMore' } })) {
          // From the cursor of the last page answered: the first load's, or a poll's when it replaced the list.
          expect(['cursor-1', 'cursor-2']).toContain(context.nextCursor);
          expect(b.loadMoreLeads.inputs.at(-1)).toEqual({
            filters: context.filters,
            cursor: context.nextCursor,
          });
        }
        if (event.type === 'xstate.done.actor.loadMoreLeads')
          expect(ids(context.leads).slice(-2)).toEqual([newer.id, older.id]);
        if (event.type === 'xstate.done.actor.refreshInbox') {
          // The arrival on top; a page loaded below stays, with the cursor that continues after it.
          expect(ids(context.leads).slice(0, 2)).toEqual([arrived.id, newer.id]);
          expect(context.nextCursor).toBe(context.leads.length === 3 ? null : 'cursor-2');
          expect(context.counts).toEqual(counts(3));
        }
        if (
          event.type === 'xstate.error.actor.loadMoreLeads' ||
          event.type === 'xstate.error.actor.exportLeads'
        )
          expect(last()).toEqual(['notifyFailure', { message: 'Database down' }]);
        if (
          event.type === 'STATUS.SET' &&
          snapshot.matches({ ready: { drawer: { open: { viewing: 'savingStatus' } } } })
        )
          expect(b.updateLead.inputs.at(-1)).toEqual({ id: newer.id, body: { status: event.status } });
        if (event.type === 'xstate.done.actor.updateLead') {
          expect(last()).toEqual(['notifySuccess', { message: staffMessages.statusSet('Contacted') }]);
          expect(context.leads.find((lead) => lead.id === newer.id)?.status).toBe('contacted');
          expect(context.counts).toEqual({ counts: { ...counts(2).counts, new: 1, contacted: 2 }, total: 3 });
        }
        if (event.type === 'NOTE.SUBMIT') {
          if (context.note.trim() === '') expect(context.noteError).toBe(staffMessages.noteRequired);
          else expect(b.updateLead.inputs.at(-1)).toEqual({ id: newer.id, body: { note: note.trim() } });
        }
        if (event.type === 'xstate.done.actor.addNote') {
          expect(context.note).toBe('');
          expect(last()).toEqual(['notifySuccess', { message: staffMessages.noteAdded }]);
        }
        // A refused note stays in the box: nothing typed is lost.
        if (event.type === 'xstate.error.actor.addNote') expect(context.note).toBe(note);
        if (event.type === 'xstate.done.actor.resendLead') {
          expect(context.leads.find((lead) => lead.id === newer.id)?.email_delivery).toBe('pending');
          expect(last()).toEqual(['notifySuccess', { message: staffMessages.resent }]);
        }
        if (event.type === 'xstate.error.actor.resendLead')
          expect(last()).toEqual(['notifyFailure', { message: staffMessages.resendWaiting }]);
        if (event.type === 'LEAD.OPEN_LINKED') {
          // Opened by its id, listed or not; a tap on the lead already open only turns it to the call.
          expect(context.openLeadId).toBe(event.id);
          expect(context.callFirst).toBe(event.call === true);
          if (snapshot.matches({ ready: { drawer: { open: 'loading' } } }))
            expect(b.getLead.inputs.at(-1)).toEqual({ id: event.id });
          else expect(snapshot.matches({ ready: { drawer: 'open' } })).toBe(true);
        }
        if (event.type === 'EXPORT') expect(b.exportLeads.inputs.at(-1)).toEqual(context.filters);
        if (event.type === 'xstate.done.actor.exportLeads') {
          expect(b.effects().of('download').at(-1)).toEqual({
            fileName: 'leads-2026-11-23.csv',
            csv: '\uFEFFid,kind\r\n',
          });
          expect(last()).toEqual([
            'notifySuccess',
            { message: staffMessages.exported('leads-2026-11-23.csv') },
          ]);
        }
        // Resending is offered only when the e-mail is not waiting anyway (the server would say 409).
        if (context.lead?.company_email?.state === 'pending' && event.type === 'RESEND')
          expect(snapshot.matches({ ready: { drawer: { open: { viewing: 'resending' } } } })).toBe(false);
        if (!snapshot.matches({ ready: { drawer: 'open' } })) expect(context.lead).toBeNull();
      },
    };
  });
});
