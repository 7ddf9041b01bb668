import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { SaveDeviceRequest } from '../../machines/staffAlerts.calls';
import {
  STAFF_ALERT_TEXTS,
  type StaffAlertsEvent,
  staffAlertsMachine,
  toggledKinds,
} from '../../machines/staffAlerts.machine';
import {
  ALERT_KINDS,
  type AlertDevice,
  type AlertKind,
  type AlertPermission,
  type AlertSupport,
  type BrowserSubscription,
} from '../../machines/staffAlerts.types';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, listedWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  type MachinePath,
  refuse,
  stateValuesReached,
  testEveryPath,
} from '../helpers/machinePaths';

// Issue 40, item 5: the Alerts tab's statechart walked path by path, the browser and the server as doubles.

const phone: AlertDevice = {
  id: '9a0c1d2e-1111-4c1e-9d3e-0a7d2c9b1f00',
  label: 'Chrome on Android',
  kinds: [...ALERT_KINDS],
  created_at: '2026-11-20T14:00:00.000Z',
};
const laptop: AlertDevice = {
  id: '9a0c1d2e-2222-4c1e-9d3e-0a7d2c9b1f00',
  label: 'Firefox on Linux',
  kinds: ['estimate', 'escalation'],
  created_at: '2026-11-21T09:30:00.000Z',
};
const support = (overrides: Partial<AlertSupport> = {}): AlertSupport => ({
  status: 'supported',
  permission: 'default',
  deviceId: null,
  label: 'Chrome on Android',
  ...overrides,
});
const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscription: BrowserSubscription = {
  endpoint: 'https://push.example.net/send/abc',
  keys: { p256dh: 'BHd3cA', auth: 'YXV0aA' },
};
const refusals = {
  listAlertDevices: apiFailure(500, 'Database down'),
  getAlertKey: apiFailure(503, 'Alerts are not set up on this server.'),
  saveAlertDevice: apiFailure(400, 'kinds must be a list of alert kinds.'),
  updateAlertKinds: apiFailure(404, 'No such device.'),
  removeAlertDevice: apiFailure(404, 'No such device.'),
};
const subscribeFailed = Object.assign(new Error('Registration failed - push service error'), {
  name: 'AbortError',
});

type Event = StaffAlertsEvent | CallAnswer;
type Snapshot = ReturnType<typeof staffAlertsMachine.transition>;

/** The server's answers that depend on what was asked: the device saved or changed as sent. */
function answersFor(snapshot: Snapshot): Event[] {
  const { context } = snapshot;
  const mine = context.devices.find((device) => device.id === context.thisDeviceId);
  return [
    answer('saveAlertDevice', { ...phone, kinds: context.kinds }),
    ...(mine ? [answer('updateAlertKinds', { ...mine, kinds: context.kinds })] : []),
  ];
}

const permissions: AlertPermission[] = ['granted', 'denied', 'default'];

const models: { name: string; events: (snapshot: Snapshot) => Event[] }[] = [
  {
    name: 'loading',
    events: () => [
      answer('detectAlertSupport', support()),
      refuse('detectAlertSupport', new Error('storage is turned off')),
      answer('listAlertDevices', []),
      refuse('listAlertDevices', refusals.listAlertDevices),
      { type: 'RETRY' },
    ],
  },
  {
    name: 'turning on',
    events: (snapshot) => [
      answer('detectAlertSupport', support()),
      answer('listAlertDevices', [laptop]),
      // One turn-on per walk, with one kind switched off first.
      ...(snapshot.context.thisDeviceId === null ? [{ type: 'TURN_ON' } as const] : []),
      ...(snapshot.context.thisDeviceId === null && snapshot.context.kinds.includes('move')
        ? [{ type: 'KIND.TOGGLE', kind: 'move' } as const]
        : []),
      ...permissions.map((permission) => answer('requestAlertPermission', permission)),
      refuse('requestAlertPermission', new Error('The browser would not ask.')),
      answer('getAlertKey', publicKey),
      refuse('getAlertKey', refusals.getAlertKey),
      answer('subscribeThisDevice', subscription),
      refuse('subscribeThisDevice', subscribeFailed),
      refuse('saveAlertDevice', refusals.saveAlertDevice),
      ...answersFor(snapshot).slice(0, 1),
    ],
  },
  {
    name: 'kinds and turning off',
    events: (snapshot) => [
      answer('detectAlertSupport', support({ permission: 'granted', deviceId: phone.id })),
      answer('listAlertDevices', [phone, laptop]),
      { type: 'KIND.TOGGLE', kind: 'booking' },
      ...answersFor(snapshot).slice(1),
      refuse('updateAlertKinds', refusals.updateAlertKinds),
      { type: 'TURN_OFF', id: phone.id },
      { type: 'TURN_OFF', id: laptop.id },
      answer('removeAlertDevice', undefined),
      refuse('removeAlertDevice', refusals.removeAlertDevice),
      answer('unsubscribeThisDevice', undefined),
      refuse('unsubscribeThisDevice', new Error('gone already')),
    ],
  },
  {
    name: 'no alerts in this browser',
    events: () => [
      answer('detectAlertSupport', support({ status: 'unsupported' })),
      answer('detectAlertSupport', support({ status: 'needsInstall', label: 'Safari on iPhone' })),
      answer('detectAlertSupport', support({ permission: 'denied', deviceId: phone.id })),
      answer('listAlertDevices', [phone, laptop]),
      { type: 'TURN_OFF', id: laptop.id },
      answer('removeAlertDevice', undefined),
    ],
  },
];

