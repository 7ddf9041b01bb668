import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import {
  type EmailChangeEvent,
  type EmailChangeInput,
  emailChangeMachine,
} from '../../machines/emailChange.machine';
import type { ApiSchemas } from '../../src/api/client';
import { EMAIL_CHANGE_TEXTS } from '../../src/shared/emailChange';
import { verbatim } from '../../src/shared/i18n/message';
import { messages } from '../../src/shared/messages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  refuse,
  stateValuesReached,
  testEveryPath,
  timesEntered,
} from '../helpers/machinePaths';

// The profile's e-mail change step on its own: the code typed (digits only), checked by the server, and
// the step's end: the changed user, or nothing when cancelled.

const input: EmailChangeInput = {
  pendingEmail: 'ana.new@example.com',
  notice: verbatim('We e-mailed a code to your new address.'),
};
const changedUser: ApiSchemas['User'] = {
  id: '0b7e8c1a-1111-4c1e-9d3e-0a7d2c9b1f00',
  first_name: 'Ana',
  last_name: 'Lopez',
  username: 'ana',
  email: 'ana.new@example.com',
  profileimg: null,
  twofa_enabled: false,
};
const changedText = 'Your e-mail address was changed. Your other devices were signed out.';
const wrongCodeText = 'Invalid code. Please check the code we e-mailed to your new address and try again.';

const changed = answer('confirmEmailChange', { message: changedText, payload: changedUser });
const wrongCode = refuse('confirmEmailChange', apiFailure(400, wrongCodeText));
const offline = refuse('confirmEmailChange', new TypeError('Failed to fetch'));

const events: (EmailChangeEvent | CallAnswer)[] = [
  { type: 'CODE.CHANGED', value: '12 34-56x7' },
  { type: 'CODE.CHANGED', value: '12' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  changed,
  wrongCode,
  offline,
];

function step() {
  return withDoubles(emailChangeMachine, {
    confirmEmailChange: callDouble<ApiSchemas['EmailChangeResult'], { code: string }>(),
  });
}

describe('e-mail change step paths', () => {
  const paths = getMachinePaths({
    machine: emailChangeMachine,
    input,
    events: (snapshot) => (snapshot.status === 'done' ? [] : eventsWhileRunning(events)(snapshot)),
  });

  it('reaches every state', () => {
    expect([...stateValuesReached(paths)].sort()).toEqual(
      ['"cancelled"', '"changed"', '"confirming"', '"entering"'].sort(),
    );
  });

  testEveryPath(paths, (path) => {
    const b = step();
    let previousCode = '';
    return {
      ...b.run,
      check: (snapshot, { event }, index) => {
        const { context } = snapshot;
        expect(context.pendingEmail).toEqual(input.pendingEmail);
        expect(context.notice).toEqual(input.notice);
        // Only digits are kept, at most six.
        expect(context.code).toMatch(/^\d{0,6}$/);
        // The server is asked once per confirmation of a complete code, with that code.
        expect(b.confirmEmailChange.inputs).toHaveLength(timesEntered(path, index, 'confirming'));
        for (const call of b.confirmEmailChange.inputs) expect(call).toEqual({ code: '123456' });
        if (event.type === 'CONFIRM' && previousCode.length < 6) {
          expect(snapshot.value).toEqual('entering');
          expect(context.error).toEqual(messages.twoFactorCode.invalid);
        }
        if (event === wrongCode) expect(context.error).toEqual(wrongCodeText);
        if (event === offline) expect(context.error).toEqual(EMAIL_CHANGE_TEXTS.failed);
        if (event.type === 'CODE.CHANGED') expect(context.error).toBeNull();
        if (snapshot.value === 'changed') {
          expect(snapshot.status).toEqual('done');
          expect(snapshot.output).toEqual({ user: changedUser, message: changedText });
        }
        if (snapshot.value === 'cancelled') {
          expect(snapshot.status).toEqual('done');
          expect(snapshot.output).toBeNull();
        }
        // The step shows its text inline; toasts and the stored user are the profile's.
        expect(b.effects().entries).toEqual([]);
        previousCode = context.code;
      },
    };
  });
});
