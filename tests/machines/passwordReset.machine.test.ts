import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type PasswordResetEvent,
  passwordResetMachine,
  type ResetRequest,
} from '../../machines/passwordReset.machine';
import { resetFieldsMissing } from '../../src/shared/authForms';
import { RESET_REDIRECT_MS } from '../../src/shared/authTimings';
import { messages } from '../../src/shared/messages';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { apiFailure, effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const events = [
  { type: 'SUBMIT', password: '', confirm: 'abcdefgh' },
  { type: 'SUBMIT', password: 'abcdefgh', confirm: 'abcdefgX' },
  { type: 'SUBMIT', password: 'abc', confirm: 'abc' },
  { type: 'SUBMIT', password: 'new-password', confirm: 'new-password' },
  { type: 'xstate.done.actor.resetPassword', output: { message: 'ok' } },
  {
    type: 'xstate.error.actor.resetPassword',
    error: apiFailure(400, 'This password reset link is invalid.'),
  },
] as unknown as PasswordResetEvent[];

const formErrors: Record<string, string> = {
  '': resetFieldsMissing,
  abcdefgh: 'Passwords do not match.',
  abc: 'Password must be at least 8 characters long.',
};

function browser() {
  const log = effectLog();
  const calls: ResetRequest[] = [];
  const logic = passwordResetMachine.provide({
    actors: { resetPassword: pendingCall(calls) },
    actions: {
      notifySuccess: log.record('notifySuccess'),
      goHome: log.record('goHome'),
    },
  });
  return { log, calls, logic };
}

describe.each([
  { token: 'tok', email: 'ana@example.com' },
  { token: null, email: 'ana@example.com' },
  { token: 'tok', email: ' ' },
])('password reset machine paths for the link %j', (input) => {
  const paths = getMachinePaths({ machine: passwordResetMachine, input, events: eventsWhileRunning(events) });
  const complete = input.token !== null && input.email.trim() !== '';

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const b = browser();
    await runMachinePath(path, {
      logic: b.logic,
      clock: new SimulatedClock(),
      check: (snapshot, step, index) => {
        if (index === 0) expect(snapshot.value).toBe(complete ? 'editing' : 'invalidLink');
        if (!complete) {
          expect(snapshot.context.error).toBe('Invalid password reset link.');
        }
        for (const call of b.calls) {
          expect(call).toEqual({ token: 'tok', email: 'ana@example.com', newPassword: 'new-password' });
        }
        const { event } = step;
        if (event.type === 'SUBMIT' && snapshot.value === 'editing') {
          expect(snapshot.context.error).toBe(formErrors[event.password]);
        }
        if (event.type.startsWith('xstate.error')) {
          expect(snapshot.context.error).toBe('ERROR: This password reset link is invalid.');
        }
        if (snapshot.value === 'changed') {
          expect(b.log.entries).toEqual([['notifySuccess', { message: messages.resetPassword.success }]]);
        }
        expect(b.log.of('goHome')).toHaveLength(snapshot.value === 'leaving' ? 1 : 0);
      },
    });
  });
});

describe('password reset timing', () => {
  it.each([
    ['a bad link', { token: '', email: 'ana@example.com' }, false],
    ['a changed password', { token: 'tok', email: 'ana@example.com' }, true],
  ])('goes home exactly 1.5 s after %s', (_, input, submit) => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock, input }).start();
    if (submit) {
      actor.send({ type: 'SUBMIT', password: 'new-password', confirm: 'new-password' });
      actor.send({ type: 'xstate.done.actor.resetPassword', output: {} } as never);
    }
    clock.increment(RESET_REDIRECT_MS - 1);
    expect(b.log.of('goHome')).toHaveLength(0);
    clock.increment(1);
    expect(b.log.of('goHome')).toHaveLength(1);
  });
});
