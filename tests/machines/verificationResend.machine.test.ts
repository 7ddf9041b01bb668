import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type VerificationResendEvent,
  verificationResendMachine,
} from '../../machines/verificationResend.machine';
import { COUNTDOWN_TICK_MS } from '../../src/shared/authTimings';
import { messages } from '../../src/shared/messages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, refuse, testEveryPath, timesEntered } from '../helpers/machinePaths';

const events: (VerificationResendEvent | CallAnswer)[] = [
  answer('resendCode', { message: 'sent' }),
  refuse('resendCode', apiFailure(429, 'Please wait 42 seconds before requesting a new code.')),
];

/** The page as the machine sees it: the resend waits for the test's answer, toasts are recorded. */
function browser() {
  return withDoubles(verificationResendMachine, {
    resendCode: callDouble<unknown, { email: string }>(),
  });
}

// A 3-second countdown keeps the graph small; the 60 s default is checked on its own below.
describe.each([
  { email: 'ana@example.com', cooldownSeconds: 3 },
  { email: null, cooldownSeconds: 3 },
])('resend paths for $email', (input) => {
  testEveryPath(
    {
      machine: verificationResendMachine,
      input,
      events: eventsWhileRunning(events),
    },
    (path) => {
      const b = browser();
      return {
        ...b.run,
        clock: new SimulatedClock(),
        check: (snapshot, step, index) => {
          // Without an address nothing is sent; with one, one request per Resend outside the countdown.
          const sends = timesEntered(path, index, 'sending');
          expect(b.resendCode.inputs).toHaveLength(sends);
          for (const call of b.resendCode.inputs) expect(call).toEqual({ email: 'ana@example.com' });
          const last = b.effects().entries.at(-1);
          const { event } = step;
          if (event.type === 'RESEND' && input.email === null) {
            expect(last).toEqual(['notifyFailure', { message: 'No email found to resend code to.' }]);
          }
          if (event.type === 'RESEND' && snapshot.value === 'coolingDown') {
            expect(last).toEqual([
              'notifyInfo',
              { message: messages.verification.resendWait(snapshot.context.remaining) },
            ]);
          }
          if (event.type.startsWith('xstate.done')) {
            expect(last).toEqual([
              'notifySuccess',
              { message: 'Verification code sent! Please check your inbox.' },
            ]);
            expect(snapshot.context.remaining).toBe(3);
          }
          if (event.type.startsWith('xstate.error')) {
            expect(last).toEqual([
              'notifyFailure',
              { message: 'Please wait 42 seconds before requesting a new code.' },
            ]);
          }
          if (event.type.startsWith('xstate.after')) {
            const before = path.steps[index - 1]?.expected.context.remaining ?? 0;
            expect(snapshot.context.remaining).toBe(before - 1);
          }
          expect(snapshot.value === 'coolingDown').toBe(snapshot.context.remaining > 0);
        },
      };
    },
  );
});

describe('resend countdown', () => {
  it('blocks resending for 60 s after a successful resend', async () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock, input: { email: 'ana@example.com' } });
    b.attach(actor);
    actor.start();
    actor.send({ type: 'RESEND' });
    await b.resendCode.resolve({});
    clock.increment(COUNTDOWN_TICK_MS);
    actor.send({ type: 'RESEND' });
    expect(b.effects().entries.at(-1)).toEqual([
      'notifyInfo',
      { message: 'Please wait 59 seconds before resending.' },
    ]);
    for (let second = 2; second < 60; second += 1) clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(b.resendCode.inputs).toHaveLength(1);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'RESEND' });
    expect(b.resendCode.inputs).toHaveLength(2);
  });

  it('falls back to its own text when a resend fails without one', async () => {
    const b = browser();
    const actor = createActor(b.logic, { input: { email: 'ana@example.com' } });
    b.attach(actor);
    actor.start();
    actor.send({ type: 'RESEND' });
    await b.resendCode.reject(new Error(''));
    expect(b.effects().entries.at(-1)).toEqual([
      'notifyFailure',
      { message: 'Failed to resend verification code.' },
    ]);
  });
});