type StateValue = string | Record<string, unknown>;
const matchesAny = (snapshot: AnyMachineSnapshot, value: StateValue) => snapshot.matches(value as never);

/** How many steps up to `index` entered `value` anew: the calls made on entering it. */
function entries(path: MachinePath<typeof staffAlertsMachine>, index: number, value: StateValue): number {
  let count = 0;
  let inside = false;
  for (const step of path.steps.slice(0, index + 1)) {
    const now = matchesAny(step.expected, value);
    if (now && !inside) count += 1;
    inside = now;
  }
  return count;
}

const walked = models.map((model) => ({
  ...model,
  paths: getMachinePaths({ machine: staffAlertsMachine, events: listedWhileRunning(model.events) }),
}));

describe.each(walked)('alerts tab paths: $name', ({ paths }) => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));

  testEveryPath(paths, (path) => {
    const b = withDoubles(staffAlertsMachine, {
      detectAlertSupport: callDouble<AlertSupport>(),
      listAlertDevices: callDouble<AlertDevice[]>(),
      requestAlertPermission: callDouble<AlertPermission>(),
      getAlertKey: callDouble<string>(),
      subscribeThisDevice: callDouble<BrowserSubscription, { publicKey: string }>(),
      saveAlertDevice: callDouble<AlertDevice, SaveDeviceRequest>(),
      updateAlertKinds: callDouble<AlertDevice, { id: string; kinds: AlertKind[] }>(),
      removeAlertDevice: callDouble<void, { id: string }>(),
      unsubscribeThisDevice: callDouble<void>(),
    });
    let before: Snapshot | undefined;
    let effectsBefore = 0;
    return {
      ...b.run,
      check: (snapshot, step, index) => {
        const { context } = snapshot;
        const effects = b.effects().entries;
        const last = effects.at(-1);
        const entered = (value: StateValue) => entries(path, index, value);
        // Every call is made once per entry into its state, with what the staff member chose.
        expect(b.listAlertDevices.inputs).toHaveLength(entered('loading'));
        expect(b.requestAlertPermission.inputs).toHaveLength(entered({ ready: { turningOn: 'asking' } }));
        expect(b.getAlertKey.inputs).toHaveLength(entered({ ready: { turningOn: 'fetchingKey' } }));
        expect(b.subscribeThisDevice.inputs).toEqual(
          Array(entered({ ready: { turningOn: 'subscribing' } })).fill({ publicKey }),
        );
        expect(b.saveAlertDevice.inputs).toHaveLength(entered({ ready: { turningOn: 'saving' } }));
        if (snapshot.matches({ ready: { turningOn: 'saving' } }))
          expect(b.saveAlertDevice.inputs.at(-1)).toEqual({
            ...subscription,
            label: 'Chrome on Android',
            kinds: context.kinds,
          });
        expect(b.updateAlertKinds.inputs).toHaveLength(entered({ ready: 'savingKinds' }));
        for (const input of b.updateAlertKinds.inputs) expect(input.id).toEqual(phone.id);
        expect(b.removeAlertDevice.inputs).toHaveLength(entered({ ready: 'removing' }));
        // The browser's subscription ends only when this device was turned off.
        expect(b.unsubscribeThisDevice.inputs).toHaveLength(entered({ ready: 'unsubscribing' }));
        // Effects come only with an answer.
        const answered = /^xstate\.(done|error)/.test(step.event.type);
        if (!answered && index > 0) expect(effects).toHaveLength(effectsBefore);
        effectsBefore = effects.length;
        // Where the screen settles says what this browser can do.
        if (snapshot.matches({ ready: 'on' })) expect(context.thisDeviceId).not.toBeNull();
        if (snapshot.matches({ ready: 'off' })) expect(context.thisDeviceId).toBeNull();
        if (snapshot.matches({ ready: 'blocked' })) expect(context.support?.permission).toEqual('denied');
        if (snapshot.matches({ ready: 'needsInstall' }))
          expect(context.support?.status).toEqual('needsInstall');
        if (snapshot.matches({ ready: 'unsupported' }))
          expect(context.support?.status).toEqual('unsupported');
        switch (step.event.type) {
          case 'xstate.error.actor.listAlertDevices':
            expect(snapshot.value).toEqual('loadFailed');
            expect(context.loadError).toEqual('Database down');
            break;
          case 'xstate.done.actor.requestAlertPermission':
            if (step.event.output === 'denied') expect(snapshot.matches({ ready: 'blocked' })).toBe(true);
            if (step.event.output === 'default') {
              expect(snapshot.matches({ ready: 'off' })).toBe(true);
              expect(last).toEqual(['notifyInfo', { message: STAFF_ALERT_TEXTS.promptClosed }]);
            }
            break;
          case 'xstate.error.actor.subscribeThisDevice':
            expect(last).toEqual([
              'notifyFailure',
              { message: STAFF_ALERT_TEXTS.browserFailed('Registration failed - push service error') },
            ]);
            expect(snapshot.matches({ ready: 'off' })).toBe(true);
            break;
          case 'xstate.error.actor.getAlertKey':
          case 'xstate.error.actor.saveAlertDevice':
            expect(last?.[0]).toEqual('notifyFailure');
            expect(snapshot.matches({ ready: 'off' })).toBe(true);
            expect(context.devices).toEqual(before?.context.devices);
            break;
          case 'xstate.done.actor.saveAlertDevice':
            expect(effects.slice(-2)).toEqual([
              ['rememberDevice', { id: phone.id }],
              ['notifySuccess', { message: STAFF_ALERT_TEXTS.turnedOn }],
            ]);
            expect(context.devices).toEqual([laptop, { ...phone, kinds: context.kinds }]);
            expect(context.thisDeviceId).toEqual(phone.id);
            break;
          case 'xstate.error.actor.updateAlertKinds':
            // The switches go back to what the server keeps.
            expect(context.kinds).toEqual(context.devices.find((device) => device.id === phone.id)?.kinds);
            expect(last).toEqual(['notifyFailure', { message: 'No such device.' }]);
            break;
          case 'xstate.done.actor.removeAlertDevice': {
            const removed = before?.context.removingId;
            const label = removed === phone.id ? phone.label : laptop.label;
            expect(context.devices.some((device) => device.id === removed)).toBe(false);
            if (removed === phone.id) {
              expect(effects.slice(-2)).toEqual([
                ['notifySuccess', { message: STAFF_ALERT_TEXTS.turnedOff(label) }],
                ['rememberDevice', { id: null }],
              ]);
              expect(snapshot.matches({ ready: 'unsubscribing' })).toBe(true);
            } else expect(last).toEqual(['notifySuccess', { message: STAFF_ALERT_TEXTS.turnedOff(label) }]);
            break;
          }
          case 'xstate.error.actor.removeAlertDevice':
            expect(context.devices).toEqual(before?.context.devices);
            expect(last).toEqual(['notifyFailure', { message: 'No such device.' }]);
            break;
          case 'xstate.error.actor.unsubscribeThisDevice':
            expect(last?.[0]).toEqual('logError');
            expect(snapshot.matches({ ready: 'off' })).toBe(true);
            break;
        }
        before = snapshot;
      },
    };
  });
});

describe('alerts tab walks', () => {
  it('reach every state between them', () => {
    const reached = stateValuesReached(walked.flatMap(({ paths }) => paths));
    for (const value of [
      'checking',
      'loading',
      'loadFailed',
      { ready: 'unsupported' },
      { ready: 'needsInstall' },
      { ready: 'blocked' },
      { ready: 'off' },
      { ready: { turningOn: 'asking' } },
      { ready: { turningOn: 'fetchingKey' } },
      { ready: { turningOn: 'subscribing' } },
      { ready: { turningOn: 'saving' } },
      { ready: 'on' },
      { ready: 'savingKinds' },
      { ready: 'removing' },
      { ready: 'unsubscribing' },
    ]) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });
});

describe('the kinds a device is alerted of', () => {
  it('switch one at a time in the screen order, never down to none', () => {
    expect(toggledKinds(['estimate'], 'inquiry')).toEqual(['inquiry', 'estimate']);
    expect(toggledKinds(['inquiry', 'estimate'], 'inquiry')).toEqual(['estimate']);
    expect(toggledKinds(['estimate'], 'estimate')).toEqual([]);
  });
});
