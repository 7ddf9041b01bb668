import { type ActorRefFrom, assign, setup } from 'xstate';
import { errorText, failureMessage } from '../src/shared/apiErrors';
import { msg } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { apiCall } from './apiCall';
import { answerOf } from './callOutput';
import {
  type AuthenticationCredential,
  detectPasskeySupport,
  type PasskeySupport,
  passkeyFailureKind,
  pickPasskeyInBrowser,
  type RequestOptions,
} from './passkeyBrowser';
import {
  type AuthSuccess,
  type SignInEffect,
  signedInStates,
  signInActions,
  signInDelays,
  storeAndWelcome,
} from './signInSuccess';

// The login modal's "Sign in with a passkey" (issue 14). First the browser is asked what it can do: without
// WebAuthn there is no button (`unsupported`). Where the browser offers passkeys in the e-mail field's
// autofill list, a conditional request waits there while the Sign In form is shown (`autofill`); a pick
// signs in like the button. The button replaces a waiting autofill request (SimpleWebAuthn aborts the
// earlier ceremony). Success does what the password sign-in does (signIn.machine.ts): the session is
// stored, the welcome toasted, the modal closed, the page reloaded after SIGN_IN_RELOAD_MS. Failures toast
// 'Sign in failed: ' + the reason, except the autofill request's own, which end it quietly: nobody asked.

export interface PasskeySignInContext {
  support: PasskeySupport;
  /** The Sign In form is on screen (its e-mail field is where the autofill list appears). */
  formShown: boolean;
}

export type PasskeySignInEvent = { type: 'SIGN_IN' } | { type: 'FORM.SHOWN' } | { type: 'FORM.HIDDEN' };

/** The same effects as the password sign-in, run by the same handlers (accountEffects.ts). */
export type PasskeySignInEffect = SignInEffect;

function failure(reason: string) {
  return { message: messages.signIn.failed(reason) };
}

/** The server's text for a refused call (or what the failure says when no answer came). */
const refusal = (error: unknown) => failure(errorText(error) || failureMessage(error));

const signInOptions = apiCall<RequestOptions>(
  async ({ api, unwrap }) => unwrap(await api.POST('/passkeys/authentication/options')).options,
);

export const passkeySignInMachine = setup({
  types: {
    context: {} as PasskeySignInContext,
    events: {} as PasskeySignInEvent,
    emitted: {} as PasskeySignInEffect,
  },
  actors: {
    detectSupport: detectPasskeySupport,
    /** POST /passkeys/authentication/options, for the button's prompt. */
    signInOptions,
    /** The same call for the autofill request: a separate actor, as the button may replace it mid-call. */
    autofillOptions: signInOptions,
    pickPasskey: pickPasskeyInBrowser,
    awaitAutofillPick: pickPasskeyInBrowser,
    /** POST /passkeys/authentication/verify: a session, as the password sign-in answers. */
    signInWithPasskey: apiCall<AuthSuccess, AuthenticationCredential>(async ({ api, unwrap }, response) =>
      unwrap(await api.POST('/passkeys/authentication/verify', { body: { response } })),
    ),
  },
  actions: {
    formShown: assign({ formShown: true }),
    formHidden: assign({ formShown: false }),
    ...signInActions<PasskeySignInContext, PasskeySignInEvent>(),
  },
  guards: {
    hasWebAuthn: (_, support: PasskeySupport) => support.webAuthn,
    autofillWanted: ({ context }) => context.support.autofill && context.formShown,
  },
  delays: signInDelays,
}).createMachine({
  id: 'passkeySignIn',
  context: { support: { webAuthn: false, autofill: false }, formShown: false },
  initial: 'checking',
  // Where no state says otherwise, the form's showing is only noted.
  on: { 'FORM.SHOWN': { actions: 'formShown' }, 'FORM.HIDDEN': { actions: 'formHidden' } },
  states: {
    checking: {
      invoke: {
        id: 'detectSupport',
        src: 'detectSupport',
        onDone: [
          {
            guard: { type: 'hasWebAuthn', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign({ support: ({ event }) => event.output }),
          },
          { target: 'unsupported', actions: assign({ support: ({ event }) => event.output }) },
        ],
        onError: 'unsupported',
      },
    },
    // No WebAuthn: the view shows no passkey button.
    unsupported: {},
    ready: {
      initial: 'resuming',
      states: {
        resuming: { always: [{ guard: 'autofillWanted', target: 'autofill' }, { target: 'idle' }] },
        idle: {
          on: {
            SIGN_IN: 'prompt',
            'FORM.SHOWN': { target: 'resuming', actions: 'formShown' },
          },
        },
        autofill: {
          initial: 'fetchingOptions',
          on: {
            SIGN_IN: 'prompt',
            // The modal closed or another view replaced the form: the waiting request is cancelled.
            'FORM.HIDDEN': { target: 'idle', actions: 'formHidden' },
          },
          states: {
            fetchingOptions: {
              invoke: {
                id: 'autofillOptions',
                src: 'autofillOptions',
                onDone: 'waiting',
                onError: '#passkeySignIn.ready.idle',
              },
            },
            waiting: {
              invoke: {
                id: 'awaitAutofillPick',
                src: 'awaitAutofillPick',
                input: ({ event }) => ({ options: answerOf<RequestOptions>(event), autofill: true }),
                onDone: '#passkeySignIn.ready.verifying',
                onError: '#passkeySignIn.ready.idle',
              },
            },
          },
        },
        prompt: {
          initial: 'fetchingOptions',
          states: {
            fetchingOptions: {
              invoke: {
                id: 'signInOptions',
                src: 'signInOptions',
                onDone: 'prompting',
                onError: {
                  target: '#passkeySignIn.ready.resuming',
                  actions: { type: 'notifyFailure', params: ({ event }) => refusal(event.error) },
                },
              },
            },
            prompting: {
              invoke: {
                id: 'pickPasskey',
                src: 'pickPasskey',
                input: ({ event }) => ({ options: answerOf<RequestOptions>(event), autofill: false }),
                onDone: '#passkeySignIn.ready.verifying',
                onError: {
                  target: '#passkeySignIn.ready.resuming',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({
                      message: msg('signIn.failedPasskey', { reason: passkeyFailureKind(event.error) }),
                    }),
                  },
                },
              },
            },
          },
        },
        verifying: {
          invoke: {
            id: 'signInWithPasskey',
            src: 'signInWithPasskey',
            // Entered only from a pick, by prompt or autofill, which carries the browser's credential.
            input: ({ event }) => answerOf<AuthenticationCredential>(event),
            onDone: { target: '#passkeySignIn.signedIn', actions: storeAndWelcome },
            onError: {
              target: 'resuming',
              actions: { type: 'notifyFailure', params: ({ event }) => refusal(event.error) },
            },
          },
        },
      },
    },
    // As in signIn.machine.ts: the session was saved and the welcome toasted on the way in.
    ...signedInStates,
  },
});

/** A running passkey sign-in, as the Sign In form receives it. */
export type PasskeySignInActor = ActorRefFrom<typeof passkeySignInMachine>;
