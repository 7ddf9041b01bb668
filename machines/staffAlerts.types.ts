import type { ApiSchemas } from '../src/api/client';

// Staff alerts (issue 40): the kinds of lead a device can be alerted of, and what the alerts screen knows
// of the browser. The devices themselves are the contract's.

export type AlertKind = ApiSchemas['AlertKind'];

/** Every kind of alert, in the order the screen lists them. */
export const ALERT_KINDS = [
  'inquiry',
  'estimate',
  'booking',
  'move',
  'cancellation',
  'escalation',
] as const satisfies readonly AlertKind[];

/** What each kind's switch says on the alerts screen (the staff area stays English). */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  inquiry: 'New product inquiries',
  estimate: 'New estimate requests',
  booking: 'Visits booked',
  move: 'Visits moved',
  cancellation: 'Visits cancelled',
  escalation: 'Leads nobody has answered in time',
};

/**
 * Whether this browser can get alerts: `supported`; `needsInstall` (an iPhone or iPad whose Safari
 * delivers web push only to a web app added to the home screen and opened from there); `unsupported`.
 */
export type AlertSupportStatus = 'supported' | 'needsInstall' | 'unsupported';

/** The browser's notification permission, as `Notification.permission` says it. */
export type AlertPermission = 'default' | 'granted' | 'denied';

export interface AlertSupport {
  status: AlertSupportStatus;
  permission: AlertPermission;
  /** The id the server gave this device's subscription, when the browser still holds that subscription. */
  deviceId: string | null;
  /** How this device is listed, e.g. "Chrome on Android". */
  label: string;
}

/** This browser's push subscription, as the server stores it (PushSubscription.toJSON()). */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One of the staff member's devices that get alerts (the contract's PushSubscription, without its address). */
export type AlertDevice = ApiSchemas['PushSubscription'];
