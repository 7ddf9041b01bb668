import { mayHoldLeads } from '../../api/offline/leadOutbox';
import { isSavedLeadsMessage, SEND_SAVED_LEADS_TAG } from '../../api/offline/savedLeads';
import { sendSavedLeads, takeRefusals } from '../../api/offline/sendSavedLeads';
import { offlineLeadTexts } from '../../shared/offlineLeads';
import { t } from '../i18n/resend.messages';
import { toast, toastSuccess } from '../notifications';

// The page's side of the lead outbox (issue 29): once the page is live (App.tsx, at idle time, through
// leadResend.ts) it sends what an earlier visit saved, again on every `online` event, and, after a form
// saved a lead, with a back-off while the page stays open. Where the browser has Background Sync, a saved
// lead also registers SEND_SAVED_LEADS_TAG, which the service worker answers by calling sendSavedLeads, so the
// lead goes even after the page is closed. Every run holds the outbox's lock, so only one sender runs at a
// time; the visitor is told of what was sent, and of a lead the server refused.

/** Waits between the page's own tries while leads are left (Background Sync may send them sooner). */
const RESEND_DELAYS_MS = [5_000, 15_000, 60_000, 300_000] as const;

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let tries = 0;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** The registration's Background Sync (Chromium), or null where the browser has none. */
function syncManagerOf(registration: ServiceWorkerRegistration | undefined): SyncManagerLike | null {
  if (!registration || !('sync' in registration) || !('SyncManager' in globalThis)) return null;
  // Background Sync is not in TypeScript's DOM types; where `SyncManager` exists, `sync` is one.
  return registration.sync as SyncManagerLike;
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await syncManagerOf(registration)?.register(SEND_SAVED_LEADS_TAG);
  } catch {
    // No worker yet, or sync refused (permissions): the page's own tries and the next visit remain.
  }
}

async function tellRefusals(): Promise<void> {
  for (const refused of await takeRefusals())
    toast('general-toast', t(offlineLeadTexts.refused(refused.reason)));
}

function schedule(): void {
  clearTimeout(timer);
  const delay = RESEND_DELAYS_MS[Math.min(tries, RESEND_DELAYS_MS.length - 1)];
  tries += 1;
  timer = setTimeout(() => void sendNow(), delay);
}

async function sendNow(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  // The browser knows it has no network: the `online` event starts the next run.
  if (navigator.onLine === false) return;
  try {
    if (!(await mayHoldLeads())) return;
    const outcome = await sendSavedLeads();
    if (outcome.sent.length > 0) toastSuccess(t(offlineLeadTexts.sent(outcome.sent.length)));
    await tellRefusals();
    if (outcome.kept > 0) schedule();
    else tries = 0;
  } catch {
    // The phone's storage failed (it is not there in this browser mode): nothing can be waiting in it.
  }
}

function onWorkerMessage(event: MessageEvent): void {
  if (!isSavedLeadsMessage(event.data)) return;
  if (event.data.sent > 0) toastSuccess(t(offlineLeadTexts.sent(event.data.sent)));
  void tellRefusals().catch(() => undefined);
}

/** Starts the page's sender: now, on every `online` event, and when the service worker reports a send. */
export function startLeadResend(): void {
  if (started) return;
  started = true;
  addEventListener('online', () => void sendNow());
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void sendNow();
}

/** A form just saved a lead: send it as soon as the network allows, and let the service worker know. */
export function leadSaved(): void {
  void registerBackgroundSync();
  if (!started) {
    startLeadResend();
    return;
  }
  tries = 0;
  schedule();
}
