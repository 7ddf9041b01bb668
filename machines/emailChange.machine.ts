import { assign, setup } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { serverMessageOr } from '../src/shared/apiErrors';
import { EMAIL_CHANGE_TEXTS } from '../src/shared/emailChange';
import { type Message, verbatim } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { isSixDigitCode, keepCodeDigits } from '../src/shared/sixDigitCode';
import { apiCall } from './apiCall';

// The profile's e-mail change step (issue 26): saving a new address only e-mails a code to it; this step
// takes that code (POST /users/email-change/confirm) and ends with the changed user, or with nothing when
// the person cancels (the pending change then expires by itself on the server). The profile machine
// invokes it and stores the user and toasts what it answers.

export interface EmailChangeInput {
  /** The address the code was sent to (the save's `pending_email`). */
  pendingEmail: string;
  /** The save's own explanation, shown with the step. */
  notice: Message | null;
}

export interface EmailChangeContext extends EmailChangeInput {
  code: string;
  error: Message | null;
  result: EmailChangeOutput;
}

export type EmailChangeEvent =
  | { type: 'CODE.CHANGED'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

type EmailChangeResult = ApiSchemas['EmailChangeResult'];

/** The user as the profile keeps it. */
type ChangedUser = Pick<
  EmailChangeResult['payload'],
  'first_name' | 'last_name' | 'username' | 'email' | 'profileimg'
>;

/** How the step ended: the changed user with the server's message, or null when cancelled. */
export type EmailChangeOutput = { user: ChangedUser; message: Message } | null;

export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    input: {} as EmailChangeInput,
    events: {} as EmailChangeEvent,
    output: {} as EmailChangeOutput,
  },
  actors: {
    /** POST /users/email-change/confirm, answering the user with the new address. */
    confirmEmailChange: apiCall<EmailChangeResult, { code: string }>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/users/email-change/confirm', { body })),
    ),
  },
  guards: {
    codeIsComplete: ({ context }) => isSixDigitCode(context.code),
  },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({ ...input, code: '', error: null, result: null }),
  initial: 'entering',
  output: ({ context }) => context.result,
  states: {
    entering: {
      on: {
        'CODE.CHANGED': {
          actions: assign({ code: ({ event }) => keepCodeDigits(event.value), error: null }),
        },
        CONFIRM: [
          { guard: 'codeIsComplete', target: 'confirming', actions: assign({ error: null }) },
          { actions: assign({ error: messages.twoFactorCode.invalid }) },
        ],
        CANCEL: 'cancelled',
      },
    },
    // No Cancel while the code is checked: the server may already have made the change.
    confirming: {
      invoke: {
        id: 'confirmEmailChange',
        src: 'confirmEmailChange',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'changed',
          actions: assign({
            result: ({ event }) => ({
              user: event.output.payload,
              message: event.output.message ? verbatim(event.output.message) : EMAIL_CHANGE_TEXTS.changed,
            }),
          }),
        },
        onError: {
          target: 'entering',
          // Wrong, expired or used-up codes: the server's text says which and what to do.
          actions: assign({ error: ({ event }) => serverMessageOr(event.error, EMAIL_CHANGE_TEXTS.failed) }),
        },
      },
    },
    changed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
