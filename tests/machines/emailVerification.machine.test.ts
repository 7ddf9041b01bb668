import '../helpers/englishMessages';
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
import { en } from '../helpers/englishText';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, refuse, testEveryPath, timesEntered } from '../helpers/machinePaths';

const data: SignUpData = {
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana@example.com',
  username: 'ana',
  password: 'long-enough-1',
};
const success: AuthSuccess = {
  token: 'bearer-1',
  staff: false,
  payload: { ...data, id: '6c1f7f9e-2c1e-4b8e-9d3e-0a7d2c9b1f00', profileimg: null, twofa_enabled: false },
};
const welcome = 'Welcome ana, You have been signed up successfully.';

const events: (EmailVerificationEvent | CallAnswer)[] = [
  { type: 'VERIFY', code: '  ' },
  { type: 'VERIFY', code: ' 123 456 ' },
  answer('verifyCode', 'proof-1'),
  refuse('verifyCode', apiFailure(400, 'Invalid verification code.')),
  answer('signUp', success),
  refuse('signUp', apiFailure(500, 'Internal error')),
];

/** The page as the machine sees it: both requests wait for the test's answer, effects are recorded. */
function browser() {
  return withDoubles(emailVerificationMachine, {
    verifyCode: callDouble<string, { email: string; code: string }>(),
    signUp: callDouble<AuthSuccess, SignUpData & { verification_proof: string }>(),
  });
}

describe.each([{ data }, { data: null }])('email verification paths with $data', (input) => {
  testEveryPath(
    {
      machine: emailVerificationMachine,
      input,
      events: eventsWhileRunning(events),
    },
    (path) => {
      const b = browser();
      return {
        ...b.run,
        clock: new SimulatedClock(),
        check: (snapshot, step, index) => {
          // A blank code or a missing address sends nothing; the code goes out without its spaces. Once a
          // code was accepted, Verify signs up again with its proof instead of checking a code again.
          const entered = (name: string) => timesEntered(path, index, name);
          expect(b.verifyCode.inputs).toHaveLength(entered('verifying'));
          const verified = path.steps
            .slice(0, index + 1)
            .some((s) => s.event.type === 'xstate.done.actor.verifyCode');
          expect(snapshot.context.proof).toEqual(verified ? 'proof-1' : null);
          for (const call of b.verifyCode.inputs)
            expect(call).toEqual({ email: 'ana@example.com', code: '123456' });
          expect(b.signUp.inputs).toHaveLength(entered('signingUp'));
          for (const call of b.signUp.inputs)
            expect(call).toEqual({ ...data, verification_proof: 'proof-1' });
          const type: string = step.event.type;
          if (input.data === null && type === 'VERIFY') {
            expect(snapshot.context.error).toEqual('No email provided');
          }
          if (type === 'xstate.error.actor.verifyCode') {
            expect(snapshot.context.error).toEqual('Sign up failed: Invalid verification code.');
          }
          if (type === 'xstate.error.actor.signUp') expect(snapshot.context.error).toEqual('Internal error');
          const done = snapshot.value === 'welcomed' || snapshot.value === 'leaving';
          expect(snapshot.context.welcome).toEqual(done ? welcome : null);
          const effects: [string, unknown][] = done
            ? [
                ['saveSession', { session: success }],
                ['storeDarkTheme', undefined],
                ['notifySuccess', { message: welcome }],
              ]
            : [];
          if (snapshot.value === 'leaving') effects.push(['goHomeAndReload', undefined]);
          expect(b.effects().entries).toEqual(effects);
        },
      };
    },
  );
});

describe('email verification timing and texts', () => {
  it('goes home exactly 2.5 s after the welcome', async () => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock, input: { data } });
    b.attach(actor);
    actor.start();
    actor.send({ type: 'VERIFY', code: '123456' });
    await b.verifyCode.resolve('proof-1');
    await b.signUp.resolve(success);
    expect(b.effects().of('notifySuccess')).toEqual([{ message: welcome }]);
    clock.increment(SIGN_UP_REDIRECT_MS - 1);
    expect(b.effects().of('goHomeAndReload')).toHaveLength(0);
    clock.increment(1);
    expect(b.effects().of('goHomeAndReload')).toHaveLength(1);
  });
  it('words failures as SPEC 8 says', () => {
    expect(verificationFailureText(apiFailure(409, en(messages.signUp.usernameTaken)))).toEqual(
      'Sign up failed: That username is taken.',
    );
    expect(verificationFailureText(apiFailure(503, 'Service unavailable'))).toEqual('Service unavailable');
    expect(verificationFailureText(apiFailure(400, ''))).toEqual('An error occurred');
    expect(verificationFailureText(new Error(''))).toEqual('An error occurred');
  });
});
