import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type SignOutEvent, type SignOutInput, signOutMachine } from '../../machines/signOut.machine';
import { SIGN_OUT_RELOAD_MS } from '../../src/shared/authTimings';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { apiFailure, effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const events = [
  { type: 'xstate.done.actor.signOut', output: { message: 'Signed out' } },
  { type: 'xstate.error.actor.signOut', error: apiFailure(401, 'Not signed in') },
] as unknown as SignOutEvent[];

function browser() {
  const log = effectLog();
  const calls: SignOutInput[] = [];
  const logic = signOutMachine.provide({
    actors: { signOut: pendingCall(calls) },
    actions: {
      clearStoredValues: log.record('clearStoredValues'),
      notifySuccess: log.record('notifySuccess'),
      reload: log.record('reload'),
    },
  });
  return { log, calls, logic };
}

describe('sign-out machine paths', () => {
  const input = { token: 'bearer-1' };
  const paths = getMachinePaths({ machine: signOutMachine, input, events: eventsWhileRunning(events) });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const b = browser();
    await runMachinePath(path, {
      logic: b.logic,
      clock: new SimulatedClock(),
      check: (snapshot) => {
        const signingOut = snapshot.matches('signingOut') || snapshot.value === 'reloading';
        expect(b.calls).toEqual(signingOut ? [{ token: 'bearer-1' }] : []);
        const expected = signingOut
          ? [
              ['clearStoredValues', undefined],
              ['notifySuccess', { message: 'You have been signed out' }],
            ]
          : [];
        if (snapshot.value === 'reloading') expected.push(['reload', undefined]);
        expect(b.log.entries).toEqual(expected);
      },
    });
  });
});

describe('sign-out timing', () => {
  it('reloads 1.2 s after confirming, even while the call is still running', () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock, input: { token: 'bearer-1' } }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CONFIRM' });
    clock.increment(SIGN_OUT_RELOAD_MS - 1);
    expect(b.log.of('reload')).toHaveLength(0);
    clock.increment(1);
    expect(b.log.of('reload')).toHaveLength(1);
  });
});
