import { assign } from 'xstate';
import { failureMessage } from '../src/shared/apiErrors';
import { LEAD_CONTACT_CHANNEL_LABELS, LEAD_STATUS_LABELS } from '../src/shared/leadInbox';
import { staffMessages } from '../src/shared/staffMessages';
import { checkNote } from './staffInbox.rules';
import { staffInboxSetup } from './staffInbox.setup';

// The lead inbox's drawer region: one lead in full, its status, notes, the resend of its company e-mail
// and the one-tap log of a call, text or e-mail to the customer (issue 40). Every change answers the whole
// lead, which the drawer, its row and the counts then show.

export const leadDrawerStates = staffInboxSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: {
        'LEAD.OPEN': {
          guard: 'isListed',
          target: 'open',
          actions: assign({ openLeadId: ({ event }) => event.id, callFirst: false }),
        },
        // The drawer loads the lead by its id, so a lead off the loaded pages opens the same way.
        'LEAD.OPEN_LINKED': {
          target: 'open',
          actions: assign({
            openLeadId: ({ event }) => event.id,
            callFirst: ({ event }) => event.call === true,
          }),
        },
      },
    },
    open: {
      initial: 'loading',
      on: {
        'LEAD.CLOSE': { target: 'closed', actions: 'closeDrawer' },
        // A staff alert tapped while a lead is open (issue 40; the page is not reloaded): the same lead is
        // only turned to the call if asked, and another lead takes the drawer's place, as a tap asks.
        'LEAD.OPEN_LINKED': [
          {
            guard: ({ context, event }) => event.id === context.openLeadId,
            actions: assign({ callFirst: ({ event }) => event.call === true }),
          },
          {
            target: '.loading',
            actions: [
              'closeDrawer',
              assign({
                openLeadId: ({ event }) => event.id,
                callFirst: ({ event }) => event.call === true,
              }),
            ],
          },
        ],
      },
      states: {
        loading: {
          invoke: {
            id: 'getLead',
            src: 'getLead',
            input: ({ context }) => ({ id: context.openLeadId ?? '' }),
            onDone: {
              target: 'viewing',
              actions: assign({ lead: ({ event }) => event.output, leadError: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ leadError: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
        failed: { on: { 'LEAD.RETRY': 'loading' } },
        viewing: {
          initial: 'idle',
          on: {
            'NOTE.CHANGED': {
              actions: assign({ note: ({ event }) => event.value, noteError: null }),
            },
          },
          states: {
            idle: {
              on: {
                'STATUS.SET': {
                  guard: 'isNewStatus',
                  target: 'savingStatus',
                  actions: assign({ pendingStatus: ({ event }) => event.status }),
                },
                'NOTE.SUBMIT': [
                  { guard: 'noteIsValid', target: 'savingNote' },
                  {
                    actions: assign({
                      noteError: ({ context }) => {
                        const note = checkNote(context.note);
                        return note.ok ? null : note.message;
                      },
                    }),
                  },
                ],
                RESEND: { guard: 'mayResend', target: 'resending' },
                'CONTACT.LOG': {
                  target: 'loggingContact',
                  actions: assign({ pendingContact: ({ event }) => event.channel }),
                },
              },
            },
            loggingContact: {
              invoke: {
                id: 'logContact',
                src: 'logContact',
                input: ({ context }) => ({
                  id: context.openLeadId ?? '',
                  channel: context.pendingContact ?? 'called',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'applyLead', params: ({ event }) => event.output },
                    {
                      type: 'notifySuccess',
                      params: ({ context }) => ({
                        message: staffMessages.contactLogged(
                          LEAD_CONTACT_CHANNEL_LABELS[context.pendingContact ?? 'called'],
                        ),
                      }),
                    },
                    // The call is made and logged: the drawer no longer puts it first.
                    assign({ pendingContact: null, callFirst: false }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ pendingContact: null }),
                    {
                      type: 'notifyFailure',
                      params: ({ event }) => ({ message: failureMessage(event.error) }),
                    },
                  ],
                },
              },
            },
            savingStatus: {
              invoke: {
                id: 'updateLead',
                src: 'updateLead',
                input: ({ context }) => ({
                  id: context.openLeadId ?? '',
                  body: { status: context.pendingStatus ?? 'new' },
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'applyLead', params: ({ event }) => event.output },
                    {
                      type: 'notifySuccess',
                      params: ({ event }) => ({
                        message: staffMessages.statusSet(LEAD_STATUS_LABELS[event.output.status]),
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ pendingStatus: null }),
                    {
                      type: 'notifyFailure',
                      params: ({ event }) => ({ message: failureMessage(event.error) }),
                    },
                  ],
                },
              },
            },
            savingNote: {
              invoke: {
                id: 'addNote',
                src: 'updateLead',
                input: ({ context }) => {
                  const note = checkNote(context.note);
                  return { id: context.openLeadId ?? '', body: { note: note.ok ? note.note : '' } };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'applyLead', params: ({ event }) => event.output },
                    assign({ note: '' }),
                    { type: 'notifySuccess', params: { message: staffMessages.noteAdded } },
                  ],
                },
                // The note stays in the box, so nothing typed is lost.
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureMessage(event.error) }),
                  },
                },
              },
            },
            resending: {
              invoke: {
                id: 'resendLead',
                src: 'resendLead',
                input: ({ context }) => ({ id: context.openLeadId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'applyLead', params: ({ event }) => event.output },
                    { type: 'notifySuccess', params: { message: staffMessages.resent } },
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
