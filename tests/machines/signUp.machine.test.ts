import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type SignUpEvent, signUpFailureText, signUpMachine } from '../../machines/signUp.machine';
import type { SignUpData, SignUpValues } from '../../src/shared/authForms';
import { FIELD_HIGHLIGHT_MS } from '../../src/shared/authTimings';
import { invalidEmailMessage } from '../../src/shared/email';
import { messages } from '../../src/shared/messages';
import { en } from '../helpers/englishText';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, refuse, testEveryPath, timesEntered } from '../helpers/machinePaths';

const valid: SignUpValues = {
  first_name: ' Ana ',
  last_name: 'Diaz',
  email: 'ana@example.com',
  username: 'ana',
  password: 'long-enough-1',
  confirm: 'long-enough-1',
};
const sent: SignUpData = {
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana@example.com',
  username: 'ana',
  password: 'long-enough-1',
};

const events: (SignUpEvent | CallAnswer)[] = [
  { type: 'SUBMIT', values: { ...valid, last_name: '', confirm: ' ' } },
  { type: 'SUBMIT', values: { ...valid, confirm: 'different-1' } },
  { type: 'SUBMIT', values: valid },
  answer('sendVerification', { message: 'sent' }),
  refuse('sendVerification', apiFailure(409, 'Email is already registered.')),
];

/** The form as the machine sees it: the request waits for the test's answer, effects are recorded. */
function browser() {
  return withDoubles(signUpMachine, {
    sendVerification: callDouble<unknown, SignUpData>(),
  });
}

describe('sign-up machine paths', () => {
  testEveryPath({ machine: signUpMachine, events: eventsWhileRunning(events) }, (path) => {
    const b = browser();
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, step, index) => {
        // Only a form that passes every rule is sent, and it is sent trimmed, without the confirmation.
        const sends = timesEntered(path, index, 'sending');
        expect(b.sendVerification.inputs).toHaveLength(sends);
        for (const call of b.sendVerification.inputs) expect(call).toEqual(sent);
        const { error, highlighted } = snapshot.context;
        if (snapshot.matches({ editing: 'highlighting' })) {
          expect(highlighted).toEqual(['last_name', 'confirm']);
          expect(error).toEqual(messages.signUp.missingFields);
        } else {
          expect(highlighted).toEqual([]);
        }
        if (step.event.type.startsWith('xstate.error')) expect(error).toEqual('Email is already registered.');
        if (snapshot.value === 'sent') {
          expect(b.effects().entries).toEqual([
            ['goToVerification', { data: sent }],
            ['closeModal', undefined],
          ]);
        } else {
          expect(b.effects().entries).toEqual([]);
        }
      },
    };
  });
});

describe('sign-up rules and texts', () => {
  const submit = (values: Partial<SignUpValues>) => {
    const b = browser();
    const actor = createActor(b.logic).start();
    actor.send({ type: 'SUBMIT', values: { ...valid, ...values } });
    const { error } = actor.getSnapshot().context;
    // A form the rules refuse never reaches the server.
    expect(b.sendVerification.inputs).toHaveLength(error === null ? 1 : 0);
    return error;
  };

  it('applies the rules of SPEC 5 in order', () => {
    expect(submit({ email: '' })).toEqual('Please fill out all fields.');
    expect(submit({ email: 'not-an-address' })).toEqual(invalidEmailMessage);
    expect(submit({ username: 'u'.repeat(21) })).toEqual(messages.signUp.usernameTooLong(21));
    expect(submit({ password: 'short', confirm: 'short' })).toEqual(messages.signUp.passwordTooShort(5));
    expect(submit({ confirm: 'long-enough-2' })).toEqual('Passwords do not match');
    expect(submit({})).toBeNull();
  });

  it('keeps missing fields highlighted exactly 2 s, restarted by another submit', () => {
    const clock = new SimulatedClock();
    const actor = createActor(browser().logic, { clock }).start();
    actor.send({ type: 'SUBMIT', values: { ...valid, username: '' } });
    clock.increment(FIELD_HIGHLIGHT_MS - 500);
    actor.send({ type: 'SUBMIT', values: { ...valid, username: '' } });
    clock.increment(FIELD_HIGHLIGHT_MS - 1);
    expect(actor.getSnapshot().context.highlighted).toEqual(['username']);
    clock.increment(1);
    expect(actor.getSnapshot().context.highlighted).toEqual([]);
    expect(actor.getSnapshot().context.error).toEqual(messages.signUp.missingFields);
  });

  it('shows the server text only when it names the Email (SPEC 8)', () => {
    expect(signUpFailureText(apiFailure(409, 'Email is already registered.'))).toEqual(
      'Email is already registered.',
    );
    expect(signUpFailureText(apiFailure(409, en(messages.signUp.usernameTaken)))).toEqual(
      'That username is taken.',
    );
    expect(signUpFailureText(apiFailure(409, 'Conflict'))).toEqual(messages.signUp.serverDown);
    expect(signUpFailureText(new TypeError('Failed to fetch'))).toEqual(messages.signUp.serverDown);
  });
});
