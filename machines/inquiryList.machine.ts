import { assign, emit, setup } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { invalidEmailMessage, isValidEmail } from '../src/shared/email';
import { messages } from '../src/shared/messages';
import { keepPhoneDigits } from '../src/shared/phone';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';
import {
  type Keyed,
  keyedInput,
  keyHeaders,
  mayRetry,
  nextSubmission,
  retryDelay,
  retryWait,
  type Submission,
  withRetry,
} from './keyedRetry';

// The inquiry list (SPEC sections 2, 4 and 5): products collected from the catalogue, each with an optional
// message, sent with the visitor's name, e-mail and phone. The list survives reloads in the `InquiryList`
// cookie; browser effects (cookie, toasts) are named actions that emit events the web layer runs.

export interface InquiryItem {
  name: string;
  message: string;
}

export type InquiryField = 'name' | 'email' | 'phone';

/** Contact details as typed; `phone` holds the digits only (the view shows them formatted). */
export type InquiryContact = Record<InquiryField, string>;

/** The body of POST /email/inquiry. */
export interface InquiryPayload {
  name: string;
  email: string;
  phone: string;
  products: { name: string; message: string }[];
}

/** The signed-in user's names and e-mail, which prefill the contact fields (SPEC section 6). */
export interface InquiryUser {
  first_name: string;
  last_name: string;
  email: string;
}

export interface InquiryListInput {
  /** The `InquiryList` cookie as parsed JSON, so possibly anything. */
  stored: unknown;
  user: InquiryUser | null;
  /** Random, made once per page (newKeyPrefix): each inquiry's Idempotency-Key is numbered under it. */
  keyPrefix: string;
}

export interface InquiryListContext {
  items: InquiryItem[];
  contact: InquiryContact;
  /** What the contact fields return to after a successful send. */
  prefill: InquiryContact;
  /** The inline message under the send button. */
  error: string | null;
  /** Names of the items on their way to the server, so that items added meanwhile survive the reset. */
  sending: string[];
  keyPrefix: string;
  /** The inquiry being sent, or last sent without success: retries send exactly this, under its key. */
  submission: Submission<InquiryPayload> | null;
}

export type InquiryListEvent =
  | { type: 'ITEM.ADD'; name: string }
  | { type: 'ITEM.REMOVE'; name: string }
  | { type: 'ITEM.MESSAGE'; name: string; message: string }
  | { type: 'FIELD.CHANGED'; field: InquiryField; value: string }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE' }
  | { type: 'SEND' };

/**
 * The saved list: only the names are kept (a cookie holds about 4 KB; long messages would make the browser
 * drop it, and the list with it). Accepts names or `{ name }` objects; anything else is ignored.
 */
export function itemsFromStored(stored: unknown): InquiryItem[] {
  if (!Array.isArray(stored)) return [];
  const names: string[] = [];
  for (const entry of stored) {
    const name =
      typeof entry === 'string' ? entry : typeof entry?.name === 'string' ? (entry.name as string) : '';
    if (name.trim() !== '' && !names.includes(name)) names.push(name);
  }
  return names.map((name) => ({ name, message: '' }));
}

export function contactFromUser(user: InquiryUser | null): InquiryContact {
  if (!user) return { name: '', email: '', phone: '' };
  return { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: '' };
}

/** Whether every contact field is filled (SPEC 5: all three required, messages optional). */
export function contactComplete(contact: InquiryContact): boolean {
  return contact.name.trim() !== '' && contact.email.trim() !== '' && contact.phone !== '';
}

export function inquiryPayload(context: InquiryListContext): InquiryPayload {
  return {
    name: context.contact.name.trim(),
    email: context.contact.email.trim(),
    phone: context.contact.phone,
    products: context.items.map(({ name, message }) => ({ name, message: message.trim() })),
  };
}

const savedNames = ({ context }: { context: InquiryListContext }) => ({
  names: context.items.map((item) => item.name),
});

/** What this flow asks of the browser (see machines/effects.ts). */
export type InquiryListEffect = SharedEffect | { type: 'persistList'; names: string[] };

export const inquiryListMachine = setup({
  types: {
    context: {} as InquiryListContext,
    input: {} as InquiryListInput,
    events: {} as InquiryListEvent,
    emitted: {} as InquiryListEffect,
  },
  actors: {
    sendInquiry: apiCall<unknown, Keyed<InquiryPayload>>(async ({ api, unwrap }, { key, body }) =>
      unwrap(await api.POST('/email/inquiry', { body, headers: keyHeaders(key) })),
    ),
  },
  actions: {
    // Emitted for the web layer: write (or, when empty, remove) the `InquiryList` cookie for 30 days.
    persistList: emit((_, { names }: { names: string[] }) => ({ type: 'persistList', names }) as const),
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: string }) => ({ type: 'notifyFailure', message }) as const,
    ),
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
    showError: assign({ error: (_, params: { message: string }) => params.message }),
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
      submission: null,
    }),
    stopSending: assign({ sending: [] }),
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
        idle: {
          on: {
            SEND: [
              // The view disables Send for an empty list; an inquiry without products is meaningless.
              { guard: 'isEmpty' },
              {
                guard: 'isIncomplete',
                actions: [
                  { type: 'showError', params: { message: messages.inquiry.missingFields } },
                  { type: 'notifyFailure', params: { message: messages.inquiry.missingFields } },
                ],
              },
              {
                guard: 'hasInvalidEmail',
                actions: { type: 'showError', params: { message: invalidEmailMessage } },
              },
              { target: 'sending', actions: 'startSending' },
            ],
          },
        },
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
                { type: 'notifySuccess', params: { message: messages.inquiry.sent } },
              ],
            },
            onError: [
              { guard: 'canRetry', target: 'waitingToRetry', actions: 'scheduleRetry' },
              {
                target: 'idle',
                actions: [
                  'stopSending',
                  { type: 'notifyFailure', params: { message: messages.inquiry.failed } },
                  {
                    type: 'showError',
                    params: ({ event }) => ({ message: serverMessage(event.error, messages.inquiry.failed) }),
                  },
                ],
              },
            ],
          },
        },
        // The network or the server failed: the same inquiry goes again under its key after a back-off.
        waitingToRetry: retryWait('sending', 'sending'),
      },
    },
  },
});
