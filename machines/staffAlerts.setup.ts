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

export const thisDevice = (context: StaffAlertsContext) =>
  context.devices.find((device) => device.id === context.thisDeviceId);

/** The screen's state once the list is in: this browser's listed device, and its kinds. */
export function listed(context: StaffAlertsContext, devices: AlertDevice[]): Partial<StaffAlertsContext> {
  const mine = devices.find((device) => device.id === context.support?.deviceId);
  return {
    devices,
    thisDeviceId: mine?.id ?? null,
    kinds: mine ? [...mine.kinds] : [...ALERT_KINDS],
    loadError: null,
  };
}

/** The permission prompt's answer, or null for any other event. */
export function permissionAnswer(event: { type: string }): AlertPermission | null {
  return event.type === 'xstate.done.actor.requestAlertPermission' ? answerOf<AlertPermission>(event) : null;
}

export function browserFailure(error: unknown): string {
  return STAFF_ALERT_TEXTS.browserFailed(failureMessage(error));
}

export const staffAlertsSetup = setup({
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
});
