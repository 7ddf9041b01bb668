import { fromPromise } from 'xstate';
import { SERVICE_WORKER_WANTED_EVENT } from '../src/shared/serviceWorkerWanted';
import type { AlertPermission, AlertSupport, BrowserSubscription } from './staffAlerts.types';

// The browser's side of staff alerts (issue 40), in the pattern of passkeyBrowser.ts: promise actors the
// alerts statechart names in its `setup`, swapped for doubles in tests. The service worker that shows the
// alerts is the site's own (src/web/serviceWorker/pushAlerts.ts), registered by every page at idle time.

/** Where this browser keeps the id the server gave its subscription: the list marks that device "This device". */
const DEVICE_KEY = 'staffAlertDevice';

/** iPhones and iPads, including an iPad that says it is a Mac. */
function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Opened from the home screen rather than a browser tab. */
function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return window.matchMedia('(display-mode: standalone)').matches || standalone === true;
}

function hasWebPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** "Safari on iPhone", "Chrome on Android", ...: how the device is listed among the staff member's. */
export function deviceLabel(userAgent: string): string {
  const system =
    [
      [/iPhone/, 'iPhone'],
      [/iPad/, 'iPad'],
      [/Android/, 'Android'],
      [/Windows/, 'Windows'],
      [/CrOS/, 'ChromeOS'],
      [/Macintosh/, 'Mac'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'a device';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/SamsungBrowser/, 'Samsung Internet'],
      [/Firefox|FxiOS/, 'Firefox'],
      [/Chrome|CriOS/, 'Chrome'],
      [/Safari/, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Browser';
  return `${browser} on ${system}`;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** Whether this browser can get alerts, its permission, and whether it is subscribed already. */
export const detectAlertSupport = fromPromise<AlertSupport>(async () => {
  const label = deviceLabel(navigator.userAgent);
  if (!hasWebPush()) {
    const status = isAppleMobile() && !isInstalled() ? 'needsInstall' : 'unsupported';
    return { status, permission: 'default', deviceId: null, label };
  }
  const subscription = await (await registration())?.pushManager.getSubscription();
  const deviceId = subscription ? storedDeviceId() : null;
  return { status: 'supported', permission: Notification.permission, deviceId, label };
});

/** The browser's permission prompt (or its standing answer). */
export const requestAlertPermission = fromPromise<AlertPermission>(async () =>
  Notification.requestPermission(),
);

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (own === null) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** How long the site's service worker may take to be ready before turning on gives up. */
const WORKER_WAIT_MS = 10_000;

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  // On a first visit the page registers the worker only once it has settled: a tap before then would wait
  // out that delay and then this one (it gave up with "still starting" within the first ten seconds).
  window.dispatchEvent(new Event(SERVICE_WORKER_WANTED_EVENT));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The page is still starting. Try again in a moment.')),
      WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Subscribes this browser with the server's VAPID key. A subscription made with another key (the server's
 * keys were replaced) cannot be reused: it is ended and a new one made.
 */
export const subscribeThisDevice = fromPromise<BrowserSubscription, { publicKey: string }>(
  async ({ input }) => {
    const key = keyBytes(input.publicKey);
    const { pushManager } = await readyRegistration();
    const existing = await pushManager.getSubscription();
    if (existing && !sameKey(existing, key)) await existing.unsubscribe();
    const subscription =
      existing && sameKey(existing, key)
        ? existing
        : await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no address for alerts.');
    return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  },
);

/** Ends this browser's subscription, after the server has forgotten it. */
export const unsubscribeThisDevice = fromPromise<void>(async () => {
  const subscription = await (await registration())?.pushManager.getSubscription();
  await subscription?.unsubscribe();
});

function storedDeviceId(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the id the server gave this device: the view runs the machine's effect. */
export function rememberAlertDevice(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(DEVICE_KEY);
    else localStorage.setItem(DEVICE_KEY, id);
  } catch {
    // Storage turned off: the list then shows this device without "This device", nothing more.
  }
}
