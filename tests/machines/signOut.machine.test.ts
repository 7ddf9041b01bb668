import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type SignOutEvent, type SignOutInput, signOutMachine } from '../../machines/signOut.machine';
import { SIGN_OUT_RELOAD_MS } from '../../src/shared/authTimings';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, refuse, testEveryPath } from '../helpers/machinePaths';

const events: (SignOutEvent | CallAnswer)[] = [
  answer('signOut', { message: 'Signed out' }),
  refuse('signOut', apiFailure(401, 'Not signed in')),
];

/** The page as the machine sees it: the sign-out request waits for the test's answer, effects are recorded. */
function browser() {
  return withDoubles(signOutMachine, {
    signOut: callDouble<unknown, SignOutInput>(),
  });
}

describe('sign-out machine paths', () => {
  const input = { token: 'bearer-1' };
  testEveryPath({ machine: signOutMachine, input, events: eventsWhileRunning(events) }, (_path) => {
    const b = browser();
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot) => {
        const signingOut = snapshot.matches('signingOut') || snapshot.value === 'reloading';
        expect(b.signOut.inputs).toEqual(signingOut ? [{ token: 'bearer-1' }] : []);
        const expected: [string, unknown][] = signingOut
          ? [
              ['clearStoredValues', undefined],
              ['notifySuccess', { message: 'You have been signed out' }],
            ]
          : [];
        if (snapshot.value === 'reloading') expected.push(['reload', undefined]);
        expect(b.effects().entries).toEqual(expected);
      },
    };
  });
});

describe('sign-out timing', () => {
  it('reloads 1.2 s after confirming, even while the call is still running', () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock, input: { token: 'bearer-1' } });
    b.attach(actor);
    actor.start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CONFIRM' });
    // The server never answers here: the reload must not wait for it.
    expect(b.signOut.inputs).toEqual([{ token: 'bearer-1' }]);
    clock.increment(SIGN_OUT_RELOAD_MS - 1);
    expect(b.effects().of('reload')).toHaveLength(0);
    clock.increment(1);
    expect(b.effects().of('reload')).toHaveLength(1);
  });
});
