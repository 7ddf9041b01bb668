import { type ActorRefFrom, assign, setup } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { errorText } from '../src/shared/apiErrors';
import { checkSignIn, recoveryCodeMissing } from '../src/shared/authForms';
import type { Message } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { isSixDigitCode } from '../src/shared/sixDigitCode';
import { apiCall } from './apiCall';
import {
  type AuthSuccess,
  type SignInEffect,
  signedInStates,
  signInActions,
  signInDelays,
  storeAndWelcome,
  welcome,
} from './signInSuccess';

// Sign-in (SPEC 4 and 5): the credentials step, then, when the server answers twofa_required, a 2FA step
// holding userId that takes an authenticator code or a recovery code. Success stores the session, toasts
// the welcome, closes the modal and reloads after 1.5 s; a failure toasts 'Sign in failed: ' + the error.

export interface Credentials {
  email: string;
  password: string;
}

export interface TwoFactorAttempt {
  userId: string;
  token: string;
}

export type SignInResult = ApiSchemas['SignInResponse'];
export type { AuthSuccess, SignInEffect };

/** Which kind of code the 2FA step asks for. */
export type CodeMethod = 'authenticator' | 'recovery';

export interface SignInContext {
  userId: string | null;
  method: CodeMethod;
  /** The inline validation message, or null. */
  error: Message | null;
}

export type SignInEvent =
  | { type: 'SUBMIT'; email: string; password: string }
  | { type: 'CODE.SUBMIT'; code: string }
  | { type: 'METHOD.RECOVERY' }
  | { type: 'METHOD.AUTHENTICATOR' }
  | { type: 'BACK' };

function needsSecondFactor(result: SignInResult): result is ApiSchemas['TwoFactorRequired'] {
  return 'twofa_required' in result && result.twofa_required === true;
}

function codeProblem(method: CodeMethod, code: string): Message | null {
  if (method === 'authenticator') return isSixDigitCode(code) ? null : messages.twoFactorCode.invalid;
  return code.trim() === '' ? recoveryCodeMissing : null;
}

const failure = (error: unknown) => ({ message: messages.signIn.failed(errorText(error)) });

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    emitted: {} as SignInEffect,
  },
  actors: {
    signIn: apiCall<SignInResult, Credentials>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/users/signin', { body })),
    ),
    signInTwoFactor: apiCall<AuthSuccess, TwoFactorAttempt>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/users/signin/2fa', { body })),
    ),
  },
  actions: signInActions<SignInContext, SignInEvent>(),
  delays: signInDelays,
}).createMachine({
  id: 'signIn',
  context: { userId: null, method: 'authenticator', error: null },
  initial: 'credentials',
  states: {
    credentials: {
      on: {
        SUBMIT: [
          {
            guard: ({ event }) => checkSignIn(event.email, event.password) !== null,
            actions: assign({ error: ({ event }) => checkSignIn(event.email, event.password) }),
          },
          { target: 'signingIn', actions: assign({ error: null }) },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const { email, password } = event as Extract<SignInEvent, { type: 'SUBMIT' }>;
          return { email: email.trim(), password };
        },
        onDone: [
          {
            guard: ({ event }) => needsSecondFactor(event.output),
            target: 'twoFactor',
            actions: assign({
              userId: ({ event }) => (needsSecondFactor(event.output) ? event.output.userId : null),
              method: 'authenticator',
            }),
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'saveSession', params: ({ event }) => event.output as AuthSuccess },
              { type: 'notifySuccess', params: ({ event }) => welcome(event.output as AuthSuccess) },
            ],
          },
        ],
        onError: {
          target: 'credentials',
          actions: { type: 'notifyFailure', params: ({ event }) => failure(event.error) },
        },
      },
    },
    twoFactor: {
      on: {
        'CODE.SUBMIT': [
          {
            guard: ({ context, event }) => codeProblem(context.method, event.code) !== null,
            actions: assign({ error: ({ context, event }) => codeProblem(context.method, event.code) }),
          },
          { target: 'verifyingCode', actions: assign({ error: null }) },
        ],
        'METHOD.RECOVERY': { actions: assign({ method: 'recovery', error: null }) },
        'METHOD.AUTHENTICATOR': { actions: assign({ method: 'authenticator', error: null }) },
        BACK: { target: 'credentials', actions: assign({ userId: null, error: null }) },
      },
    },
    verifyingCode: {
      invoke: {
        id: 'signInTwoFactor',
        src: 'signInTwoFactor',
        input: ({ context, event }) => ({
          userId: context.userId ?? '',
          token: (event as Extract<SignInEvent, { type: 'CODE.SUBMIT' }>).code.trim(),
        }),
        onDone: { target: 'signedIn', actions: storeAndWelcome },
        onError: {
          target: 'twoFactor',
          actions: { type: 'notifyFailure', params: ({ event }) => failure(event.error) },
        },
      },
    },
    // The session was saved and the welcome toasted on the way in (the transition has the answer).
    ...signedInStates,
  },
});

/** A running sign-in flow, as the Sign In form and its 2FA step receive it. */
export type SignInActor = ActorRefFrom<typeof signInMachine>;
