import { Workbox } from 'workbox-window';
import { MANIFEST_URL, SERVICE_WORKER_URL } from '../serviceWorker/cacheNames';
import { markUpdateControlling, markUpdateWaiting, setUpdateActivator } from './updateStatus';

// The page's side of the service worker (issue 29), imported at idle time once the page is live
// (App.tsx), so it adds nothing to the first load. A new deploy's worker waits: the page then offers
// "A new version is ready: Reload" (UpdateOffer.tsx), and the tap lets the worker take over and reloads.

/** Same-origin files this page loaded before the worker was there: pages and build files it may keep. */
function loadedHere(): string[] {
  const here = location.origin;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${here}/assets/`) || url.startsWith(`${here}/catalogue/`));
  return [location.href, ...new Set(files)];
}

/**
 * Links the web app manifest, which makes the site installable. Not in the documents' head: there Chrome
 * fetches the manifest and its icon while the page is starting, which cost the home page about 0.3 s of
 * time to interactive in Lighthouse's phone simulation; installing is offered later anyway.
 */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.append(link);
}

/** Registers the worker; at its first install, it keeps what this page already loaded from the network. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  linkManifest();
  const worker = new Workbox(SERVICE_WORKER_URL);
  worker.addEventListener('waiting', () => markUpdateWaiting());
  worker.addEventListener('controlling', (event) => {
    // The first worker taking over a page served from the network changes nothing the visitor sees.
    if (event.isUpdate) markUpdateControlling();
  });
  worker.addEventListener('activated', (event) => {
    // workbox-routing's CACHE_URLS message: the worker fetches each through its own routes.
    if (!event.isUpdate) worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedHere() } });
  });
  setUpdateActivator(() => worker.messageSkipWaiting());
  try {
    await worker.register();
  } catch {
    // No worker (a dev server without sw.js, storage turned off): the site works as before.
  }
}
