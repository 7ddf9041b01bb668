import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import {
  type ConfirmIdentityEvent,
  confirmIdentityMachine,
  EMPTY_SECRET_TEXT,
} from '../../machines/confirmIdentity.machine';
import type { AuthenticationCredential, PickRequest, RequestOptions } from '../../machines/passkeyBrowser';
import { ApiError, type ApiSchemas } from '../../src/api/client';
import { PASSKEY_TEXTS } from '../../src/shared/passkeys';
import { sessionTexts } from '../../src/shared/sessionRules';
import { en } from '../helpers/englishText';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';

// "Confirm it's you" (issue 26): every path a user can take through the dialog, with the server's and the
// browser's answers as doubles. What a user would notice: what is sent, what the dialog says, and whether
// the waiting call is answered (confirmed) or given up (cancelled).

const PASSWORD = 'Palm-Grove-Harbor-42';
const options = { challenge: 'c2lnbi1pbg', allowCredentials: [] } as unknown as RequestOptions;
const credential = { id: 'cred-1', type: 'public-key' } as unknown as AuthenticationCredential;
const wrongPassword = new ApiError(400, en(sessionTexts.passwordWrong), {
  error: en(sessionTexts.passwordWrong),
});
const noPasskeys = new ApiError(409, en(sessionTexts.noPasskeys), { error: en(sessionTexts.noPasskeys) });
const closedPrompt = Object.assign(new Error('The operation either timed out or was not allowed.'), {
  name: 'NotAllowedError',
});

type Step = ConfirmIdentityEvent | CallAnswer;

/** What a user (or the server, or the browser) can do next; methods other than the password answer once. */
function nextSteps(snapshot: Snapshot): Step[] {
  const { method } = snapshot.context;
  switch (snapshot.value) {
    case 'idle':
      return [{ type: 'REQUEST' }];
    case 'asking':
      if (method === 'authenticator') return [{ type: 'SUBMIT', secret: '123 456' }, { type: 'CANCEL' }];
      if (method === 'recovery') return [{ type: 'SUBMIT', secret: ' k7wq2-m9xhp ' }, { type: 'CANCEL' }];
      return [
        { type: 'SUBMIT', secret: '   ' },
        { type: 'SUBMIT', secret: PASSWORD },
        { type: 'METHOD.CHOSEN', method: 'authenticator' },
        { type: 'METHOD.CHOSEN', method: 'recovery' },
        { type: 'PASSKEY' },
        { type: 'CANCEL' },
      ];
    case 'confirming':
      return [
        answer('confirmIdentity', { message: sessionTexts.confirmed }),
        refuse('confirmIdentity', wrongPassword),
      ];
    case 'gettingPasskeyOptions':
      return [answer('passkeyOptions', options), refuse('passkeyOptions', noPasskeys), { type: 'CANCEL' }];
    case 'pickingPasskey':
      return [answer('pickPasskey', credential), refuse('pickPasskey', closedPrompt), { type: 'CANCEL' }];
    default:
      return [];
  }
}

type Body = ApiSchemas['ConfirmIdentityRequest'];
type Snapshot = ReturnType<(typeof confirmIdentityMachine)['transition']>;

const paths = getMachinePaths({
  machine: confirmIdentityMachine,
  events: nextSteps,
  // Where the dialog is, with which method, and whether it shows a complaint.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.method, snapshot.context.error !== null]),
});

describe('confirm identity: every path through the dialog', () => {
  it('asks with each method and reaches every state', () => {
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.expected.value))));
    expect(values).toEqual(
      new Set(['"idle"', '"asking"', '"confirming"', '"gettingPasskeyOptions"', '"pickingPasskey"']),
    );
  });

  testEveryPath(paths, (path) => {
    const b = withDoubles(confirmIdentityMachine, {
      confirmIdentity: callDouble<unknown, Body>(),
      passkeyOptions: callDouble<RequestOptions>(),
      pickPasskey: callDouble<AuthenticationCredential, PickRequest>(),
    });
    return {
      ...b.run,
      // The model tells states apart by place, method and whether a complaint shows (see serializeState).
      compare: (actual, expected) => {
        expect(actual.value).toEqual(expected.value);
        expect(actual.context.method).toEqual(expected.context.method);
        expect(actual.context.error !== null).toEqual(expected.context.error !== null);
      },
      check: (snapshot, step, index) => {
        const before = path.steps[index - 1]?.expected;
        const { event } = step;
        const { context } = snapshot;
        // What is sent is what was typed, in the field of the chosen method, and never an empty answer.
        if (event.type === 'SUBMIT' && before?.value === 'asking') {
          const method = before.context.method;
          if (event.secret.trim() === '') {
            expect(snapshot.value).toEqual('asking');
            expect(context.error).toEqual(EMPTY_SECRET_TEXT[method]);
          } else {
            expect(snapshot.value).toEqual('confirming');
            const expected: Body =
              method === 'password'
                ? { password: event.secret }
                : method === 'authenticator'
                  ? { token: event.secret.trim() }
                  : { recoveryCode: event.secret.trim() };
            expect(b.confirmIdentity.inputs.at(-1)).toEqual(expected);
          }
        }
        if (event.type === 'xstate.done.actor.pickPasskey') {
          expect(b.confirmIdentity.inputs.at(-1)).toEqual({ passkey: credential });
        }
        if (event.type === 'xstate.done.actor.passkeyOptions') {
          expect(b.pickPasskey.inputs.at(-1)).toEqual({ options, autofill: false });
        }
        // A refusal keeps the dialog open with its reason; the secret is not kept.
        if (event.type === 'xstate.error.actor.confirmIdentity') {
          expect(snapshot.value).toEqual('asking');
          expect(context.error).toEqual(sessionTexts.passwordWrong);
        }
        if (event.type === 'xstate.error.actor.passkeyOptions')
          expect(context.error).toEqual(sessionTexts.noPasskeys);
        if (event.type === 'xstate.error.actor.pickPasskey')
          expect(context.error).toEqual(PASSKEY_TEXTS.cancelled);
        if (snapshot.value !== 'confirming') expect(context.body).toBeNull();
        // Each question ends exactly once: confirmed after the server accepted, cancelled otherwise.
        const log = b.effects();
        const ends = log.entries.filter(([type]) => type === 'confirmed' || type === 'cancelled');
        const asked = path.steps.slice(0, index + 1).filter((s) => s.event.type === 'REQUEST').length;
        const open = snapshot.value === 'idle' ? 0 : 1;
        expect(ends).toHaveLength(asked - open);
        if (event.type === 'xstate.done.actor.confirmIdentity') {
          expect(snapshot.value).toEqual('idle');
          expect(log.entries.slice(-2)).toEqual([
            ['notifySuccess', { message: sessionTexts.confirmed }],
            ['confirmed', undefined],
          ]);
        }
        if (event.type === 'CANCEL' && before?.value !== 'idle' && before?.value !== 'confirming') {
          expect(snapshot.value).toEqual('idle');
          expect(log.entries.at(-1)).toEqual(['cancelled', undefined]);
        }
      },
    };
  });
});
