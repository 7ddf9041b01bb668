import { assign, emit, setup } from 'xstate';
import { errorText } from '../src/shared/apiErrors';
import { checkNewPassword } from '../src/shared/authForms';
import { RESET_REDIRECT_MS } from '../src/shared/authTimings';
import { messages } from '../src/shared/messages';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// /reset-password (SPEC 4, 5 and 8): token and e-mail come from the link's query. Without them the page
// says 'Invalid password reset link.' and goes home after 1.5 s. The new password is checked (both
// fields, match, 8 characters), sent, and on success 'Password changed successfully' shows before home
// after 1.5 s; a failure shows 'ERROR: ' + the server's error.

export interface PasswordResetInput {
  token: string | null;
  email: string | null;
}

export interface PasswordResetContext {
  token: string;
  email: string;
  error: string | null;
}

export type PasswordResetEvent = { type: 'SUBMIT'; password: string; confirm: string };

export interface ResetRequest {
  token: string;
  email: string;
  newPassword: string;
}

/** What this flow asks of the browser (see machines/effects.ts). */
export type PasswordResetEffect = SharedEffect | { type: 'goHome' };

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    input: {} as PasswordResetInput,
    events: {} as PasswordResetEvent,
    emitted: {} as PasswordResetEffect,
  },
  actors: {
    resetPassword: apiCall<unknown, ResetRequest>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/email/reset-password', { body })),
    ),
  },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
    goHome: emit({ type: 'goHome' }),
  },
  guards: {
    linkIsComplete: ({ context }) => context.token !== '' && context.email !== '',
    formRejected: ({ event }) => checkNewPassword(event.password, event.confirm) !== null,
  },
  delays: { homeDelay: RESET_REDIRECT_MS },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token?.trim() ?? '',
    email: input.email?.trim() ?? '',
    error: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'linkIsComplete', target: 'editing' }, { target: 'invalidLink' }],
    },
    invalidLink: {
      entry: assign({ error: messages.resetPassword.invalidLink }),
      after: { homeDelay: 'leaving' },
    },
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'formRejected',
            actions: assign({ error: ({ event }) => checkNewPassword(event.password, event.confirm) }),
          },
          { target: 'saving', actions: assign({ error: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({
          token: context.token,
          email: context.email,
          newPassword: (event as PasswordResetEvent).password,
        }),
        onDone: 'changed',
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => `${messages.resetPassword.failedPrefix}${errorText(event.error)}`,
          }),
        },
      },
    },
    changed: {
      entry: { type: 'notifySuccess', params: { message: messages.resetPassword.success } },
      after: { homeDelay: 'leaving' },
    },
    leaving: { type: 'final', entry: 'goHome' },
  },
});
