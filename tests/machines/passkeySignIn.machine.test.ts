import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import type {
  AuthenticationCredential,
  PasskeySupport,
  PickRequest,
  RequestOptions,
} from '../../machines/passkeyBrowser';
import { type PasskeySignInEvent, passkeySignInMachine } from '../../machines/passkeySignIn.machine';
import type { AuthSuccess } from '../../machines/signIn.machine';
import { SIGN_IN_RELOAD_MS } from '../../src/shared/authTimings';
import type { Message } from '../../src/shared/i18n/message';
import { messages } from '../../src/shared/messages';
import { PASSKEY_TEXTS } from '../../src/shared/passkeys';
import { en } from '../helpers/englishText';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, listedWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  type MachinePath,
  refuse,
  stateValuesReached,
  testEveryPath,
} from '../helpers/machinePaths';

const success: AuthSuccess = {
  payload: {
    id: '6c1f7f9e-2c1e-4b8e-9d3e-0a7d2c9b1f00',
    first_name: 'Ana',
    last_name: 'Diaz',
    email: 'ana@example.com',
    username: 'ana',
    profileimg: null,
    twofa_enabled: false,
  },
  token: 'bearer-1',
  staff: false,
};
const options: RequestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  userVerification: 'preferred',
};
const credential: AuthenticationCredential = {
  id: 'cGhvbmU',
  rawId: 'cGhvbmU',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'SZYN', signature: 'MEUC', userHandle: 'dXNlcg' },
};
const closedPrompt = Object.assign(new Error('The operation either timed out or was not allowed.'), {
  name: 'NotAllowedError',
});
const tooMany = apiFailure(429, 'Too many requests. Please wait a minute.');
const notValid = apiFailure(401, en(PASSKEY_TEXTS.signInFailed));

type Event = PasskeySignInEvent | CallAnswer;
type Snapshot = ReturnType<typeof passkeySignInMachine.transition>;

const formEvents = (snapshot: Snapshot): Event[] =>
  snapshot.context.formShown ? [{ type: 'FORM.HIDDEN' }] : [{ type: 'FORM.SHOWN' }];

// The prompt's and the server's answers, once each way.
const promptAnswers: Event[] = [
  { type: 'SIGN_IN' },
  answer('signInOptions', options),
  refuse('signInOptions', tooMany),
  answer('pickPasskey', credential),
  refuse('pickPasskey', closedPrompt),
  answer('signInWithPasskey', success),
  refuse('signInWithPasskey', notValid),
  { type: 'xstate.after.reloadDelay.passkeySignIn.signedIn' } as unknown as Event,
];

// Separate walks keep each graph small: a browser with autofill, one with the prompt only, none at all.
const models: { name: string; events: (snapshot: Snapshot) => Event[] }[] = [
  {
    name: 'autofill while the form is shown',
    events: (snapshot) => [
      answer('detectSupport', { webAuthn: true, autofill: true } satisfies PasskeySupport),
      ...formEvents(snapshot),
      answer('autofillOptions', options),
      refuse('autofillOptions', tooMany),
      answer('awaitAutofillPick', credential),
      refuse('awaitAutofillPick', closedPrompt),
      { type: 'SIGN_IN' },
      answer('signInOptions', options),
      answer('signInWithPasskey', success),
      refuse('signInWithPasskey', notValid),
    ],
  },
  {
    name: 'the prompt only',
    events: (snapshot) => [
      answer('detectSupport', { webAuthn: true, autofill: false } satisfies PasskeySupport),
      ...(snapshot.context.formShown ? [] : [{ type: 'FORM.SHOWN' } as const]),
      ...promptAnswers,
    ],
  },
  {
    name: 'no WebAuthn',
    events: (snapshot) => [
      answer('detectSupport', { webAuthn: false, autofill: false } satisfies PasskeySupport),
      refuse('detectSupport', new Error('isConditionalMediationAvailable threw')),
      ...formEvents(snapshot),
      { type: 'SIGN_IN' },
    ],
  },
];

// matches() is typed with the machine's own state values; these tests name them as plain values.
type StateValue = string | Record<string, unknown>;
const matchesAny = (snapshot: AnyMachineSnapshot, value: StateValue) => snapshot.matches(value as never);

