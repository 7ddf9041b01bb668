import { assign } from 'xstate';
import { failureMessage } from '../src/shared/apiErrors';
import { answerOf } from './callOutput';
import { browserFailure, STAFF_ALERT_TEXTS, staffAlertsSetup } from './staffAlerts.setup';
import type { BrowserSubscription } from './staffAlerts.types';

// Turning alerts on for this device (issue 40): the browser's permission prompt, the server's VAPID key, the
// browser's subscription with it, and the server keeping it with the kinds chosen. Any failure says why and
// leaves alerts off, to try again.

export const turningOnStates = staffAlertsSetup.createStateConfig({
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
              support: ({ context }) => context.support && { ...context.support, permission: 'denied' },
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
              devices: [...context.devices.filter((device) => device.id !== event.output.id), event.output],
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
});
