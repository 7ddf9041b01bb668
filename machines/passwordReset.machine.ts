import { assign, emit, setup } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { errorText, failureStatus } from '../src/shared/apiErrors';
import { checkNewPassword } from '../src/shared/authForms';
import { RESET_REDIRECT_MS } from '../src/shared/authTimings';
import type { Message } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { RESET_PASSKEY_TEXTS } from '../src/shared/resetPasskeys';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// /reset-password (SPEC 4, 5 and 8): token and e-mail come from the link's query. Without them the page
// says 'Invalid password reset link.' and goes home after 1.5 s. The new password is checked (both
// fields, match, 8 characters), sent, and on success 'Password changed successfully' shows before home
// after 1.5 s; a failure shows 'ERROR: ' + the server's error.
// Issue 26: before the form, the account's passkeys are listed with the link; the form shows them ticked,
// and the reset keeps exactly the ticked ones (`keep_passkeys`), so a passkey added with a stolen session
// can go with the old password. When the list cannot be loaded, the page says so and the reset sends no
// `keep_passkeys`, which keeps them all; a link the list refuses shows the reset's own refusal at once.

export interface PasswordResetInput {
  token: string | null;
  email: string | null;
}

export type ResetPasskey = ApiSchemas['Passkey'];

export interface PasswordResetContext {
  token: string;
  email: string;
  error: Message | null;
  /** The account's passkeys, oldest first; null while loading or when they could not be loaded. */
  passkeys: ResetPasskey[] | null;
  /** The ids of the ticked passkeys, in the list's order. */
  keptIds: string[];
  /** Said when the list could not be loaded. */
  passkeysNotice: Message | null;
}

export type PasswordResetEvent =
  | { type: 'SUBMIT'; password: string; confirm: string }
  /** The ticked ids after a tick or untick, as the checklist reports them. */
  | { type: 'PASSKEYS.KEPT'; ids: string[] };

export type ResetRequest = ApiSchemas['ResetPasswordRequest'];

/** The reset's body: the ticked passkeys when the list was shown (even none), else nothing, to keep all. */
export function resetRequest(context: PasswordResetContext, newPassword: string): ResetRequest {
  const { token, email, passkeys, keptIds } = context;
  return passkeys === null
    ? { token, email, newPassword }
    : { token, email, newPassword, keep_passkeys: keptIds };
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
    /** POST /email/reset-password/passkeys: the account's passkeys, for the link's token and e-mail. */
    listResetPasskeys: apiCall<ResetPasskey[], { token: string; email: string }>(
      async ({ api, unwrap }, body) =>
        unwrap(await api.POST('/email/reset-password/passkeys', { body })).payload,
    ),
    resetPassword: apiCall<unknown, ResetRequest>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/email/reset-password', { body })),
    ),
  },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    goHome: emit({ type: 'goHome' }),
  },
  guards: {
    linkIsComplete: ({ context }) => context.token !== '' && context.email !== '',
    formRejected: ({ event }) =>
      event.type === 'SUBMIT' && checkNewPassword(event.password, event.confirm) !== null,
    /** The server refused the link itself (400): the reset would be refused with the same text. */
    linkRefused: (_, { error }: { error: unknown }) => failureStatus(error) === 400,
  },
  delays: { homeDelay: RESET_REDIRECT_MS },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token?.trim() ?? '',
    email: input.email?.trim() ?? '',
    error: null,
    passkeys: null,
    keptIds: [],
    passkeysNotice: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'linkIsComplete', target: 'loadingPasskeys' }, { target: 'invalidLink' }],
    },
    invalidLink: {
      entry: assign({ error: messages.resetPassword.invalidLink }),
      after: { homeDelay: 'leaving' },
    },
    loadingPasskeys: {
      invoke: {
        id: 'listResetPasskeys',
        src: 'listResetPasskeys',
        input: ({ context }) => ({ token: context.token, email: context.email }),
        onDone: {
          target: 'editing',
          // All ticked at first: unticking is the visitor's choice.
          actions: assign({
            passkeys: ({ event }) => event.output,
            keptIds: ({ event }) => event.output.map((passkey) => passkey.id),
          }),
        },
        onError: [
          {
            guard: { type: 'linkRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({
              error: ({ event }) => messages.resetPassword.failed(errorText(event.error)),
            }),
          },
          { target: 'editing', actions: assign({ passkeysNotice: RESET_PASSKEY_TEXTS.listFailed }) },
        ],
      },
    },
    editing: {
      on: {
        'PASSKEYS.KEPT': {
          actions: assign({
            keptIds: ({ context, event }) =>
              (context.passkeys ?? [])
                .filter((passkey) => event.ids.includes(passkey.id))
                .map(({ id }) => id),
          }),
        },
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
        // The password is read from the SUBMIT that entered this state, never kept in the context.
        input: ({ context, event }) => resetRequest(context, event.type === 'SUBMIT' ? event.password : ''),
        onDone: 'changed',
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => messages.resetPassword.failed(errorText(event.error)),
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
