import { assign, emit, setup } from 'xstate';
import { failureMessage } from '../src/shared/apiErrors';
import { answerOf } from './callOutput';
import type { SharedEffect } from './effects';
import {
  detectAlertSupport,
  requestAlertPermission,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './staffAlerts.browser';
import {
  getAlertKey,
  listAlertDevices,
  removeAlertDevice,
  saveAlertDevice,
  updateAlertKinds,
} from './staffAlerts.calls';
import {
  ALERT_KINDS,
  type AlertDevice,
  type AlertKind,
  type AlertPermission,
  type AlertSupport,
  type BrowserSubscription,
} from './staffAlerts.types';

// The staff area's "Alerts" tab (issue 40): whether this browser can get alerts (or how to get them on an
// iPhone), the staff member's devices, turning alerts on here (the browser's permission, the server's VAPID
// key, the browser's subscription, the server keeping it), which kinds of lead alert this device, and
// turning any of the devices off (this one also ends the browser's subscription). A load that fails offers
// a retry; anything else that fails says why and leaves the screen as it was, to try again.

export interface StaffAlertsContext {
  support: AlertSupport | null;
  devices: AlertDevice[];
  /** The listed device that is this browser, when it is on. */
  thisDeviceId: string | null;
  /** This device's kinds; before it is on, the kinds it will be turned on with. */
  kinds: AlertKind[];
  /** The device being turned off. */
  removingId: string | null;
  loadError: string | null;
}

export type StaffAlertsEvent =
  | { type: 'RETRY' }
  | { type: 'TURN_ON' }
  | { type: 'KIND.TOGGLE'; kind: AlertKind }
  | { type: 'TURN_OFF'; id: string };

/** What this flow asks of the browser: the shared effects, and keeping this device's id (null: forget it). */
export type StaffAlertsEffect = SharedEffect | { type: 'rememberDevice'; id: string | null };

/** The texts of the screen's outcomes (staff area: English only). */
export const STAFF_ALERT_TEXTS = {
  turnedOn: 'Alerts are on for this device.',
  promptClosed: 'Alerts stay off: the browser’s question was closed without an answer.',
  turnedOff: (label: string) => `Alerts turned off for ${label}.`,
  browserFailed: (reason: string) => `This browser could not turn alerts on: ${reason}`,
} as const;

/** The kinds with `kind` switched; the last one is never switched off (turning off is for that). */
export function toggledKinds(kinds: readonly AlertKind[], kind: AlertKind): AlertKind[] {
  if (!kinds.includes(kind)) return ALERT_KINDS.filter((each) => each === kind || kinds.includes(each));
  return kinds.filter((each) => each !== kind);
}

const thisDevice = (context: StaffAlertsContext) =>
  context.devices.find((device) => device.id === context.thisDeviceId);

/** The screen's state once the list is in: this browser's listed device, and its kinds. */
function listed(context: StaffAlertsContext, devices: AlertDevice[]): Partial<StaffAlertsContext> {
  const mine = devices.find((device) => device.id === context.support?.deviceId);
  return {
    devices,
    thisDeviceId: mine?.id ?? null,
    kinds: mine ? [...mine.kinds] : [...ALERT_KINDS],
    loadError: null,
  };
}

/** The permission prompt's answer, or null for any other event. */
function permissionAnswer(event: { type: string }): AlertPermission | null {
  return event.type === 'xstate.done.actor.requestAlertPermission' ? answerOf<AlertPermission>(event) : null;
}

function browserFailure(error: unknown): string {
  return STAFF_ALERT_TEXTS.browserFailed(failureMessage(error));
}

/** Turning a listed device off; from every settled state of the screen. */
const turnOff = {
  guard: 'isListed',
  target: '#staffAlerts.ready.removing',
  actions: 'chooseRemoval',
} as const;

export const staffAlertsMachine = setup({
  types: {
    context: {} as StaffAlertsContext,
    events: {} as StaffAlertsEvent,
    emitted: {} as StaffAlertsEffect,
    /** `settled`: nothing is being asked of the browser or the server; the screen takes a new action. */
    tags: {} as 'settled',
  },
  actors: {
    detectAlertSupport,
    listAlertDevices,
    requestAlertPermission,
    getAlertKey,
    subscribeThisDevice,
    saveAlertDevice,
    updateAlertKinds,
    removeAlertDevice,
    unsubscribeThisDevice,
  },
  actions: {
    chooseRemoval: assign({ removingId: ({ event }) => (event.type === 'TURN_OFF' ? event.id : null) }),
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: string }) => ({ type: 'notifyFailure', message }) as const,
    ),
    notifyInfo: emit((_, { message }: { message: string }) => ({ type: 'notifyInfo', message }) as const),
    rememberDevice: emit((_, { id }: { id: string | null }) => ({ type: 'rememberDevice', id }) as const),
    logError: emit((_, { error }: { error: unknown }) => ({ type: 'logError', error }) as const),
  },
  guards: {
    isUnsupported: ({ context }) => context.support?.status === 'unsupported',
    needsInstall: ({ context }) => context.support?.status === 'needsInstall',
    isBlocked: ({ context }) => context.support?.permission === 'denied',
    isOn: ({ context }) => context.thisDeviceId !== null,
    isListed: ({ context, event }) =>
      event.type === 'TURN_OFF' && context.devices.some((device) => device.id === event.id),
    keepsOneKind: ({ context, event }) =>
      event.type === 'KIND.TOGGLE' && toggledKinds(context.kinds, event.kind).length > 0,
    // The answer of the browser's permission prompt.
    permissionGranted: ({ event }) => permissionAnswer(event) === 'granted',
    permissionDenied: ({ event }) => permissionAnswer(event) === 'denied',
    isThisDevice: ({ context }) => context.removingId !== null && context.removingId === context.thisDeviceId,
  },
}).createMachine({
  id: 'staffAlerts',
  context: {
    support: null,
    devices: [],
    thisDeviceId: null,
    kinds: [...ALERT_KINDS],
    removingId: null,
    loadError: null,
  },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'detectAlertSupport',
        src: 'detectAlertSupport',
        onDone: { target: 'loading', actions: assign({ support: ({ event }) => event.output }) },
        // A browser that cannot even be asked (storage or workers turned off) gets no alerts; its other
        // devices can still be turned off here.
        onError: {
          target: 'loading',
          actions: [
            assign({ support: { status: 'unsupported', permission: 'default', deviceId: null, label: '' } }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loading: {
      invoke: {
        id: 'listAlertDevices',
        src: 'listAlertDevices',
        onDone: { target: 'ready', actions: assign(({ context, event }) => listed(context, event.output)) },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'isUnsupported', target: 'unsupported' },
            { guard: 'needsInstall', target: 'needsInstall' },
            { guard: 'isBlocked', target: 'blocked' },
            { guard: 'isOn', target: 'on' },
            { target: 'off' },
          ],
        },
        unsupported: { tags: 'settled', on: { TURN_OFF: turnOff } },
        needsInstall: { tags: 'settled', on: { TURN_OFF: turnOff } },
        /** The browser was told never to show the site's notifications: only its settings can undo that. */
        blocked: { tags: 'settled', on: { TURN_OFF: turnOff } },
        off: {
          tags: 'settled',
          on: {
            TURN_ON: 'turningOn',
            'KIND.TOGGLE': {
              guard: 'keepsOneKind',
              actions: assign({ kinds: ({ context, event }) => toggledKinds(context.kinds, event.kind) }),
            },
            TURN_OFF: turnOff,
          },
        },
        turningOn: {
          initial: 'asking',
          states: {
            asking: {
              invoke: {
                id: 'requestAlertPermission',
                src: 'requestAlertPermission',
                onDone: [
                  { guard: 'permissionGranted', target: 'fetchingKey' },
                  {
                    guard: 'permissionDenied',
                    target: '#staffAlerts.ready.deciding',
                    actions: assign({
                      support: ({ context }) =>
                        context.support && { ...context.support, permission: 'denied' },
                    }),
                  },
                  {
                    target: '#staffAlerts.ready.off',
                    actions: { type: 'notifyInfo', params: { message: STAFF_ALERT_TEXTS.promptClosed } },
                  },
                ],
                onError: {
                  target: '#staffAlerts.ready.off',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: browserFailure(event.error) }),
                  },
                },
              },
            },
            fetchingKey: {
              invoke: {
                id: 'getAlertKey',
                src: 'getAlertKey',
                onDone: 'subscribing',
                onError: {
                  target: '#staffAlerts.ready.off',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureMessage(event.error) }),
                  },
                },
              },
            },
            subscribing: {
              invoke: {
                id: 'subscribeThisDevice',
                src: 'subscribeThisDevice',
                // Entered only from the key's answer.
                input: ({ event }) => ({ publicKey: answerOf<string>(event) }),
                onDone: 'saving',
                onError: {
                  target: '#staffAlerts.ready.off',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: browserFailure(event.error) }),
                  },
                },
              },
            },
            saving: {
              invoke: {
                id: 'saveAlertDevice',
                src: 'saveAlertDevice',
                // Entered only from the browser's subscription.
                input: ({ context, event }) => ({
                  ...answerOf<BrowserSubscription>(event),
                  label: context.support?.label ?? '',
                  kinds: context.kinds,
                }),
                onDone: {
                  target: '#staffAlerts.ready.on',
                  actions: [
                    assign(({ context, event }) => ({
                      // The same address again updates the device the server had.
                      devices: [
                        ...context.devices.filter((device) => device.id !== event.output.id),
                        event.output,
                      ],
                      thisDeviceId: event.output.id,
                      kinds: [...event.output.kinds],
                      support: context.support && { ...context.support, permission: 'granted' as const },
                    })),
                    { type: 'rememberDevice', params: ({ event }) => ({ id: event.output.id }) },
                    { type: 'notifySuccess', params: { message: STAFF_ALERT_TEXTS.turnedOn } },
                  ],
                },
                onError: {
                  target: '#staffAlerts.ready.off',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureMessage(event.error) }),
                  },
                },
              },
            },
          },
        },
        on: {
          tags: 'settled',
          on: {
            'KIND.TOGGLE': {
              guard: 'keepsOneKind',
              target: 'savingKinds',
              actions: assign({ kinds: ({ context, event }) => toggledKinds(context.kinds, event.kind) }),
            },
            TURN_OFF: turnOff,
          },
        },
        savingKinds: {
          invoke: {
            id: 'updateAlertKinds',
            src: 'updateAlertKinds',
            input: ({ context }) => ({ id: context.thisDeviceId ?? '', kinds: context.kinds }),
            onDone: {
              target: 'on',
              actions: assign({
                devices: ({ context, event }) =>
                  context.devices.map((device) => (device.id === event.output.id ? event.output : device)),
                kinds: ({ event }) => [...event.output.kinds],
              }),
            },
            onError: {
              target: 'on',
              actions: [
                // The switch goes back to what the server keeps.
                assign({ kinds: ({ context }) => [...(thisDevice(context)?.kinds ?? context.kinds)] }),
                { type: 'notifyFailure', params: ({ event }) => ({ message: failureMessage(event.error) }) },
              ],
            },
          },
        },
        removing: {
          invoke: {
            id: 'removeAlertDevice',
            src: 'removeAlertDevice',
            input: ({ context }) => ({ id: context.removingId ?? '' }),
            onDone: [
              {
                guard: 'isThisDevice',
                target: 'unsubscribing',
                actions: [
                  { type: 'notifySuccess', params: ({ context }) => ({ message: removedText(context) }) },
                  assign(({ context }) => ({ ...withoutRemoved(context), thisDeviceId: null })),
                  { type: 'rememberDevice', params: { id: null } },
                ],
              },
              {
                target: 'deciding',
                actions: [
                  { type: 'notifySuccess', params: ({ context }) => ({ message: removedText(context) }) },
                  assign(({ context }) => withoutRemoved(context)),
                ],
              },
            ],
            onError: {
              target: 'deciding',
              actions: [
                assign({ removingId: null }),
                { type: 'notifyFailure', params: ({ event }) => ({ message: failureMessage(event.error) }) },
              ],
            },
          },
        },
        /** The server has forgotten this device; the browser's subscription ends too. */
        unsubscribing: {
          invoke: {
            id: 'unsubscribeThisDevice',
            src: 'unsubscribeThisDevice',
            onDone: 'deciding',
            // The server sends nothing to it any more, so a subscription left behind only waits unused.
            onError: {
              target: 'deciding',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

function removedText(context: StaffAlertsContext): string {
  const device = context.devices.find((each) => each.id === context.removingId);
  return STAFF_ALERT_TEXTS.turnedOff(device?.label || 'that device');
}

function withoutRemoved(context: StaffAlertsContext): Partial<StaffAlertsContext> {
  return {
    devices: context.devices.filter((device) => device.id !== context.removingId),
    removingId: null,
  };
}
