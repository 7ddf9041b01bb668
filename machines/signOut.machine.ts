import { emit, setup } from 'xstate';
import { SIGN_OUT_RELOAD_MS } from '../src/shared/authTimings';
import type { Message } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// Sign-out (SPEC 2 and 4): a confirmation modal; confirming clears the stored values at once, toasts
// 'You have been signed out', posts sign-out with the token captured before the clearing, and reloads
// after 1.2 s whether or not the server has answered (the stored token is gone either way).

export interface SignOutInput {
  /** The bearer token of this page load; the cookie is cleared before the call is made. */
  token: string | null;
}

export type SignOutEvent = { type: 'OPEN' } | { type: 'CANCEL' } | { type: 'CONFIRM' };

/** What this flow asks of the browser (see machines/effects.ts). */
export type SignOutEffect = SharedEffect | { type: 'clearStoredValues' };

export const signOutMachine = setup({
  types: {
    context: {} as SignOutInput,
    input: {} as SignOutInput,
    events: {} as SignOutEvent,
    emitted: {} as SignOutEffect,
  },
  actors: {
    // The token is passed in because sign-out clears the cookie the client would read it from.
    signOut: apiCall<unknown, SignOutInput>(async ({ api, unwrap }, { token }) =>
      unwrap(
        await api.POST('/users/signout', { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
      ),
    ),
  },
  actions: {
    // Emitted for the web layer: remove authToken, authUser, theme, InquiryList and the settings flags.
    clearStoredValues: emit({ type: 'clearStoredValues' }),
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    reload: emit({ type: 'reload' }),
  },
  delays: { reloadDelay: SIGN_OUT_RELOAD_MS },
}).createMachine({
  id: 'signOut',
  context: ({ input }) => ({ token: input.token }),
  initial: 'idle',
  states: {
    idle: { on: { OPEN: 'confirming' } },
    confirming: { on: { CANCEL: 'idle', CONFIRM: 'signingOut' } },
    signingOut: {
      entry: ['clearStoredValues', { type: 'notifySuccess', params: { message: messages.signOut.done } }],
      after: { reloadDelay: 'reloading' },
      initial: 'posting',
      // The answer changes nothing: the local session is already gone and the page reloads regardless.
      states: {
        posting: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            input: ({ context }) => ({ token: context.token }),
            onDone: 'posted',
            onError: 'posted',
          },
        },
        posted: {},
      },
    },
    reloading: { type: 'final', entry: 'reload' },
  },
});
