import { type EventObject, emit, type MachineContext, type ParameterizedObject } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { SIGN_IN_RELOAD_MS } from '../src/shared/authTimings';
import type { Message } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import type { SharedEffect } from './effects';

// What a sign-in does once it has a session, the same for the password (signIn.machine.ts) and a passkey
// (passkeySignIn.machine.ts): the session is stored, the welcome toasted, the modal closed, the page
// reloaded after SIGN_IN_RELOAD_MS. Both machines take these actions, delay and states from here.

export type AuthSuccess = ApiSchemas['AuthSuccess'];

/** What a sign-in asks of the browser besides the shared toasts and reload. */
export type SignInEffect =
  | SharedEffect
  | { type: 'saveSession'; session: AuthSuccess }
  | { type: 'closeModal' };

/** The welcome toast of every sign-in (password, 2FA step or passkey). */
export const welcome = (success: AuthSuccess) => ({
  message: messages.signIn.welcome(success.payload.username),
});

/** The actions of both sign-ins' setups, typed for the machine's own context and events. */
export function signInActions<TContext extends MachineContext, TEvent extends EventObject>() {
  // emit's type parameters: context, event, params, event, emitted.
  const effect = <TParams extends ParameterizedObject['params']>(make: (params: TParams) => SignInEffect) =>
    emit<TContext, TEvent, TParams, TEvent, SignInEffect>((_, params) => make(params));
  return {
    // The web layer writes the authUser and authToken cookies (30 days).
    saveSession: effect((session: AuthSuccess) => ({ type: 'saveSession', session })),
    notifySuccess: effect(({ message }: { message: Message }) => ({ type: 'notifySuccess', message })),
    notifyFailure: effect(({ message }: { message: Message }) => ({ type: 'notifyFailure', message })),
    closeModal: effect(() => ({ type: 'closeModal' })),
    reload: effect(() => ({ type: 'reload' })),
  };
}

export const signInDelays = { reloadDelay: SIGN_IN_RELOAD_MS };

/** On the call that answered a session: store it and toast the welcome, on the way to `signedIn`. */
export const storeAndWelcome = [
  { type: 'saveSession', params: ({ event }: { event: { output: AuthSuccess } }) => event.output },
  { type: 'notifySuccess', params: ({ event }: { event: { output: AuthSuccess } }) => welcome(event.output) },
] as const;

/** The states after a session: the modal closes, and the page reloads once the welcome has been seen. */
export const signedInStates = {
  signedIn: { entry: 'closeModal', after: { reloadDelay: 'reloading' } },
  reloading: { type: 'final', entry: 'reload' },
} as const;
