import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import {
  type DisableBody,
  disableBody,
  headerAction,
  type TwoFactorEvent,
  twoFactorSetupMachine,
} from '../../machines/twoFactorSetup.machine';
import { messages } from '../../src/shared/messages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';

type Event = TwoFactorEvent | CallAnswer;

const apiError = (status: number, error?: string) =>
  Object.assign(new Error(error ?? 'Bad Request'), { status, body: error ? { error } : null });

const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
const notSignedIn = apiError(401, 'Not signed in');

// The server's answers: a path step settles the call's double with one of them. Only the refusals that
// carry the server's text show it; the others show the screen's own message.
const alreadyOn = refuse('initiate', apiError(409, 'Two-factor authentication is already on'));
const wrongCode = refuse('disable', apiError(400, 'Wrong code'));
const disabled = answer('disable', { message: 'ok' });

const common: Event[] = [
  answer('initiate', { qrDataUrl: 'data:image/png;base64,AAA', base32: 'JBSWY3DPEHPK3PXP' }),
  alreadyOn,
  { type: 'CODE.CHANGED', value: '12 34-56x7' },
  answer('verify', codes),
  refuse('verify', apiError(400)),
  disabled,
  wrongCode,
];

const models: { name: string; start: CallAnswer; events: Event[]; covers: string[] }[] = [
  {
    name: '2FA off: enable, then disable with a code',
    start: answer('loadStatus', false),
    events: [...common, { type: 'DISABLE_CODE.CHANGED', value: '654321' }],
    covers: ['loading', 'idle', 'initiating', 'showQR', 'success', 'prompting', 'disabling'],
  },
  {
    name: '2FA on: the disable prompt',
    start: answer('loadStatus', true),
    events: [
      disabled,
      refuse('disable', new Error('network down')),
      { type: 'DISABLE_CODE.CHANGED', value: '12' },
      { type: 'RECOVERY_CODE.CHANGED', value: ' abcd-efgh ' },
    ],
    covers: ['idle', 'prompting', 'disabling', 'initiating'],
  },
  {
    name: 'status unknown: the cookie decides',
    start: refuse('loadStatus', notSignedIn),
    events: [refuse('initiate', new Error('offline'))],
    covers: ['idle', 'prompting'],
  },
];

function doubles() {
  return withDoubles(twoFactorSetupMachine, {
    loadStatus: callDouble<boolean>(),
    initiate: callDouble<{ qrDataUrl: string; base32: string }>(),
    verify: callDouble<string[], { token: string; secretBase32: string }>(),
    disable: callDouble<unknown, DisableBody>(),
  });
}

function stateName(value: unknown): string {
  return typeof value === 'string' ? value : (Object.keys(value as object)[0] ?? '');
}

