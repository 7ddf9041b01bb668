import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type EmailVerificationEvent,
  emailVerificationMachine,
  verificationFailureText,
} from '../../machines/emailVerification.machine';
import type { AuthSuccess } from '../../machines/signIn.machine';
import type { SignUpData } from '../../src/shared/authForms';
import { SIGN_UP_REDIRECT_MS } from '../../src/shared/authTimings';
import { messages } from '../../src/shared/messages';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { apiFailure, effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const data: SignUpData = {
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana@example.com',
  username: 'ana',
  password: 'long-enough-1',
};
const success: AuthSuccess = {
  token: 'bearer-1',
  payload: { ...data, id: '6c1f7f9e-2c1e-4b8e-9d3e-0a7d2c9b1f00', profileimg: null, twofa_enabled: false },
};
const welcome = 'Welcome ana, You have been signed up successfully.';

const events = [
  { type: 'VERIFY', code: '  ' },
  { type: 'VERIFY', code: ' 123 456 ' },
  { type: 'xstate.done.actor.verifyCode', output: { message: 'ok' } },
  { type: 'xstate.error.actor.verifyCode', error: apiFailure(400, 'Invalid verification code.') },
  { type: 'xstate.done.actor.signUp', output: success },
  { type: 'xstate.error.actor.signUp', error: apiFailure(500, 'Internal error') },
] as unknown as EmailVerificationEvent[];

function browser() {
  const log = effectLog();
  const verifyCalls: { email: string; code: string }[] = [];
  const signUpCalls: SignUpData[] = [];
  const logic = emailVerificationMachine.provide({
    actors: { verifyCode: pendingCall(verifyCalls), signUp: pendingCall(signUpCalls) },
    actions: {
      saveSession: log.record('saveSession'),
      storeDarkTheme: log.record('storeDarkTheme'),
      notifySuccess: log.record('notifySuccess'),
      goHomeAndReload: log.record('goHomeAndReload'),
    },
  });
  return { log, verifyCalls, signUpCalls, logic };
}

describe.each([{ data }, { data: null }])('email verification paths with $data', (input) => {
  const paths = getMachinePaths({
    machine: emailVerificationMachine,
    input,
    events: eventsWhileRunning(events),
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const b = browser();
    await runMachinePath(path, {
      logic: b.logic,
      clock: new SimulatedClock(),
      check: (snapshot, step) => {
        for (const call of b.verifyCalls) expect(call).toEqual({ email: 'ana@example.com', code: '123456' });
        for (const call of b.signUpCalls) expect(call).toEqual(data);
        const type: string = step.event.type;
        if (input.data === null && type === 'VERIFY') {
          expect(snapshot.context.error).toBe('No email provided');
        }
        if (type === 'xstate.error.actor.verifyCode') {
          expect(snapshot.context.error).toBe('Sign up failed: Invalid verification code.');
        }
        if (type === 'xstate.error.actor.signUp') expect(snapshot.context.error).toBe('Internal error');
        const done = snapshot.value === 'welcomed' || snapshot.value === 'leaving';
        expect(snapshot.context.welcome).toBe(done ? welcome : null);
        const effects = done
          ? [
              ['saveSession', success],
              ['storeDarkTheme', undefined],
              ['notifySuccess', { message: welcome }],
            ]
          : [];
        if (snapshot.value === 'leaving') effects.push(['goHomeAndReload', undefined]);
        expect(b.log.entries).toEqual(effects);
      },
    });
  });
});

describe('email verification timing and texts', () => {
  it('goes home exactly 2.5 s after the welcome', () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock, input: { data } }).start();
    actor.send({ type: 'VERIFY', code: '123456' });
    actor.send({ type: 'xstate.done.actor.verifyCode', output: {} } as never);
    actor.send({ type: 'xstate.done.actor.signUp', output: success } as never);
    clock.increment(SIGN_UP_REDIRECT_MS - 1);
    expect(b.log.of('goHomeAndReload')).toHaveLength(0);
    clock.increment(1);
    expect(b.log.of('goHomeAndReload')).toHaveLength(1);
  });

  it('words failures as SPEC 8 says', () => {
    expect(verificationFailureText(apiFailure(409, messages.signUp.usernameTaken))).toBe(
      'Sign up failed: That username is taken.',
    );
    expect(verificationFailureText(apiFailure(503, 'Service unavailable'))).toBe('Service unavailable');
    expect(verificationFailureText(apiFailure(400, ''))).toBe('An error occurred');
    expect(verificationFailureText(new Error(''))).toBe('An error occurred');
  });
});
