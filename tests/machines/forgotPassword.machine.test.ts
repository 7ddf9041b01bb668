import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ForgotPasswordEvent,
  failedFallback,
  forgotPasswordMachine,
} from '../../machines/forgotPassword.machine';
import { FORGOT_PASSWORD_CLOSE_MS } from '../../src/shared/authTimings';
import { messages } from '../../src/shared/messages';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { apiFailure, effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const notice = 'If an account exists for this e-mail address, a password reset link has been sent to it.';
const events = [
  { type: 'SUBMIT', email: '  ' },
  { type: 'SUBMIT', email: ' ana@example.com ' },
  { type: 'xstate.done.actor.requestReset', output: { message: notice } },
  { type: 'xstate.error.actor.requestReset', error: apiFailure(429, 'Too many password reset requests.') },
] as unknown as ForgotPasswordEvent[];

function browser() {
  const log = effectLog();
  const calls: { email: string }[] = [];
  const logic = forgotPasswordMachine.provide({
    actors: { requestReset: pendingCall(calls) },
    actions: { closeModal: log.record('closeModal') },
  });
  return { log, calls, logic };
}

describe('forgot-password machine paths', () => {
  const paths = getMachinePaths({ machine: forgotPasswordMachine, events: eventsWhileRunning(events) });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const b = browser();
    await runMachinePath(path, {
      logic: b.logic,
      clock: new SimulatedClock(),
      check: (snapshot, step) => {
        for (const call of b.calls) expect(call).toEqual({ email: 'ana@example.com' });
        const { event } = step;
        if (event.type === 'SUBMIT' && snapshot.value === 'editing') {
          expect(snapshot.context.error).toBe(messages.forgotPassword.missingEmail);
        }
        if (event.type.startsWith('xstate.error')) {
          expect(snapshot.context.error).toBe('Too many password reset requests.');
        }
        if (snapshot.value === 'sent') expect(snapshot.context.notice).toBe(notice);
        expect(b.log.names()).toEqual(snapshot.value === 'closed' ? ['closeModal'] : []);
      },
    });
  });
});

describe('forgot-password timing and texts', () => {
  it('closes the modal exactly 2 s after the success message', () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock }).start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com' });
    actor.send({ type: 'xstate.done.actor.requestReset', output: { message: notice } } as never);
    clock.increment(FORGOT_PASSWORD_CLOSE_MS - 1);
    expect(b.log.names()).toEqual([]);
    clock.increment(1);
    expect(b.log.names()).toEqual(['closeModal']);
  });

  it('says what failed when the call got no answer at all', () => {
    const actor = createActor(browser().logic).start();
    actor.send({ type: 'SUBMIT', email: 'ana@example.com' });
    actor.send({ type: 'xstate.error.actor.requestReset', error: new Error('') } as never);
    expect(actor.getSnapshot().context.error).toBe(failedFallback);
  });
});