/** How many steps up to `index` entered `value` anew: the calls made on entering it. */
function entries(path: MachinePath<typeof passkeySignInMachine>, index: number, value: StateValue): number {
  let count = 0;
  let inside = false;
  for (const step of path.steps.slice(0, index + 1)) {
    const now = matchesAny(step.expected, value);
    if (now && !inside) count += 1;
    inside = now;
  }
  return count;
}

function browser() {
  return withDoubles(passkeySignInMachine, {
    detectSupport: callDouble<PasskeySupport>(),
    signInOptions: callDouble<RequestOptions>(),
    autofillOptions: callDouble<RequestOptions>(),
    pickPasskey: callDouble<AuthenticationCredential, PickRequest>(),
    awaitAutofillPick: callDouble<AuthenticationCredential, PickRequest>(),
    signInWithPasskey: callDouble<AuthSuccess, AuthenticationCredential>(),
  });
}

const autofillFailures = ['xstate.error.actor.autofillOptions', 'xstate.error.actor.awaitAutofillPick'];

const failed = (reason: Message | string) => ['notifyFailure', { message: `Sign in failed: ${en(reason)}` }];

const walked = models.map((model) => ({
  ...model,
  paths: getMachinePaths({ machine: passkeySignInMachine, events: listedWhileRunning(model.events) }),
}));

describe.each(walked)('passkey sign-in paths: $name', ({ paths }) => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));

  testEveryPath(paths, (path) => {
    const b = browser();
    const clock = new SimulatedClock();
    let effectsBefore = 0;
    return {
      ...b.run,
      clock,
      check: (snapshot, step, index) => {
        const { context } = snapshot;
        const { event } = step;
        const effects = b.effects();
        const entered = (value: StateValue) => entries(path, index, value);
        expect(b.detectSupport.inputs).toHaveLength(1);
        // Options are asked for on each entry, and each pick gets the options that came back.
        expect(b.autofillOptions.inputs).toHaveLength(entered({ ready: { autofill: 'fetchingOptions' } }));
        expect(b.awaitAutofillPick.inputs).toHaveLength(entered({ ready: { autofill: 'waiting' } }));
        for (const input of b.awaitAutofillPick.inputs) expect(input).toEqual({ options, autofill: true });
        expect(b.signInOptions.inputs).toHaveLength(entered({ ready: { prompt: 'fetchingOptions' } }));
        expect(b.pickPasskey.inputs).toHaveLength(entered({ ready: { prompt: 'prompting' } }));
        for (const input of b.pickPasskey.inputs) expect(input).toEqual({ options, autofill: false });
        expect(b.signInWithPasskey.inputs).toHaveLength(entered({ ready: 'verifying' }));
        for (const input of b.signInWithPasskey.inputs) expect(input).toEqual(credential);
        // The autofill request waits only where the browser has it and the form is on screen.
        if (snapshot.matches({ ready: 'autofill' })) {
          expect(context.support.autofill && context.formShown).toEqual(true);
        }
        // No WebAuthn, no button: nothing is ever asked of the browser.
        if (snapshot.matches('unsupported')) expect(b.pickPasskey.inputs).toHaveLength(0);
        if (snapshot.matches('reloading')) expect(effects.of('reload')).toHaveLength(1);
        else expect(effects.of('reload')).toHaveLength(0);

        switch (event.type) {
          case 'xstate.error.actor.autofillOptions':
          case 'xstate.error.actor.awaitAutofillPick':
            // The autofill request was never asked for by the visitor: it ends without a word.
            expect(effects.entries).toHaveLength(effectsBefore);
            expect(snapshot.matches({ ready: 'idle' })).toEqual(true);
            break;
          case 'xstate.error.actor.signInOptions':
            expect(effects.entries.at(-1)).toEqual(failed('Too many requests. Please wait a minute.'));
            break;
          case 'xstate.error.actor.pickPasskey':
            expect(effects.entries.at(-1)).toEqual(failed(PASSKEY_TEXTS.cancelled));
            break;
          case 'xstate.error.actor.signInWithPasskey':
            expect(effects.entries.at(-1)).toEqual(failed(PASSKEY_TEXTS.signInFailed));
            break;
          case 'xstate.done.actor.signInWithPasskey':
            // The same as the password sign-in: store, welcome, close; the reload follows.
            expect(effects.entries.slice(-3)).toEqual([
              ['saveSession', { session: success }],
              ['notifySuccess', { message: messages.signIn.welcome('ana') }],
              ['closeModal', undefined],
            ]);
            expect(snapshot.value).toEqual('signedIn');
            break;
          case 'SIGN_IN':
            // The button replaces a waiting autofill request.
            if (context.support.webAuthn) {
              expect(snapshot.matches({ ready: { prompt: 'fetchingOptions' } })).toEqual(true);
            }
            break;
          default:
            if (!event.type.startsWith('xstate.after')) expect(effects.entries).toHaveLength(effectsBefore);
        }
        // Idle with the form shown and autofill available only once the autofill request itself gave up:
        // after any other failure it starts again.
        if (snapshot.matches({ ready: 'idle' }) && context.support.autofill && context.formShown) {
          expect(autofillFailures).toContain(event.type);
        }
        effectsBefore = effects.entries.length;
      },
    };
  });
});

