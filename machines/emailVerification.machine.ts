import { assign, emit, setup } from 'xstate';
import { normaliseVerificationCode } from '../src/shared/accountRules';
import { errorText, failureStatus } from '../src/shared/apiErrors';
import type { SignUpData } from '../src/shared/authForms';
import { SIGN_UP_REDIRECT_MS } from '../src/shared/authTimings';
import { type Message, verbatim } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';
import type { AuthSuccess } from './signIn.machine';

// /email-verification (SPEC 4 and 8): Verify posts the code, then signs up with the navigation state's
// data and the proof the code's check returned (issue 26: only the browser that verified the address may
// create its account); the user, token and dark theme are stored, the welcome shows, and after 2.5 s the
// app goes to / and reloads. A sign-up refused after the check (a username taken meanwhile) is tried again
// with the same proof. Resending the code is the separate verificationResend machine.

export interface EmailVerificationInput {
  /** The sign-up data from the navigation state, or null when the page was opened without it. */
  data: SignUpData | null;
}

export interface EmailVerificationContext {
  data: SignUpData | null;
  error: Message | null;
  welcome: Message | null;
  /** What POST /email/verify-code returned for this address, which POST /users/signup asks for. */
  proof: string | null;
}

export type EmailVerificationEvent = { type: 'VERIFY'; code: string };

/** SPEC 8: 'Sign up failed: {error}' below status 500, the error alone otherwise, else a fallback. */
export function verificationFailureText(error: unknown): Message {
  const text = errorText(error);
  if (text === '') return messages.verification.fallback;
  const status = failureStatus(error);
  return status !== undefined && status < 500 ? messages.verification.failed(text) : verbatim(text);
}

/** What this flow asks of the browser (see machines/effects.ts). */
export type EmailVerificationEffect =
  | SharedEffect
  | { type: 'saveSession'; session: AuthSuccess }
  | { type: 'storeDarkTheme' }
  | { type: 'goHomeAndReload' };

export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    input: {} as EmailVerificationInput,
    events: {} as EmailVerificationEvent,
    emitted: {} as EmailVerificationEffect,
  },
  actors: {
    /** POST /email/verify-code: the proof that this browser verified the address. */
    verifyCode: apiCall<string, { email: string; code: string }>(
      async ({ api, unwrap }, body) => unwrap(await api.POST('/email/verify-code', { body })).payload.proof,
    ),
    signUp: apiCall<AuthSuccess, SignUpData & { verification_proof: string }>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/users/signup', { body })),
    ),
  },
  actions: {
    // Emitted for the web layer: authUser and authToken cookies, and the theme set to dark.
    saveSession: emit((_, session: AuthSuccess) => ({ type: 'saveSession', session }) as const),
    storeDarkTheme: emit({ type: 'storeDarkTheme' }),
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    goHomeAndReload: emit({ type: 'goHomeAndReload' }),
  },
  guards: {
    noEmail: ({ context }) => (context.data?.email.trim() ?? '') === '',
    // The code has no format rule (SPEC 5), but an empty one cannot match anything: nothing is sent.
    codeBlank: ({ event }) => normaliseVerificationCode(event.code) === '',
    verified: ({ context }) => context.proof !== null,
  },
  delays: { redirectDelay: SIGN_UP_REDIRECT_MS },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({ data: input.data, error: null, welcome: null, proof: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        VERIFY: [
          { guard: 'noEmail', actions: assign({ error: messages.verification.noEmail }) },
          { guard: 'verified', target: 'signingUp', actions: assign({ error: null }) },
          { guard: 'codeBlank' },
          { target: 'verifying', actions: assign({ error: null }) },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({
          email: context.data?.email.trim() ?? '',
          code: normaliseVerificationCode((event as EmailVerificationEvent).code),
        }),
        onDone: { target: 'signingUp', actions: assign({ proof: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => verificationFailureText(event.error) }),
        },
      },
    },
    signingUp: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          ...(context.data ?? { first_name: '', last_name: '', email: '', username: '', password: '' }),
          verification_proof: context.proof ?? '',
        }),
        onDone: {
          target: 'welcomed',
          actions: [
            { type: 'saveSession', params: ({ event }) => event.output },
            'storeDarkTheme',
            assign({ welcome: ({ event }) => messages.signUp.welcome(event.output.payload.username) }),
            {
              type: 'notifySuccess',
              params: ({ event }) => ({ message: messages.signUp.welcome(event.output.payload.username) }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => verificationFailureText(event.error) }),
        },
      },
    },
    welcomed: { after: { redirectDelay: 'leaving' } },
    leaving: { type: 'final', entry: 'goHomeAndReload' },
  },
});
