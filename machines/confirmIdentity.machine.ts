import { assign, emit, setup } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { serverMessageOr } from '../src/shared/apiErrors';
import { type Message, msg } from '../src/shared/i18n/message';
import { sessionTexts } from '../src/shared/sessionRules';
import { apiCall } from './apiCall';
import { answerOf } from './callOutput';
import { passkeyFailureText, pickPasskeyInBrowser, type RequestOptions } from './passkeyBrowser';

// "Confirm it's you" (issue 26, sudo mode): asked when a sensitive call was refused with the server's 403
// (identityConfirmation.ts), answered with the password, an authenticator or recovery code, or a passkey
// (POST /sessions/current/confirm). Confirmed, the refused call is sent again and the user is not asked
// again for 15 minutes; cancelled, the call's flow shows the refusal. The secret typed is held only
// while it is on its way to the server.

export type ConfirmMethod = 'password' | 'authenticator' | 'recovery';

type ConfirmBody = ApiSchemas['ConfirmIdentityRequest'];

export interface ConfirmIdentityContext {
  method: ConfirmMethod;
  error: Message | null;
  /** What is being sent: set on SUBMIT, cleared when the answer comes. */
  body: ConfirmBody | null;
}

export type ConfirmIdentityEvent =
  | { type: 'REQUEST' }
  | { type: 'METHOD.CHOSEN'; method: ConfirmMethod }
  | { type: 'SUBMIT'; secret: string }
  | { type: 'PASSKEY' }
  | { type: 'CANCEL' };

/** What the dialog's host does: answer the waiting call (identityConfirmation.ts), toast. */
export type ConfirmIdentityEffect =
  | { type: 'confirmed' }
  | { type: 'cancelled' }
  | { type: 'notifySuccess'; message: Message };

/** The text asked of an empty field, per method. */
export const EMPTY_SECRET_TEXT: Record<ConfirmMethod, Message> = {
  password: msg('confirmIdentity.passwordMissing'),
  authenticator: msg('confirmIdentity.codeMissing'),
  recovery: msg('confirmIdentity.recoveryCodeMissing'),
};

function bodyFor(method: ConfirmMethod, secret: string): ConfirmBody {
  if (method === 'authenticator') return { token: secret.trim() };
  if (method === 'recovery') return { recoveryCode: secret.trim() };
  return { password: secret };
}

const refusal = ({ event }: { event: { error: unknown } }) => ({
  message: serverMessageOr(event.error, sessionTexts.passkeyFailed),
});

export const confirmIdentityMachine = setup({
  types: {
    context: {} as ConfirmIdentityContext,
    events: {} as ConfirmIdentityEvent,
    emitted: {} as ConfirmIdentityEffect,
  },
  actors: {
    /** POST /sessions/current/confirm. */
    confirmIdentity: apiCall<unknown, ConfirmBody>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/sessions/current/confirm', { body })),
    ),
    /** POST /sessions/current/confirm/passkey-options: a challenge for the user's own passkeys. */
    passkeyOptions: apiCall<RequestOptions>(
      async ({ api, unwrap }) => unwrap(await api.POST('/sessions/current/confirm/passkey-options')).options,
    ),
    pickPasskey: pickPasskeyInBrowser,
  },
  actions: {
    confirmed: emit({ type: 'confirmed' }),
    cancelled: emit({ type: 'cancelled' }),
    notifyConfirmed: emit({ type: 'notifySuccess', message: sessionTexts.confirmed }),
    showError: assign({ error: (_, params: { message: Message }) => params.message, body: null }),
    forgetBody: assign({ body: null }),
  },
  guards: {
    isEmpty: ({ event }) => event.type === 'SUBMIT' && event.secret.trim() === '',
  },
}).createMachine({
  id: 'confirmIdentity',
  context: { method: 'password', error: null, body: null },
  initial: 'idle',
  states: {
    idle: {
      on: { REQUEST: { target: 'asking', actions: assign({ method: 'password', error: null, body: null }) } },
    },
    asking: {
      on: {
        'METHOD.CHOSEN': { actions: assign({ method: ({ event }) => event.method, error: null }) },
        SUBMIT: [
          {
            guard: 'isEmpty',
            actions: assign({ error: ({ context }) => EMPTY_SECRET_TEXT[context.method] }),
          },
          {
            target: 'confirming',
            actions: assign({
              error: null,
              body: ({ context, event }) => bodyFor(context.method, event.secret),
            }),
          },
        ],
        PASSKEY: { target: 'gettingPasskeyOptions', actions: assign({ error: null }) },
        CANCEL: { target: 'idle', actions: 'cancelled' },
      },
    },
    gettingPasskeyOptions: {
      tags: ['busy'],
      invoke: {
        id: 'passkeyOptions',
        src: 'passkeyOptions',
        onDone: 'pickingPasskey',
        onError: { target: 'asking', actions: { type: 'showError', params: refusal } },
      },
      on: { CANCEL: { target: 'idle', actions: 'cancelled' } },
    },
    pickingPasskey: {
      tags: ['busy'],
      invoke: {
        id: 'pickPasskey',
        src: 'pickPasskey',
        // The options call's answer is what entered this state.
        input: ({ event }) => ({ options: answerOf<RequestOptions>(event), autofill: false }),
        onDone: {
          target: 'confirming',
          actions: assign({ body: ({ event }) => ({ passkey: event.output }) }),
        },
        onError: {
          target: 'asking',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: passkeyFailureText(event.error) }),
          },
        },
      },
      on: { CANCEL: { target: 'idle', actions: 'cancelled' } },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmIdentity',
        src: 'confirmIdentity',
        input: ({ context }) => context.body ?? { password: '' },
        onDone: { target: 'idle', actions: ['forgetBody', 'notifyConfirmed', 'confirmed'] },
        onError: {
          target: 'asking',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: serverMessageOr(event.error, sessionTexts.passwordWrong) }),
          },
        },
      },
    },
  },
});
