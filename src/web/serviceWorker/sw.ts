import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { SEND_SAVED_LEADS_TAG, savedLeadsMessage } from '../../api/offline/savedLeads';
import { sendSavedLeads } from '../../api/offline/sendSavedLeads';
import { ASSETS_CACHE, IMAGES_CACHE, OFFLINE_PATH, PAGES_CACHE, type WorkerBuild } from './cacheNames';
import { alertNotification, clickTarget, openInStaffTab, pushJson, readAlertPayload } from './pushAlerts';
import { isBuiltAsset, isCatalogueImage, isKeptPage, mayStore, offlinePathFor, pageKey } from './routes';

// The site's service worker (issue 29), built by vite.config.ts next to this file; the build writes its
// facts in place of __SW_BUILD__ (prerender/serviceWorkerBuild.ts). Pages are network-first with a short
// timeout, so a live network always shows the newest page and a weak one falls back to the kept copy; a
// page never kept answers with the offline page. A new worker waits until the page's "Reload" (or until
// every tab has closed), so a page never runs old and new code together.

declare const self: ServiceWorkerGlobalScope;
declare const __SW_BUILD__: WorkerBuild;

/** Background Sync's event (not in TypeScript's worker types). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const build = __SW_BUILD__;
const pages = new Set(build.pages);
/** On one bar a page that has not started to arrive after this long is shown from the phone instead. */
const PAGE_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 60 * 60;

self.addEventListener('message', (event) => {
  // workbox-window's messageSkipWaiting(), sent when the visitor taps Reload.
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'GET_VERSION') event.ports[0]?.postMessage(build.version);
});

clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(build.precache);

const storableOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayStore(response) ? response : null),
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && isKeptPage(url, self.location.origin, pages),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    // The server varies pages by Cookie (theme) and coding; the page's inline script applies the theme.
    matchOptions: { ignoreVary: true, ignoreSearch: true },
    plugins: [
      storableOnly,
      { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) },
      new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
    ],
  }),
);

// Every other page (account pages, /staff, manage links, unknown paths) goes to the network only.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

registerRoute(
  ({ url, request }) => request.method === 'GET' && isBuiltAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      storableOnly,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isCatalogueImage(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [
      storableOnly,
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  // In the page's language; the English one if this worker's build had no page in that language.
  return (
    (await matchPrecache(offlinePathFor(request.url))) ??
    (await matchPrecache(OFFLINE_PATH)) ??
    Response.error()
  );
});

/** Sends the leads saved offline and tells open pages; rejects while some are left, so the browser retries. */
async function sendSavedLeadsInBackground(): Promise<void> {
  const outcome = await sendSavedLeads();
  if (outcome.sent.length > 0 || outcome.refused.length > 0) {
    const message = savedLeadsMessage(outcome.sent.length);
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
  }
  if (outcome.kept > 0) throw new Error(`${outcome.kept} saved lead(s) left for a later try`);
}

self.addEventListener('sync', (event) => {
  // The 'sync' event is Background Sync's SyncEvent, which the worker types do not list.
  const sync = event as SyncEvent;
  if (sync.tag === SEND_SAVED_LEADS_TAG) sync.waitUntil(sendSavedLeadsInBackground());
});

// Staff alerts (issue 40): every push shows its notification (browsers require one per push).
self.addEventListener('push', (event) => {
  const { title, options } = alertNotification(readAlertPayload(pushJson(event.data)), self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = clickTarget(event.notification.data, event.action);
  event.waitUntil(openInStaffTab(self.clients, self.location.origin, target));
});
