import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { firstContactSummary, listContactHint, waitText } from '../../machines/staffInbox.firstContact';
import { type StaffInboxEvent, staffInboxMachine } from '../../machines/staffInbox.machine';
import type { InboxFilters, InboxPage, LeadDetail, LeadListItem } from '../../machines/staffInbox.rules';
import { LEAD_CONTACT_CHANNEL_LABELS, type LoggedContactChannel } from '../../src/shared/leadInbox';
import { staffMessages } from '../../src/shared/staffMessages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';
import { detailOf, firstPage, newer, older, serverFault } from './staffInbox.fixtures';

// Issue 40: the drawer's one-tap log of a call, text or e-mail, and a lead opened to call its customer
// (a notification's "Call" action). The inbox's other paths are staffInbox.machine.test.ts's.

type Event = StaffInboxEvent | CallAnswer;

/** The lead as the server answers it after a logged call: the entry in its history, its first contact. */
function contactedBy(channel: LoggedContactChannel, item: LeadListItem = newer): LeadDetail {
  const at = '2026-11-21T10:04:00.000Z';
  return detailOf(item, {
    first_contact: { at, channel },
    history: [
      {
        id: 'e0000000-0000-4000-8000-000000000009',
        at,
        action: 'contact',
        by: { user_id: null, name: 'Sam Staff', email: 'sam@example.com' },
        status_from: null,
        status_to: null,
        note: null,
        channel,
      },
    ],
  });
}

const models: { name: string; events: Event[] }[] = [
  {
    name: 'log a contact',
    events: [
      answer('loadInbox', firstPage),
      { type: 'LEAD.OPEN', id: newer.id },
      answer('getLead', detailOf(newer)),
      { type: 'CONTACT.LOG', channel: 'called' },
      { type: 'CONTACT.LOG', channel: 'texted' },
      { type: 'CONTACT.LOG', channel: 'emailed' },
      answer('logContact', contactedBy('called')),
      refuse('logContact', serverFault),
      { type: 'STATUS.SET', status: 'contacted' },
      { type: 'RESEND' },
      { type: 'LEAD.CLOSE' },
    ],
  },
  {
    name: 'opened to call the customer',
    events: [
      answer('loadInbox', firstPage),
      { type: 'LEAD.OPEN_LINKED', id: older.id, call: true },
      { type: 'LEAD.OPEN_LINKED', id: older.id },
      answer('getLead', detailOf(older)),
      { type: 'CONTACT.LOG', channel: 'called' },
      answer('logContact', contactedBy('called', older)),
      refuse('logContact', serverFault),
      { type: 'LEAD.CLOSE' },
    ],
  },
];

const drawerBusy = (state: 'idle' | 'loggingContact') =>
  ({ ready: { drawer: { open: { viewing: state } } } }) as const;

