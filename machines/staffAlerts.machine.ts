import { assign } from 'xstate';
import { failureMessage } from '../src/shared/apiErrors';
import {
  listed,
  STAFF_ALERT_TEXTS,
  type StaffAlertsContext,
  staffAlertsSetup,
  thisDevice,
  toggledKinds,
} from './staffAlerts.setup';
import { turningOnStates } from './staffAlerts.turningOn.states';
import { ALERT_KINDS } from './staffAlerts.types';

// The staff area's "Alerts" tab (issue 40): whether this browser can get alerts (or how to get them on an
// iPhone), the staff member's devices, turning alerts on here (staffAlerts.turningOn.states.ts), which kinds
// of lead alert this device, and turning any of the devices off (this one also ends the browser's
// subscription). A load that fails offers a retry; anything else that fails says why and leaves the screen
// as it was, to try again.

export {
  STAFF_ALERT_TEXTS,
  type StaffAlertsContext,
  type StaffAlertsEffect,
  type StaffAlertsEvent,
  toggledKinds,
} from './staffAlerts.setup';

/** Turning a listed device off; from every settled state of the screen. */
const turnOff = {
  guard: 'isListed',
  target: '#staffAlerts.ready.removing',
  actions: 'chooseRemoval',
} as const;

export const staffAlertsMachine = staffAlertsSetup.createMachine({
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
        turningOn: turningOnStates,
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
