import { assign, emit, setup } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { errorText } from '../src/shared/apiErrors';
import { FORGOT_PASSWORD_CLOSE_MS } from '../src/shared/authTimings';
import { type Message, msg, verbatim } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// Password recovery (SPEC 4, 5 and 8): an e-mail is required; POST /email/forgot-password; the server's
// success message is shown and the modal closes after 2 s; a failure shows the server's error.

export interface ForgotPasswordContext {
  /** The server's success message once sent. */
  notice: Message | null;
  error: Message | null;
}

export type ForgotPasswordEvent = { type: 'SUBMIT'; email: string };

/** What this flow asks of the browser (see machines/effects.ts). */
export type ForgotPasswordEffect = SharedEffect | { type: 'closeModal' };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    emitted: {} as ForgotPasswordEffect,
  },
  actors: {
    requestReset: apiCall<ApiSchemas['Message'], { email: string }>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/email/forgot-password', { body })),
    ),
  },
  actions: {
    closeModal: emit({ type: 'closeModal' }),
  },
  guards: {
    emailMissing: ({ event }) => event.email.trim() === '',
  },
  delays: { closeDelay: FORGOT_PASSWORD_CLOSE_MS },
}).createMachine({
  id: 'forgotPassword',
  context: { notice: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'emailMissing', actions: assign({ error: messages.forgotPassword.missingEmail }) },
          { target: 'sending', actions: assign({ error: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ event }) => ({ email: (event as ForgotPasswordEvent).email.trim() }),
        onDone: {
          target: 'sent',
          actions: assign({ notice: ({ event }) => verbatim(event.output.message) }),
        },
        onError: {
          target: 'editing',
          // SPEC 8 shows the server's error; a network failure has no text, so say what failed.
          actions: assign({ error: ({ event }) => serverTextOr(event.error, failedFallback) }),
        },
      },
    },
    sent: { after: { closeDelay: 'closed' } },
    closed: { type: 'final', entry: 'closeModal' },
  },
});

/** Not a SPEC text: shown only when the call failed without any server answer. */
export const failedFallback = msg('forgotPassword.failed');

/** The failure's own text as it is, else `fallback`. */
function serverTextOr(error: unknown, fallback: Message): Message {
  const text = errorText(error);
  return text === '' ? fallback : verbatim(text);
}
