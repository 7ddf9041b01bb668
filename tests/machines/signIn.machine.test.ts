import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type AuthSuccess,
  type Credentials,
  type SignInEvent,
  type SignInResult,
  signInMachine,
  type TwoFactorAttempt,
} from '../../machines/signIn.machine';
import { recoveryCodeMissing } from '../../src/shared/authForms';
import { SIGN_IN_RELOAD_MS } from '../../src/shared/authTimings';
import { messages } from '../../src/shared/messages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  refuse,
  testEveryPath,
  timesEntered,
} from '../helpers/machinePaths';

const user = {
  id: '6c1f7f9e-2c1e-4b8e-9d3e-0a7d2c9b1f00',
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana@example.com',
  username: 'ana',
  profileimg: null,
  twofa_enabled: false,
};
const success: AuthSuccess = { payload: user, token: 'bearer-1', staff: false };
const userId = '6c1f7f9e-2c1e-4b8e-9d3e-0a7d2c9b1f01';

const events: (SignInEvent | CallAnswer)[] = [
  { type: 'SUBMIT', email: '', password: 'secret' },
  { type: 'SUBMIT', email: ' ana@example.com ', password: 'secret' },
  answer('signIn', { twofa_required: true, userId }),
  answer('signIn', success),
  refuse('signIn', apiFailure(401, 'Invalid email or password')),
  { type: 'CODE.SUBMIT', code: '12345' },
  { type: 'CODE.SUBMIT', code: '123456' },
  { type: 'CODE.SUBMIT', code: '  ' },
  answer('signInTwoFactor', success),
  refuse('signInTwoFactor', apiFailure(401, 'Invalid code')),
];

/** The modal as the machine sees it: both requests wait for the test's answer, effects are recorded. */
function browser() {
  return withDoubles(signInMachine, {
    signIn: callDouble<SignInResult, Credentials>(),
    signInTwoFactor: callDouble<AuthSuccess, TwoFactorAttempt>(),
  });
}

describe('sign-in machine paths', () => {
  const paths = getMachinePaths({ machine: signInMachine, events: eventsWhileRunning(events) });

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.expected.value))));
    for (const state of ['credentials', 'signingIn', 'twoFactor', 'verifyingCode', 'signedIn', 'reloading']) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  testEveryPath(paths, (path) => {
    const b = browser();
    const clock = new SimulatedClock();
    return {
      ...b.run,
      clock,
      check: (snapshot, step, index) => {
        const { event } = step;
        const state = snapshot.value;
        const entered = (name: string) => timesEntered(path, index, name);
        // No call is made for a form that fails its check, and calls carry the trimmed e-mail.
        expect(b.signIn.inputs).toHaveLength(entered('signingIn'));
        for (const call of b.signIn.inputs)
          expect(call).toEqual({ email: 'ana@example.com', password: 'secret' });
        // Codes are sent trimmed, for the user the password step named.
        expect(b.signInTwoFactor.inputs).toHaveLength(entered('verifyingCode'));
        for (const call of b.signInTwoFactor.inputs) expect(['123456', '12345']).toContain(call.token);
        for (const call of b.signInTwoFactor.inputs) expect(call.userId).toBe(userId);
        const effects = b.effects();
        if (state === 'reloading') expect(effects.of('reload')).toHaveLength(1);
        else expect(effects.of('reload')).toHaveLength(0);
        if (state === 'signedIn' && event.type.startsWith('xstate.done')) {
          expect(effects.entries.slice(-3)).toEqual([
            ['saveSession', { session: success }],
            ['notifySuccess', { message: messages.signIn.welcome('ana') }],
            ['closeModal', undefined],
          ]);
        }
        if (event.type.startsWith('xstate.error')) {
          const text = event.type.endsWith('signIn') ? 'Invalid email or password' : 'Invalid code';
          expect(effects.entries.at(-1)).toEqual(['notifyFailure', { message: `Sign in failed: ${text}` }]);
        }
        if (event.type === 'SUBMIT' && state === 'credentials' && event.email === '') {
          expect(snapshot.context.error).toBe(messages.signIn.missingFields);
        }
        if (event.type === 'CODE.SUBMIT' && state === 'twoFactor') {
          const { method, error } = snapshot.context;
          expect(error).toBe(method === 'recovery' ? recoveryCodeMissing : messages.twoFactorCode.invalid);
        }
      },
    };
  });
});

describe('sign-in scenarios', () => {
  it('reloads exactly 1.5 s after a sign-in without 2FA', async () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock });
    b.attach(actor);
    actor.start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com', password: 'secret' });
    await b.signIn.resolve(success);
    expect(b.effects().names()).toEqual(['saveSession', 'notifySuccess', 'closeModal']);
    clock.increment(SIGN_IN_RELOAD_MS - 1);
    expect(b.effects().of('reload')).toHaveLength(0);
    clock.increment(1);
    expect(b.effects().of('reload')).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('signs in with a recovery code instead of an authenticator code', async () => {
    const b = browser();
    const actor = createActor(b.logic);
    b.attach(actor);
    actor.start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com', password: 'secret' });
    await b.signIn.resolve({ twofa_required: true, userId });
    actor.send({ type: 'METHOD.RECOVERY' });
    actor.send({ type: 'CODE.SUBMIT', code: ' ' });
    expect(actor.getSnapshot().context.error).toBe(recoveryCodeMissing);
    actor.send({ type: 'CODE.SUBMIT', code: ' abcd-ef12 ' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    expect(b.signInTwoFactor.inputs).toEqual([{ userId, token: 'abcd-ef12' }]);
    await b.signInTwoFactor.reject(apiFailure(401, 'Invalid code'));
    expect(actor.getSnapshot().value).toBe('twoFactor');
    expect(actor.getSnapshot().context.method).toBe('recovery');
    expect(b.effects().entries).toEqual([['notifyFailure', { message: 'Sign in failed: Invalid code' }]]);
    actor.send({ type: 'METHOD.AUTHENTICATOR' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(actor.getSnapshot().context.userId).toBeNull();
  });
});
