import { and, assign, emit, setup } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { inquiryLead } from '../src/api/offline/savedLeads';
import { invalidEmailMessage, isValidEmail } from '../src/shared/email';
import type { Message } from '../src/shared/i18n/message';
import { inquirySentMessage } from '../src/shared/inquirySent';
import { messages } from '../src/shared/messages';
import { offlineLeadTexts } from '../src/shared/offlineLeads';
import { keepPhoneDigits } from '../src/shared/phone';
import { apiCall } from './apiCall';
import { contactComplete, contactFromUser, inquiryPayload, itemsFromStored } from './inquiryList.rules';
import type {
  InquiryListContext,
  InquiryListEffect,
  InquiryListEvent,
  InquiryListInput,
  InquiryPayload,
} from './inquiryList.types';
import {
  isNoAnswer,
  type Keyed,
  keyedInput,
  keyHeaders,
  mayRetry,
  nextSubmission,
  retryDelay,
  retryWait,
  settle,
  withRetry,
} from './keyedRetry';
import { browserIsOffline, saveLeadOffline } from './leadOutbox.browser';
import { refusalMessage } from './refusal';

// The inquiry list (SPEC sections 2, 4 and 5): products collected from the catalogue, each with an optional
// message, sent with the visitor's name, e-mail and phone. The list survives reloads in the `InquiryList`
// cookie; browser effects (cookie, toasts) are named actions that emit events the web layer runs. A guest's
// inquiry written offline, or whose send got no answer, is kept on the phone and sent later (issue 29).
// Types: inquiryList.types.ts; pure rules: inquiryList.rules.ts.

export { contactComplete, contactFromUser, inquiryPayload, itemsFromStored } from './inquiryList.rules';
export type {
  InquiryContact,
  InquiryField,
  InquiryItem,
  InquiryListContext,
  InquiryListEffect,
  InquiryListEvent,
  InquiryListInput,
  InquiryPayload,
  InquiryUser,
} from './inquiryList.types';

const savedNames = ({ context }: { context: InquiryListContext }) => ({
  names: context.items.map((item) => item.name),
});

/** Send, from the list at rest or with the saved note: checked, then sent, or kept offline at once. */
const sendChecks = [
  // The view disables Send for an empty list; an inquiry without products is meaningless.
  { guard: 'isEmpty' },
  {
    guard: 'isIncomplete',
    target: 'idle',
    actions: [
      { type: 'showError', params: { message: messages.inquiry.missingFields } },
      { type: 'notifyFailure', params: { message: messages.inquiry.missingFields } },
    ],
  },
  {
    guard: 'hasInvalidEmail',
    target: 'idle',
    actions: { type: 'showError', params: { message: invalidEmailMessage } },
  },
  // A signed-in sender's inquiry is not kept offline (no session token stored on the phone): said at once.
  {
    guard: and(['isSignedIn', 'isOffline']),
    target: 'idle',
    actions: [
      { type: 'showError', params: { message: offlineLeadTexts.signedInOffline } },
      { type: 'notifyFailure', params: { message: offlineLeadTexts.signedInOffline } },
    ],
  },
  { guard: and(['isOffline', 'canKeepOffline']), target: 'savingOffline', actions: 'startSending' },
  { target: 'sending', actions: 'startSending' },
] as const;

type InquirySent = ApiSchemas['InquirySent'];

