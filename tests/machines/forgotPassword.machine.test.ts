import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ForgotPasswordEvent,
  failedFallback,
  forgotPasswordMachine,
} from '../../machines/forgotPassword.machine';
import type { ApiSchemas } from '../../src/api/client';
import { FORGOT_PASSWORD_CLOSE_MS } from '../../src/shared/authTimings';
import { messages } from '../../src/shared/messages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, refuse, testEveryPath, timesEntered } from '../helpers/machinePaths';

const notice = 'If an account exists for this e-mail address, a password reset link has been sent to it.';
const events: (ForgotPasswordEvent | CallAnswer)[] = [
  { type: 'SUBMIT', email: '  ' },
  { type: 'SUBMIT', email: ' ana@example.com ' },
  answer('requestReset', { message: notice }),
  refuse('requestReset', apiFailure(429, 'Too many password reset requests.')),
];

/** The modal as the machine sees it: the request waits for the test's answer, effects are recorded. */
function browser() {
  return withDoubles(forgotPasswordMachine, {
    requestReset: callDouble<ApiSchemas['Message'], { email: string }>(),
  });
}

describe('forgot-password machine paths', () => {
  testEveryPath({ machine: forgotPasswordMachine, events: eventsWhileRunning(events) }, (path) => {
    const b = browser();
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, step, index) => {
        // One request per submit that passed the check (none for a blank address), with the trimmed address.
        const submits = timesEntered(path, index, 'sending');
        expect(b.requestReset.inputs).toHaveLength(submits);
        for (const call of b.requestReset.inputs) expect(call).toEqual({ email: 'ana@example.com' });
        const { event } = step;
        if (event.type === 'SUBMIT' && snapshot.value === 'editing') {
          expect(snapshot.context.error).toEqual(messages.forgotPassword.missingEmail);
        }
        if (event.type.startsWith('xstate.error')) {
          expect(snapshot.context.error).toEqual('Too many password reset requests.');
        }
        if (snapshot.value === 'sent') expect(snapshot.context.notice).toEqual(notice);
        expect(b.effects().names()).toEqual(snapshot.value === 'closed' ? ['closeModal'] : []);
      },
    };
  });
});

describe('forgot-password timing and texts', () => {
  it('closes the modal exactly 2 s after the success message', async () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock });
    b.attach(actor);
    actor.start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com' });
    await b.requestReset.resolve({ message: notice });
    expect(actor.getSnapshot().context.notice).toEqual(notice);
    clock.increment(FORGOT_PASSWORD_CLOSE_MS - 1);
    expect(b.effects().names()).toEqual([]);
    clock.increment(1);
    expect(b.effects().names()).toEqual(['closeModal']);
  });

  it('says what failed when the call got no answer at all', async () => {
    const b = browser();
    const actor = createActor(b.logic).start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com' });
    await b.requestReset.reject(new Error(''));
    expect(actor.getSnapshot().context.error).toEqual(failedFallback);
  });
});
