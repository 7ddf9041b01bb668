import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type SignUpEvent, signUpFailureText, signUpMachine } from '../../machines/signUp.machine';
import type { SignUpData, SignUpValues } from '../../src/shared/authForms';
import { FIELD_HIGHLIGHT_MS } from '../../src/shared/authTimings';
import { invalidEmailMessage } from '../../src/shared/email';
import { messages } from '../../src/shared/messages';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { apiFailure, effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

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

const events = [
  { type: 'SUBMIT', values: { ...valid, last_name: '', confirm: ' ' } },
  { type: 'SUBMIT', values: { ...valid, confirm: 'different-1' } },
  { type: 'SUBMIT', values: valid },
  { type: 'xstate.done.actor.sendVerification', output: { message: 'sent' } },
  { type: 'xstate.error.actor.sendVerification', error: apiFailure(409, 'Email is already registered.') },
] as unknown as SignUpEvent[];

function browser() {
  const log = effectLog();
  const calls: SignUpData[] = [];
  const logic = signUpMachine.provide({
    actors: { sendVerification: pendingCall(calls) },
    actions: { goToVerification: log.record('goToVerification'), closeModal: log.record('closeModal') },
  });
  return { log, calls, logic };
}

describe('sign-up machine paths', () => {
  const paths = getMachinePaths({ machine: signUpMachine, events: eventsWhileRunning(events) });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const b = browser();
    await runMachinePath(path, {
      logic: b.logic,
      clock: new SimulatedClock(),
      check: (snapshot, step) => {
        for (const call of b.calls) expect(call).toEqual(sent);
        const { error, highlighted } = snapshot.context;
        if (snapshot.matches({ editing: 'highlighting' })) {
          expect(highlighted).toEqual(['last_name', 'confirm']);
          expect(error).toBe(messages.signUp.missingFields);
        } else {
          expect(highlighted).toEqual([]);
        }
        if (step.event.type.startsWith('xstate.error')) expect(error).toBe('Email is already registered.');
        if (snapshot.value === 'sent') {
          expect(b.log.entries).toEqual([
            ['goToVerification', sent],
            ['closeModal', undefined],
          ]);
        } else {
          expect(b.log.entries).toEqual([]);
        }
      },
    });
  });
});

describe('sign-up rules and texts', () => {
  const submit = (values: Partial<SignUpValues>) => {
    const actor = createActor(browser().logic).start();
    actor.send({ type: 'SUBMIT', values: { ...valid, ...values } });
    return actor.getSnapshot().context.error;
  };

  it('applies the rules of SPEC 5 in order', () => {
    expect(submit({ email: '' })).toBe('Please fill out all fields.');
    expect(submit({ email: 'not-an-address' })).toBe(invalidEmailMessage);
    expect(submit({ username: 'u'.repeat(21) })).toBe(messages.signUp.usernameTooLong(21));
    expect(submit({ password: 'short', confirm: 'short' })).toBe(messages.signUp.passwordTooShort(5));
    expect(submit({ confirm: 'long-enough-2' })).toBe('Passwords do not match');
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
    expect(actor.getSnapshot().context.error).toBe(messages.signUp.missingFields);
  });

  it('shows the server text only when it names the Email (SPEC 8)', () => {
    expect(signUpFailureText(apiFailure(409, 'Email is already registered.'))).toBe(
      'Email is already registered.',
    );
    expect(signUpFailureText(apiFailure(409, messages.signUp.usernameTaken))).toBe('That username is taken.');
    expect(signUpFailureText(apiFailure(409, 'Conflict'))).toBe(messages.signUp.serverDown);
    expect(signUpFailureText(new TypeError('Failed to fetch'))).toBe(messages.signUp.serverDown);
  });
});
