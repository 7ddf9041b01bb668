// Staff alerts (issue 40): what the worker makes of a push from the server (src/server/push) and of a tap
// on the notification it showed. The payload names the lead and says what arrived; the phone number is
// never in it, so "Call" opens the lead with the call offered (the page has the number behind the staff
// sign-in), and a tap opens the lead in the staff inbox.

/** The push payload as the server sends it (HELPERS contract, openapi's push section). */
export interface AlertPayload {
  kind: string;
  lead_id: string;
  title: string;
  body: string;
  url: string;
  /** The lead has a phone number: offer a "Call" action. */
  call: boolean;
}

/** What a tap opens, kept on the notification. */
export interface AlertTarget {
  url: string;
  callUrl: string;
}

/**
 * `actions` and `renotify` are in the Notifications standard and in Chrome and Firefox, but not in
 * TypeScript's worker types; a browser without them ignores them.
 */
interface NotificationAction {
  action: string;
  title: string;
}
export interface AlertNotificationOptions extends NotificationOptions {
  actions?: NotificationAction[];
  renotify?: boolean;
}

/** The action id of the "Call" button. */
export const CALL_ACTION = 'call';

/** Where the inbox is; a tap on anything without a lead opens it. */
export const INBOX_PATH = '/staff';

const ICON = '/icons/icon-192.png';

/** What a push that is not a lead alert (an old or broken payload) still shows: browsers require one. */
const FALLBACK: AlertPayload = {
  kind: 'inbox',
  lead_id: '',
  title: 'New activity in the lead inbox',
  body: 'Open the inbox to see it.',
  url: INBOX_PATH,
  call: false,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The payload of a push, or null when it is not one of the server's lead alerts. */
export function readAlertPayload(data: unknown): AlertPayload | null {
  if (!isRecord(data)) return null;
  const { kind, lead_id, title, body, url, call } = data;
  if (typeof kind !== 'string' || typeof lead_id !== 'string' || lead_id === '') return null;
  if (typeof title !== 'string' || title === '' || typeof body !== 'string') return null;
  return { kind, lead_id, title, body, url: typeof url === 'string' ? url : '', call: call === true };
}

/** A lead's page in the inbox; with `contact=call` it opens with the call offered. */
export function leadUrl(leadId: string, call = false): string {
  const query = new URLSearchParams({ lead: leadId });
  if (call) query.set('contact', 'call');
  return `${INBOX_PATH}?${query}`;
}

/** The payload's own link only when it is an inbox address on this site; otherwise the lead's. */
function targetOf(payload: AlertPayload, origin: string): AlertTarget {
  if (payload.lead_id === '') return { url: INBOX_PATH, callUrl: INBOX_PATH };
  const own = new URL(payload.url || '/', origin);
  const isInbox = own.origin === origin && own.pathname === INBOX_PATH;
  return {
    url: isInbox ? `${own.pathname}${own.search}` : leadUrl(payload.lead_id),
    callUrl: leadUrl(payload.lead_id, true),
  };
}

/** The notification for a push: one per lead and kind (a repeat replaces it and alerts again). */
export function alertNotification(
  payload: AlertPayload | null,
  origin: string,
): { title: string; options: AlertNotificationOptions } {
  const shown = payload ?? FALLBACK;
  const target = targetOf(shown, origin);
  return {
    title: shown.title,
    options: {
      body: shown.body,
      tag: shown.lead_id === '' ? shown.kind : `${shown.lead_id}:${shown.kind}`,
      renotify: true,
      icon: ICON,
      badge: ICON,
      lang: 'en-US',
      data: target,
      actions: shown.call ? [{ action: CALL_ACTION, title: 'Call' }] : [],
    },
  };
}

/** The push's JSON (`PushEvent.data`), or null when it has none or it is not JSON. */
export function pushJson(data: { json(): unknown } | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

// The worker's Clients and WindowClient, as far as a tap needs them: this file is also checked (and its
// rules tested) with the page's types, which have no worker globals.
interface WindowLike {
  url: string;
  focus(): Promise<WindowLike>;
  navigate(url: string): Promise<WindowLike | null>;
  postMessage(message: unknown, transfer: Transferable[]): void;
}
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

function isTarget(value: unknown): value is AlertTarget {
  return isRecord(value) && typeof value.url === 'string' && typeof value.callUrl === 'string';
}

/** Where a tap on the notification (or its "Call" button) goes. */
export function clickTarget(data: unknown, action: string): string {
  if (!isTarget(data)) return INBOX_PATH;
  return action === CALL_ACTION ? data.callUrl : data.url;
}

/** What the worker asks an open staff page to do: open `path`'s lead itself (useLinkedLead.ts answers). */
export const OPEN_LEAD_MESSAGE = 'staff-alert:open-lead';

/** How long an open staff page has to answer before the worker moves the tab itself. */
export const PAGE_ANSWER_MS = 1_000;

/**
 * Asks an open staff page to open `path`'s lead in place, answering on the port it is given: true when it
 * answered in time. In place means without a reload, so a note being typed in the tab is not lost.
 */
function pageOpensLead(client: WindowLike, path: string): Promise<boolean> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), PAGE_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.postMessage({ type: OPEN_LEAD_MESSAGE, path }, [channel.port2]);
  });
}

/**
 * Opens `path` in a staff tab that is already open (focused first, while the tap still allows it): the
 * page opens the lead itself when it answers, else the tab is moved to the address; with no staff tab, or
 * one the worker cannot move (opened before it took over), in a new window. A tab elsewhere on the site is
 * left as it is: the staff member may be in the middle of something there.
 */
export async function openInStaffTab(clients: ClientsLike, origin: string, path: string): Promise<void> {
  const url = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const staff = windows.find((client) => new URL(client.url).pathname === INBOX_PATH);
  if (staff) {
    const focused = await staff.focus();
    if (await pageOpensLead(focused, path)) return;
    // navigate() is refused for a tab this worker does not control.
    const moved = await focused.navigate(url).catch(() => null);
    if (moved) return;
  }
  await clients.openWindow(url);
}
