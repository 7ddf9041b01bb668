import { describe, expect, it } from 'vitest';
import {
  type DisableBody,
  disableBody,
  headerAction,
  type TwoFactorEvent,
  twoFactorSetupMachine,
} from '../../machines/twoFactorSetup.machine';
import { messages } from '../../src/shared/messages';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

type Event = TwoFactorEvent | { type: string; output?: unknown; error?: unknown };

const apiError = (status: number, error?: string) =>
  Object.assign(new Error(error ?? 'Bad Request'), { status, body: error ? { error } : null });

const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);

const common: Event[] = [
  {
    type: 'xstate.done.actor.initiate',
    output: { qrDataUrl: 'data:image/png;base64,AAA', base32: 'JBSWY3DPEHPK3PXP' },
  },
  { type: 'xstate.error.actor.initiate', error: apiError(409, 'Two-factor authentication is already on') },
  { type: 'CODE.CHANGED', value: '12 34-56x7' },
  { type: 'xstate.done.actor.verify', output: codes },
  { type: 'xstate.error.actor.verify', error: apiError(400) },
  { type: 'xstate.done.actor.disable', output: { message: 'ok' } },
  { type: 'xstate.error.actor.disable', error: apiError(400, 'Wrong code') },
];

const models = [
  {
    name: '2FA off: enable, then disable with a code',
    start: { type: 'xstate.done.actor.loadStatus', output: false },
    events: [...common, { type: 'DISABLE_CODE.CHANGED', value: '654321' }],
    covers: ['loading', 'idle', 'initiating', 'showQR', 'success', 'prompting', 'disabling'],
  },
  {
    name: '2FA on: the disable prompt',
    start: { type: 'xstate.done.actor.loadStatus', output: true },
    events: [
      { type: 'xstate.done.actor.disable', output: { message: 'ok' } },
      { type: 'xstate.error.actor.disable', error: new Error('network down') },
      { type: 'DISABLE_CODE.CHANGED', value: '12' },
      { type: 'RECOVERY_CODE.CHANGED', value: ' abcd-efgh ' },
    ],
    covers: ['idle', 'prompting', 'disabling', 'initiating'],
  },
  {
    name: 'status unknown: the cookie decides',
    start: { type: 'xstate.error.actor.loadStatus', error: apiError(401, 'Not signed in') },
    events: [{ type: 'xstate.error.actor.initiate', error: new Error('offline') }],
    covers: ['idle', 'prompting'],
  },
] as const;

function spies() {
  const log = effectLog();
  const calls = {
    verify: [] as { token: string; secretBase32: string }[],
    disable: [] as DisableBody[],
  };
  const logic = twoFactorSetupMachine.provide({
    actors: {
      loadStatus: pendingCall<boolean, void>([]),
      initiate: pendingCall<{ qrDataUrl: string; base32: string }, void>([]),
      verify: pendingCall<string[], { token: string; secretBase32: string }>(calls.verify),
      disable: pendingCall(calls.disable),
    },
    actions: Object.fromEntries(
      [
        'notifySuccess',
        'notifyFailure',
        'logError',
        'storeEnabledFlag',
        'reload',
        'copyCodes',
        'downloadCodes',
      ].map((name) => [name, log.record(name)]),
    ),
  });
  return { log, calls, logic };
}

function stateName(value: unknown): string {
  return typeof value === 'string' ? value : (Object.keys(value as object)[0] ?? '');
}

describe.each(models)('two-factor paths: $name', ({ start, events, covers }) => {
  const all = [start, ...events] as TwoFactorEvent[];
  const paths = getMachinePaths({
    machine: twoFactorSetupMachine,
    input: { storedEnabled: true },
    events: (snapshot) => {
      const offered = eventsWhileRunning(all)(snapshot);
      // The load answer is fixed per model, and typing events are offered only with a model's values.
      return offered.filter((event) =>
        event.type.includes('loadStatus')
          ? (event as Event) === start
          : all.includes(event) || !/^xstate\.(done|error)\.|\.CHANGED$/.test(event.type),
      );
    },
  });

  it('walks every state of the model', () => {
    const names = new Set(paths.flatMap((path) => path.steps.map((step) => stateName(step.expected.value))));
    for (const name of covers) expect(names).toContain(name);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { log, calls, logic } = spies();
    let seen = 0;
    let before = path.steps[0]?.expected;
    await runMachinePath(path, {
      logic,
      check: (snapshot, step) => {
        const fresh = log.entries.slice(seen);
        seen = log.entries.length;
        const event = step.event as Event;
        const type = event.type;
        const name = stateName(snapshot.value);
        // The header button of SPEC 2 appears only once the flow left idle.
        if (name === 'idle' || name === 'loading') expect(headerAction(name, snapshot.context)).toBeNull();
        if (name === 'showQR') expect(headerAction(name, snapshot.context)).toBe('Cancel');
        if (name === 'success') expect(headerAction(name, snapshot.context)).toBe('Disable');
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
            event.error instanceof Error && 'body' in event.error
              ? 'Two-factor authentication is already on'
              : messages.twoFactor.initiateFailed;
          expect(fresh).toEqual([['notifyFailure', { message: text }]]);
        } else if (type === 'xstate.error.actor.verify') {
          expect(fresh).toEqual([['notifyFailure', { message: messages.twoFactor.verifyFailed }]]);
        } else if (type === 'xstate.error.actor.disable') {
          const text = 'body' in (event.error as object) ? 'Wrong code' : messages.twoFactor.disableFailed;
          expect(fresh).toEqual([['notifyFailure', { message: text }]]);
        } else if (type === 'xstate.error.actor.loadStatus') {
          expect(fresh.map(([entry]) => entry)).toEqual(['logError']);
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
          if (name === 'disabling') expect(calls.disable.at(-1)).toEqual(body);
        }
        if (type === 'VERIFY' && name === 'showQR' && snapshot.matches({ showQR: 'verifying' })) {
          expect(calls.verify.at(-1)).toEqual({ token: '123456', secretBase32: 'JBSWY3DPEHPK3PXP' });
        }
        before = snapshot;
      },
    });
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