export const inquiryListMachine = setup({
  types: {
    context: {} as InquiryListContext,
    input: {} as InquiryListInput,
    events: {} as InquiryListEvent,
    emitted: {} as InquiryListEffect,
  },
  actors: {
    sendInquiry: apiCall<InquirySent, Keyed<InquiryPayload>>(async ({ api, unwrap }, { key, body }) =>
      unwrap(await api.POST('/email/inquiry', { body, headers: keyHeaders(key) })),
    ),
    saveLeadOffline,
  },
  actions: {
    // Emitted for the web layer: write (or, when empty, remove) the `InquiryList` cookie for 30 days.
    persistList: emit((_, { names }: { names: string[] }) => ({ type: 'persistList', names }) as const),
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifyFailure', message }) as const,
    ),
    leadSavedOffline: emit({ type: 'leadSavedOffline' } as const),
    appendItem: assign({
      items: ({ context, event }) =>
        event.type === 'ITEM.ADD' ? [...context.items, { name: event.name, message: '' }] : context.items,
    }),
    removeItem: assign({
      items: ({ context, event }) =>
        event.type === 'ITEM.REMOVE'
          ? context.items.filter((item) => item.name !== event.name)
          : context.items,
    }),
    setItemMessage: assign({
      items: ({ context, event }) =>
        event.type === 'ITEM.MESSAGE'
          ? context.items.map((item) =>
              item.name === event.name ? { ...item, message: event.message } : item,
            )
          : context.items,
    }),
    setField: assign({
      contact: ({ context, event }) => {
        if (event.type !== 'FIELD.CHANGED') return context.contact;
        const value = event.field === 'phone' ? keepPhoneDigits(event.value) : event.value;
        return { ...context.contact, [event.field]: value };
      },
      error: null,
    }),
    showError: assign({ error: (_, params: { message: Message }) => params.message }),
    startSending: assign({
      error: null,
      sending: ({ context }) => context.items.map((item) => item.name),
      submission: ({ context }) =>
        nextSubmission(context.submission, inquiryPayload(context), context.keyPrefix),
    }),
    scheduleRetry: assign({
      submission: ({ context, event }) =>
        context.submission && 'error' in event ? withRetry(context.submission, event.error) : null,
    }),
    // Items added while the request was on its way were not sent, so they stay.
    clearSent: assign({
      items: ({ context }) => context.items.filter((item) => !context.sending.includes(item.name)),
      contact: ({ context }) => context.prefill,
      error: null,
      sending: [],
      // Answered or kept in the outbox: never sent again, and the next inquiry gets the next key.
      submission: ({ context }) => settle(context.submission),
    }),
    stopSending: assign({ sending: [] }),
    // The phone could not keep the inquiry: it is sent as before, with its retries, from now on.
    markOutboxFailed: assign({ outboxFailed: true }),
  },
  guards: {
    isNewItem: ({ context, event }) =>
      event.type === 'ITEM.ADD' &&
      event.name.trim() !== '' &&
      !context.items.some((item) => item.name === event.name),
    isListed: ({ context, event }) =>
      (event.type === 'ITEM.REMOVE' || event.type === 'ITEM.MESSAGE') &&
      context.items.some((item) => item.name === event.name),
    isEmpty: ({ context }) => context.items.length === 0,
    isIncomplete: ({ context }) => !contactComplete(context.contact),
    hasInvalidEmail: ({ context }) => !isValidEmail(context.contact.email),
    canRetry: mayRetry,
    isSignedIn: ({ context }) => context.signedIn,
    // The browser's word, read through a guard that tests swap (leadOutbox.browser.ts).
    isOffline: browserIsOffline,
    // A guest's inquiry is kept on the phone, unless the phone could not keep one.
    canKeepOffline: ({ context }) => !context.signedIn && !context.outboxFailed,
    lostOnTheNetwork: ({ context, event }) =>
      !context.signedIn && !context.outboxFailed && 'error' in event && isNoAnswer(event.error),
  },
  delays: { retryDelay },
}).createMachine({
  id: 'inquiryList',
  type: 'parallel',
  context: ({ input }) => ({
    items: itemsFromStored(input.stored),
    contact: contactFromUser(input.user),
    prefill: contactFromUser(input.user),
    error: null,
    sending: [],
    keyPrefix: input.keyPrefix,
    submission: null,
    signedIn: input.user !== null,
    outboxFailed: false,
  }),
  // The list can be edited from the product cards at any time, even while a send is on its way.
  on: {
    'ITEM.ADD': { guard: 'isNewItem', actions: ['appendItem', { type: 'persistList', params: savedNames }] },
    'ITEM.REMOVE': {
      guard: 'isListed',
      actions: ['removeItem', { type: 'persistList', params: savedNames }],
    },
    'ITEM.MESSAGE': { guard: 'isListed', actions: 'setItemMessage' },
    'FIELD.CHANGED': { actions: 'setField' },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN: 'open', TOGGLE: 'open' } },
        open: { on: { CLOSE: 'closed', TOGGLE: 'closed' } },
      },
    },
    request: {
      initial: 'idle',
      states: {
        idle: { on: { SEND: sendChecks } },
        sending: {
          tags: ['sending'],
          invoke: {
            id: 'sendInquiry',
            src: 'sendInquiry',
            input: ({ context }) => keyedInput(context.submission, (body) => body),
            onDone: {
              target: ['#inquiryList.request.idle', '#inquiryList.panel.closed'],
              actions: [
                'clearSent',
                { type: 'persistList', params: savedNames },
                // Says when the company will call, as the server worded it (issue 40).
                {
                  type: 'notifySuccess',
                  params: ({ event }) => ({ message: inquirySentMessage(event.output.expect_call?.text) }),
                },
              ],
            },
            onError: [
              { guard: 'lostOnTheNetwork', target: 'savingOffline' },
              { guard: 'canRetry', target: 'waitingToRetry', actions: 'scheduleRetry' },
              {
                target: 'idle',
                actions: [
                  'stopSending',
                  { type: 'notifyFailure', params: { message: messages.inquiry.failed } },
                  {
                    type: 'showError',
                    params: ({ event }) => ({
                      message: refusalMessage(event.error, messages.inquiry.failed),
                    }),
                  },
                ],
              },
            ],
          },
        },
        // The network or the server failed: the same inquiry goes again under its key after a back-off.
        waitingToRetry: retryWait('sending', 'sending'),
        // The inquiry as submitted goes to the outbox under its key; the list never sends it itself again.
        // If the phone cannot keep it, it is sent as before.
        savingOffline: {
          tags: ['sending'],
          invoke: {
            id: 'saveLeadOffline',
            src: 'saveLeadOffline',
            input: ({ context }) => {
              const { key, body } = keyedInput(context.submission, (submitted) => submitted);
              return inquiryLead(key, body);
            },
            onDone: {
              target: 'savedOffline',
              actions: ['clearSent', { type: 'persistList', params: savedNames }, 'leadSavedOffline'],
            },
            onError: { target: 'sending', actions: 'markOutboxFailed' },
          },
        },
        // Like after a send, the list is emptied and the contact reset; the panel stays open and says the
        // inquiry is saved until the next send.
        savedOffline: { on: { SEND: sendChecks } },
      },
    },
  },
});