describe.each(models)('staff inbox contact paths: $name', ({ events }) => {
  const paths = getMachinePaths({
    machine: staffInboxMachine,
    events: (snapshot) =>
      eventsWhileRunning(events)(snapshot).filter(
        (event) =>
          events.includes(event) &&
          !event.type.startsWith('xstate.after') &&
          // Bounds the walk: one contact logged per opening of the drawer, and the drawer opened again only
          // while the lead is as it arrived.
          !(event.type === 'CONTACT.LOG' && snapshot.context.lead?.first_contact) &&
          !(event.type.startsWith('LEAD.OPEN') && snapshot.context.leads[0]?.status !== 'new') &&
          // Other changes are tried only while a contact is logged, where they must wait.
          !(
            (event.type === 'STATUS.SET' || event.type === 'RESEND') &&
            !snapshot.matches(drawerBusy('loggingContact'))
          ),
      ),
  });

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));

  testEveryPath(paths, () => {
    const updateLead = callDouble<LeadDetail, { id: string; body: object }>();
    const b = withDoubles(staffInboxMachine, {
      loadInbox: callDouble<InboxPage, InboxFilters>(),
      refreshInbox: callDouble<InboxPage, InboxFilters>(),
      loadMoreLeads: callDouble<
        { leads: LeadListItem[]; nextCursor: string | null },
        { filters: InboxFilters; cursor: string }
      >(),
      exportLeads: callDouble<{ fileName: string; csv: string }, InboxFilters>(),
      getLead: callDouble<LeadDetail, { id: string }>(),
      updateLead,
      addNote: updateLead,
      resendLead: callDouble<LeadDetail, { id: string }>(),
      logContact: callDouble<LeadDetail, { id: string; channel: LoggedContactChannel }>(),
    });
    const last = () => b.effects().entries.at(-1);
    let tapped: LoggedContactChannel | null = null;
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, step) => {
        const { context } = snapshot;
        const { event } = step;
        if (event.type === 'CONTACT.LOG') {
          // One tap, one call with the lead and the channel tapped; nothing else runs meanwhile.
          tapped = event.channel;
          expect(snapshot.matches(drawerBusy('loggingContact'))).toBe(true);
          expect(context.pendingContact).toBe(event.channel);
          expect(b.logContact.inputs.at(-1)).toEqual({ id: context.openLeadId, channel: event.channel });
        }
        // While a contact is logged, no other change starts (the view disables them too).
        if (event.type === 'STATUS.SET' || event.type === 'RESEND')
          expect(snapshot.matches(drawerBusy('loggingContact'))).toBe(true);
        if (event.type === 'xstate.done.actor.logContact') {
          expect(snapshot.matches(drawerBusy('idle'))).toBe(true);
          expect(context.lead?.first_contact?.channel).toBe('called');
          expect(context.lead?.history.at(-1)?.action).toBe('contact');
          // Its row in the list says so too.
          const row = context.leads.find((lead) => lead.id === context.openLeadId);
          if (row) expect(row.first_contact_at).toBe(context.lead?.first_contact?.at);
          expect(last()).toEqual([
            'notifySuccess',
            { message: staffMessages.contactLogged(LEAD_CONTACT_CHANNEL_LABELS[tapped ?? 'called']) },
          ]);
          expect(context.pendingContact).toBeNull();
          // The call is made and logged: it is no longer put first.
          expect(context.callFirst).toBe(false);
        }
        if (event.type === 'xstate.error.actor.logContact') {
          expect(snapshot.matches(drawerBusy('idle'))).toBe(true);
          expect(last()).toEqual(['notifyFailure', { message: 'Database down' }]);
          expect(context.pendingContact).toBeNull();
        }
        if (event.type === 'LEAD.OPEN_LINKED') {
          expect(context.callFirst).toBe(event.call === true);
          expect(b.getLead.inputs.at(-1)).toEqual({ id: event.id });
        }
        if (event.type === 'LEAD.OPEN') expect(context.callFirst).toBe(false);
        if (!snapshot.matches({ ready: { drawer: 'open' } })) {
          expect(context.callFirst).toBe(false);
          expect(context.pendingContact).toBeNull();
          expect(context.lead).toBeNull();
        }
      },
    };
  });
});

describe('what the drawer says of the first contact', () => {
  const arrivedAt = '2026-11-21T10:00:00.000000Z';
  const lead = (first: LeadDetail['first_contact'], respondBy: string | null = null) =>
    detailOf(newer, { created_at: arrivedAt, first_contact: first, respond_by: respondBy });

  it('counts the wait from the stored times', () => {
    expect(waitText(59_999)).toBe('under a minute');
    expect(waitText(4 * 60_000 + 59_000)).toBe('4 min');
    expect(waitText(125 * 60_000)).toBe('2 h 5 min');
    expect(waitText(3 * 3_600_000)).toBe('3 h');
    expect(waitText(50 * 3_600_000)).toBe('2 days');
    expect(waitText(-5_000)).toBe('under a minute');
  });

  it('names the channel and the wait, and how late it was past the time it was due', () => {
    expect(firstContactSummary(lead({ at: '2026-11-21T10:04:10.000Z', channel: 'called' }))).toEqual({
      contacted: true,
      text: 'First contact: called 4 min after it arrived.',
    });
    const late = lead({ at: '2026-11-21T10:40:00.000Z', channel: 'status' }, '2026-11-21T10:15:00.000Z');
    expect(firstContactSummary(late)).toEqual({
      contacted: true,
      text: 'First contact: status changed 40 min after it arrived, 25 min later than it was due.',
    });
    expect(firstContactSummary(lead(null, '2026-11-21T10:15:00.000Z'))).toEqual({
      contacted: false,
      dueBy: '2026-11-21T10:15:00.000Z',
    });
    expect(firstContactSummary(lead(null))).toEqual({ contacted: false, dueBy: null });
  });

  it("gives the list row's hint", () => {
    expect(listContactHint(newer)).toEqual({ contacted: false, text: 'Not contacted' });
    const answered = { ...newer, first_contact_at: '2026-11-21T10:12:00.000Z' };
    expect(listContactHint(answered)).toEqual({ contacted: true, text: 'Answered in 12 min' });
  });
});
