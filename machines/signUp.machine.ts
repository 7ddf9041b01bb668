import { assign, emit, setup } from 'xstate';
import { isUsernameTakenText } from '../src/shared/accountRules';
import { errorText } from '../src/shared/apiErrors';
import {
  checkSignUp,
  type SignUpCheck,
  type SignUpData,
  type SignUpField,
  type SignUpValues,
} from '../src/shared/authForms';
import { FIELD_HIGHLIGHT_MS } from '../src/shared/authTimings';
import { type Message, verbatim } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// Sign-up form (SPEC 4, 5 and 8), in the login modal and on /register: the rules of SPEC 5 (missing fields
// highlighted for 2 s), then POST /email/send-verification with the data, then /email-verification with
// the data as navigation state. A failure shows the server's text when it names the 'Email' or says the
// username is taken, otherwise the "server might be down" text.

export interface SignUpContext {
  error: Message | null;
  /** Fields to highlight as missing; emptied after 2 s. */
  highlighted: readonly SignUpField[];
  /** The checked data being sent, then handed to /email-verification. */
  data: SignUpData | null;
}

export type SignUpEvent = { type: 'SUBMIT'; values: SignUpValues };

/**
 * The text SPEC 8 shows when sending the verification e-mail fails: the server's own when it names the
 * e-mail address ('Email' in English, 'correo electrónico' in Spanish: the server answers in the page's
 * language) or says the username is taken, else the "server might be down" text.
 */
export function signUpFailureText(error: unknown): Message {
  const text = errorText(error);
  const shown = text.includes('Email') || text.includes('correo electrónico') || isUsernameTakenText(text);
  return shown ? verbatim(text) : messages.signUp.serverDown;
}

// Only reachable if a transition forgot to store the data; the server then refuses the empty fields.
const emptyData: SignUpData = { first_name: '', last_name: '', email: '', username: '', password: '' };

type Rejected = Extract<SignUpCheck, { ok: false }>;

const rejection = (values: SignUpValues): Rejected | null => {
  const check = checkSignUp(values);
  return check.ok ? null : check;
};

/** What this flow asks of the browser (see machines/effects.ts). */
export type SignUpEffect =
  | SharedEffect
  | { type: 'goToVerification'; data: SignUpData }
  | { type: 'closeModal' };

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    emitted: {} as SignUpEffect,
  },
  actors: {
    sendVerification: apiCall<unknown, SignUpData>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/email/send-verification', { body })),
    ),
  },
  actions: {
    // Emitted for the web layer: navigate to /email-verification with the data as navigation state.
    goToVerification: emit((_, data: SignUpData) => ({ type: 'goToVerification', data }) as const),
    // Emitted for the web layer; only a modal has something to close.
    closeModal: emit({ type: 'closeModal' }),
  },
  guards: {
    hasMissingFields: ({ event }) => (rejection(event.values)?.missing.length ?? 0) > 0,
    isRejected: ({ event }) => rejection(event.values) !== null,
  },
  delays: { highlightDelay: FIELD_HIGHLIGHT_MS },
}).createMachine({
  id: 'signUp',
  context: { error: null, highlighted: [], data: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        SUBMIT: [
          {
            guard: 'hasMissingFields',
            // Re-entering restarts the 2 s highlight when the visitor submits again.
            target: '.highlighting',
            reenter: true,
            actions: assign({
              error: ({ event }) => rejection(event.values)?.message ?? null,
              highlighted: ({ event }) => rejection(event.values)?.missing ?? [],
            }),
          },
          {
            guard: 'isRejected',
            target: '.idle',
            actions: assign({
              error: ({ event }) => rejection(event.values)?.message ?? null,
              highlighted: [],
            }),
          },
          {
            target: 'sending',
            actions: assign({
              error: null,
              highlighted: [],
              data: ({ event }) => {
                const check = checkSignUp(event.values);
                return check.ok ? check.data : null;
              },
            }),
          },
        ],
      },
      states: {
        idle: {},
        highlighting: {
          after: { highlightDelay: { target: 'idle', actions: assign({ highlighted: [] }) } },
        },
      },
    },
    sending: {
      invoke: {
        id: 'sendVerification',
        src: 'sendVerification',
        input: ({ context }) => context.data ?? emptyData,
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => signUpFailureText(event.error) }),
        },
      },
    },
    sent: {
      type: 'final',
      entry: [{ type: 'goToVerification', params: ({ context }) => context.data ?? emptyData }, 'closeModal'],
    },
  },
});