describe('passkey sign-in walks', () => {
  it('reach every state between them', () => {
    const reached = stateValuesReached(walked.flatMap(({ paths }) => paths));
    for (const value of [
      'checking',
      'unsupported',
      { ready: 'idle' },
      { ready: { autofill: 'fetchingOptions' } },
      { ready: { autofill: 'waiting' } },
      { ready: { prompt: 'fetchingOptions' } },
      { ready: { prompt: 'prompting' } },
      { ready: 'verifying' },
      'signedIn',
      'reloading',
    ]) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });
});

describe('passkey sign-in scenarios', () => {
  it('signs in from the autofill list and reloads exactly 1.5 s later', async () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock });
    b.attach(actor);
    actor.start();
    actor.send({ type: 'FORM.SHOWN' });
    await b.detectSupport.resolve({ webAuthn: true, autofill: true });
    await b.autofillOptions.resolve(options);
    await b.awaitAutofillPick.resolve(credential);
    await b.signInWithPasskey.resolve(success);
    expect(b.effects().names()).toEqual(['saveSession', 'notifySuccess', 'closeModal']);
    actor.send({ type: 'FORM.HIDDEN' });
    clock.increment(SIGN_IN_RELOAD_MS - 1);
    expect(b.effects().of('reload')).toHaveLength(0);
    clock.increment(1);
    expect(b.effects().of('reload')).toHaveLength(1);
    expect(actor.getSnapshot().status).toEqual('done');
  });

  it('cancels the waiting autofill request when the form goes, and starts a new one when it is back', async () => {
    const b = browser();
    const actor = createActor(b.logic);
    b.attach(actor);
    actor.start();
    await b.detectSupport.resolve({ webAuthn: true, autofill: true });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'FORM.SHOWN' });
    await b.autofillOptions.resolve(options);
    const waiting = actor.getSnapshot().children.awaitAutofillPick;
    expect(waiting?.getSnapshot().status).toEqual('active');
    actor.send({ type: 'FORM.HIDDEN' });
    expect(waiting?.getSnapshot().status).toEqual('stopped');
    actor.send({ type: 'FORM.SHOWN' });
    expect(actor.getSnapshot().value).toEqual({ ready: { autofill: 'fetchingOptions' } });
    expect(b.effects().entries).toEqual([]);
  });

  it('restarts the autofill request after the button prompt is closed', async () => {
    const b = browser();
    const actor = createActor(b.logic);
    b.attach(actor);
    actor.start();
    actor.send({ type: 'FORM.SHOWN' });
    await b.detectSupport.resolve({ webAuthn: true, autofill: true });
    actor.send({ type: 'SIGN_IN' });
    await b.signInOptions.resolve(options);
    await b.pickPasskey.reject(closedPrompt);
    expect(b.effects().entries).toEqual([failed(PASSKEY_TEXTS.cancelled)]);
    expect(actor.getSnapshot().value).toEqual({ ready: { autofill: 'fetchingOptions' } });
  });
});
