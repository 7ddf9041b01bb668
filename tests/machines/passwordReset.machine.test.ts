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

const events: (PasswordResetEvent | CallAnswer)[] = [
  { type: 'SUBMIT', password: '', confirm: 'abcdefgh' },
  { type: 'SUBMIT', password: 'abcdefgh', confirm: 'abcdefgX' },
  { type: 'SUBMIT', password: 'abc', confirm: 'abc' },
  { type: 'SUBMIT', password: 'new-password', confirm: 'new-password' },
  answer('resetPassword', { message: 'ok' }),
  refuse('resetPassword', apiFailure(400, 'This password reset link is invalid.')),
];

const formErrors: Record<string, string> = {
  '': resetFieldsMissing,
  abcdefgh: 'Passwords do not match.',
  abc: 'Password must be at least 8 characters long.',
};

/** The page as the machine sees it: the reset waits for the test's answer, effects are recorded. */
function browser() {
  return withDoubles(passwordResetMachine, {
    resetPassword: callDouble<unknown, ResetRequest>(),
  });
}

describe.each([
  { token: 'tok', email: 'ana@example.com' },
  { token: null, email: 'ana@example.com' },
  { token: 'tok', email: ' ' },
])('password reset machine paths for the link %j', (input) => {
  const paths = getMachinePaths({ machine: passwordResetMachine, input, events: eventsWhileRunning(events) });
  const complete = input.token !== null && input.email.trim() !== '';

  testEveryPath(paths, (path) => {
    const b = browser();
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, step, index) => {
        if (index === 0) expect(snapshot.value).toBe(complete ? 'editing' : 'invalidLink');
        if (!complete) {
          expect(snapshot.context.error).toBe('Invalid password reset link.');
        }
        // A rejected form sends nothing; an accepted one sends once, with the link's token and e-mail.
        const saves = timesEntered(path, index, 'saving');
        expect(b.resetPassword.inputs).toHaveLength(saves);
        for (const call of b.resetPassword.inputs) {
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
          expect(b.effects().entries).toEqual([
            ['notifySuccess', { message: messages.resetPassword.success }],
          ]);
        }
        expect(b.effects().of('goHome')).toHaveLength(snapshot.value === 'leaving' ? 1 : 0);
      },
    };
  });
});

describe('password reset timing', () => {
  it.each([
    ['a bad link', { token: '', email: 'ana@example.com' }, false],
    ['a changed password', { token: 'tok', email: 'ana@example.com' }, true],
  ])('goes home exactly 1.5 s after %s', async (_, input, submit) => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock, input });
    b.attach(actor);
    actor.start();
    if (submit) {
      actor.send({ type: 'SUBMIT', password: 'new-password', confirm: 'new-password' });
      await b.resetPassword.resolve({});
    }
    clock.increment(RESET_REDIRECT_MS - 1);
    expect(b.effects().of('goHome')).toHaveLength(0);
    clock.increment(1);
    expect(b.effects().of('goHome')).toHaveLength(1);
  });
});