describe.each(models)('two-factor paths: $name', ({ start, events, covers }) => {
  const all = [start, ...events];
  const paths = getMachinePaths({
    machine: twoFactorSetupMachine,
    input: { storedEnabled: true },
    events: (snapshot) => {
      const offered = eventsWhileRunning(all)(snapshot);
      // The load answer is fixed per model, and typing events are offered only with a model's values.
      return offered.filter((event) =>
        event.type.includes('loadStatus')
          ? event === start
          : all.includes(event) || !/^xstate\.(done|error)\.|\.CHANGED$/.test(event.type),
      );
    },
  });

  it('walks every state of the model', () => {
    const names = new Set(paths.flatMap((path) => path.steps.map((step) => stateName(step.expected.value))));
    for (const name of covers) expect(names).toContain(name);
  });

  testEveryPath(paths, (path) => {
    const b = doubles();
    const { calls } = b;
    const effects = () => b.effects().entries;
    let seen = 0;
    let initiations = 0;
    let before = path.steps[0]?.expected;
    return {
      ...b.run,
      check: (snapshot, step) => {
        const fresh = effects().slice(seen);
        seen = effects().length;
        const { event } = step;
        const type = event.type;
        const name = stateName(snapshot.value);
        // The header button of SPEC 2 appears only once the flow left idle.
        if (name === 'idle' || name === 'loading') expect(headerAction(name, snapshot.context)).toBeNull();
        if (name === 'showQR') expect(headerAction(name, snapshot.context)).toBe('Cancel');
        if (name === 'success') expect(headerAction(name, snapshot.context)).toBe('Disable');
        expect(calls.loadStatus.inputs).toHaveLength(1);
        // A secret is asked for each time Enable is pressed, and only then.
        if (name === 'initiating' && before && stateName(before.value) !== 'initiating') initiations += 1;
        expect(calls.initiate.inputs).toHaveLength(initiations);
        if (type === 'xstate.done.actor.verify') {
          expect(fresh).toEqual([
            ['storeEnabledFlag', { enabled: true }],
            ['notifySuccess', { message: messages.twoFactor.enabled }],
          ]);
          expect(snapshot.context).toMatchObject({
            enabled: true,
            recoveryCodes: codes,
            qrDataUrl: null,
            base32: null,
            code: '',
          });
        } else if (type === 'xstate.done.actor.disable') {
          expect(fresh).toEqual([
            ['storeEnabledFlag', { enabled: false }],
            ['notifySuccess', { message: messages.twoFactor.disabled }],
          ]);
          expect(snapshot.context).toMatchObject({ enabled: false, recoveryCodes: [], qrDataUrl: null });
        } else if (type === 'xstate.error.actor.initiate') {
          const text =
            event === alreadyOn
              ? 'Two-factor authentication is already on'
              : messages.twoFactor.initiateFailed;
          expect(fresh).toEqual([['notifyFailure', { message: text }]]);
        } else if (type === 'xstate.error.actor.verify') {
          expect(fresh).toEqual([['notifyFailure', { message: messages.twoFactor.verifyFailed }]]);
        } else if (type === 'xstate.error.actor.disable') {
          const text = event === wrongCode ? 'Wrong code' : messages.twoFactor.disableFailed;
          expect(fresh).toEqual([['notifyFailure', { message: text }]]);
        } else if (type === 'xstate.error.actor.loadStatus') {
          // SPEC 8: a failed status load is only logged, with the failure itself.
          expect(fresh).toEqual([['logError', { error: notSignedIn }]]);
        } else if (type === 'CANCEL') {
          expect(fresh).toEqual([['reload', undefined]]);
        } else if (type === 'CODES.COPY' || type === 'CODES.DOWNLOAD') {
          expect(fresh).toEqual([[type === 'CODES.COPY' ? 'copyCodes' : 'downloadCodes', { codes }]]);
        } else {
          expect(fresh).toEqual([]);
        }
        if (type === 'CODE.CHANGED') expect(snapshot.context.code).toBe('123456');
        if (type === 'DISABLE.SUBMIT' && before?.matches('prompting')) {
          const body = disableBody(before.context.disableCode, before.context.recoveryCode);
          if (body === null) expect(name === 'idle' || name === 'success').toBe(true);
          if (name === 'disabling') expect(calls.disable.inputs.at(-1)).toEqual(body);
        }
        if (type === 'VERIFY' && name === 'showQR' && snapshot.matches({ showQR: 'verifying' })) {
          expect(calls.verify.inputs.at(-1)).toEqual({ token: '123456', secretBase32: 'JBSWY3DPEHPK3PXP' });
        }
        before = snapshot;
      },
    };
  });
});

describe('disable body', () => {
  it.each([
    ['654321', '', { token: '654321' }],
    ['654321', 'abcd', { token: '654321' }],
    ['', ' abcd-efgh ', { recoveryCode: 'abcd-efgh' }],
    ['', '  ', null],
    ['', '', null],
  ])('code %j and recovery code %j send %j', (code, recovery, body) => {
    expect(disableBody(code, recovery)).toEqual(body);
  });
});
