import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type AuthSuccess,
  type Credentials,
  type SignInEvent,
  signInMachine,
  type TwoFactorAttempt,
} from '../../machines/signIn.machine';
import { recoveryCodeMissing } from '../../src/shared/authForms';
import { SIGN_IN_RELOAD_MS } from '../../src/shared/authTimings';
import { messages } from '../../src/shared/messages';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { apiFailure, effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const user = {
  id: '6c1f7f9e-2c1e-4b8e-9d3e-0a7d2c9b1f00',
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana@example.com',
  username: 'ana',
  profileimg: null,
  twofa_enabled: false,
};
const success: AuthSuccess = { payload: user, token: 'bearer-1' };
const userId = '6c1f7f9e-2c1e-4b8e-9d3e-0a7d2c9b1f01';

const events = [
  { type: 'SUBMIT', email: '', password: 'secret' },
  { type: 'SUBMIT', email: ' ana@example.com ', password: 'secret' },
  { type: 'xstate.done.actor.signIn', output: { twofa_required: true, userId } },
  { type: 'xstate.done.actor.signIn', output: success },
  { type: 'xstate.error.actor.signIn', error: apiFailure(401, 'Invalid email or password') },
  { type: 'CODE.SUBMIT', code: '12345' },
  { type: 'CODE.SUBMIT', code: '123456' },
  { type: 'CODE.SUBMIT', code: '  ' },
  { type: 'xstate.done.actor.signInTwoFactor', output: success },
  { type: 'xstate.error.actor.signInTwoFactor', error: apiFailure(401, 'Invalid code') },
] as unknown as SignInEvent[];

function browser() {
  const log = effectLog();
  const signInCalls: Credentials[] = [];
  const codeCalls: TwoFactorAttempt[] = [];
  const logic = signInMachine.provide({
    actors: { signIn: pendingCall(signInCalls), signInTwoFactor: pendingCall(codeCalls) },
    actions: {
      saveSession: log.record('saveSession'),
      notifySuccess: log.record('notifySuccess'),
      notifyFailure: log.record('notifyFailure'),
      closeModal: log.record('closeModal'),
      reload: log.record('reload'),
    },
  });
  return { log, signInCalls, codeCalls, logic };
}

describe('sign-in machine paths', () => {
  const paths = getMachinePaths({ machine: signInMachine, events: eventsWhileRunning(events) });

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.expected.value))));
    for (const state of ['credentials', 'signingIn', 'twoFactor', 'verifyingCode', 'signedIn', 'reloading']) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const b = browser();
    const clock = new SimulatedClock();
    await runMachinePath(path, {
      logic: b.logic,
      clock,
      check: (snapshot, step) => {
        const { event } = step;
        const state = snapshot.value;
        // No call is made for a form that fails its check, and calls carry the trimmed e-mail.
        for (const call of b.signInCalls)
          expect(call).toEqual({ email: 'ana@example.com', password: 'secret' });
        // Codes are sent trimmed, for the user the password step named.
        for (const call of b.codeCalls) expect(['123456', '12345']).toContain(call.token);
        for (const call of b.codeCalls) expect(call.userId).toBe(userId);
        if (state === 'reloading') expect(b.log.of('reload')).toHaveLength(1);
        else expect(b.log.of('reload')).toHaveLength(0);
        if (state === 'signedIn' && event.type.startsWith('xstate.done')) {
          expect(b.log.entries.slice(-3)).toEqual([
            ['saveSession', success],
            ['notifySuccess', { message: messages.signIn.welcome('ana') }],
            ['closeModal', undefined],
          ]);
        }
        if (event.type.startsWith('xstate.error')) {
          const text = event.type.endsWith('signIn') ? 'Invalid email or password' : 'Invalid code';
          expect(b.log.entries.at(-1)).toEqual(['notifyFailure', { message: `Sign in failed: ${text}` }]);
        }
        if (event.type === 'SUBMIT' && state === 'credentials' && event.email === '') {
          expect(snapshot.context.error).toBe(messages.signIn.missingFields);
        }
        if (event.type === 'CODE.SUBMIT' && state === 'twoFactor') {
          const { method, error } = snapshot.context;
          expect(error).toBe(method === 'recovery' ? recoveryCodeMissing : messages.twoFactorCode.invalid);
        }
      },
    });
  });
});

describe('sign-in scenarios', () => {
  it('reloads exactly 1.5 s after a sign-in without 2FA', () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock }).start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com', password: 'secret' });
    actor.send({ type: 'xstate.done.actor.signIn', output: success } as unknown as SignInEvent);
    expect(b.log.names()).toEqual(['saveSession', 'notifySuccess', 'closeModal']);
    clock.increment(SIGN_IN_RELOAD_MS - 1);
    expect(b.log.of('reload')).toHaveLength(0);
    clock.increment(1);
    expect(b.log.of('reload')).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('signs in with a recovery code instead of an authenticator code', () => {
    const b = browser();
    const actor = createActor(b.logic).start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com', password: 'secret' });
    actor.send({ type: 'xstate.done.actor.signIn', output: { twofa_required: true, userId } } as never);
    actor.send({ type: 'METHOD.RECOVERY' });
    actor.send({ type: 'CODE.SUBMIT', code: ' ' });
    expect(actor.getSnapshot().context.error).toBe(recoveryCodeMissing);
    actor.send({ type: 'CODE.SUBMIT', code: ' abcd-ef12 ' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    expect(b.codeCalls).toEqual([{ userId, token: 'abcd-ef12' }]);
    actor.send({
      type: 'xstate.error.actor.signInTwoFactor',
      error: apiFailure(401, 'Invalid code'),
    } as never);
    expect(actor.getSnapshot().value).toBe('twoFactor');
    expect(actor.getSnapshot().context.method).toBe('recovery');
    actor.send({ type: 'METHOD.AUTHENTICATOR' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(actor.getSnapshot().context.userId).toBeNull();
  });
});
