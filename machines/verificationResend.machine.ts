import { assign, emit, setup } from 'xstate';
import { VERIFICATION_RESEND_SECONDS } from '../src/shared/accountRules';
import { errorText } from '../src/shared/apiErrors';
import { COUNTDOWN_TICK_MS } from '../src/shared/authTimings';
import { type Message, verbatim } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// Resend on /email-verification (SPEC 4 and 8): POST /email/send-verification with the e-mail alone; a
// success starts a 60 s countdown during which Resend only says how long to wait.

export interface VerificationResendInput {
  email: string | null;
  /** Length of the countdown; SPEC 9 says 60 s (tests walk a shorter one). */
  cooldownSeconds?: number;
}

export interface VerificationResendContext {
  email: string;
  cooldownSeconds: number;
  /** Seconds left before Resend sends again; 0 when it may. */
  remaining: number;
}

export type VerificationResendEvent = { type: 'RESEND' };

/** What this flow asks of the browser (see machines/effects.ts). */
export type VerificationResendEffect = SharedEffect;

export const verificationResendMachine = setup({
  types: {
    context: {} as VerificationResendContext,
    input: {} as VerificationResendInput,
    events: {} as VerificationResendEvent,
    emitted: {} as VerificationResendEffect,
  },
  actors: {
    // With { email } only: the server sends a new code for the pending sign-up.
    resendCode: apiCall<unknown, { email: string }>(async ({ api, unwrap }, { email }) =>
      unwrap(await api.POST('/email/send-verification', { body: { email } })),
    ),
  },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifyFailure', message }) as const,
    ),
    notifyInfo: emit((_, { message }: { message: Message }) => ({ type: 'notifyInfo', message }) as const),
  },
  guards: {
    noEmail: ({ context }) => context.email === '',
    lastSecond: ({ context }) => context.remaining <= 1,
  },
  delays: { tick: COUNTDOWN_TICK_MS },
}).createMachine({
  id: 'verificationResend',
  context: ({ input }) => ({
    email: input.email?.trim() ?? '',
    cooldownSeconds: input.cooldownSeconds ?? VERIFICATION_RESEND_SECONDS,
    remaining: 0,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        RESEND: [
          {
            guard: 'noEmail',
            actions: { type: 'notifyFailure', params: { message: messages.verification.resendNoEmail } },
          },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'coolingDown',
          actions: [
            assign({ remaining: ({ context }) => context.cooldownSeconds }),
            { type: 'notifySuccess', params: { message: messages.verification.codeSent } },
          ],
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'notifyFailure',
            params: ({ event }) => ({
              message: errorText(event.error)
                ? verbatim(errorText(event.error))
                : messages.verification.resendFailed,
            }),
          },
        },
      },
    },
    coolingDown: {
      on: {
        RESEND: {
          actions: {
            type: 'notifyInfo',
            params: ({ context }) => ({ message: messages.verification.resendWait(context.remaining) }),
          },
        },
      },
      after: {
        tick: [
          { guard: 'lastSecond', target: 'ready', actions: assign({ remaining: 0 }) },
          {
            target: 'coolingDown',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
        ],
      },
    },
  },
});
