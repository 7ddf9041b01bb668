import { SERVICE_WORKER_WANTED_EVENT } from '../../shared/serviceWorkerWanted';
import { preloadWhenIdle } from '../idlePreload';

// The app's way to the service worker's registration (serviceWorker.ts). The worker's install fetches the
// app shell and then keeps everything the page has loaded (some 90 requests, mostly from the HTTP cache,
// each written to Cache Storage). Done while the page is starting, that work competes with the visitor's
// first taps, so it waits until the page has settled, or until the visitor leaves the tab, which still
// installs the worker for the next visit, or until a flow needs it at once (SERVICE_WORKER_WANTED_EVENT)
// (docs/decisions/144-registered-once-the-page-has-settled-with-the.md).

/** How long after the page is live the worker is registered. */
export const REGISTER_AFTER_MS = 10_000;

const register = () => import('./serviceWorker').then((worker) => worker.registerServiceWorker());

/** Called once the page is live (App.tsx). */
export function registerServiceWorkerWhenSettled(): void {
  // Whichever comes first registers. The others are left in place (fewer bytes on every page's first load):
  // preloadWhenIdle runs `register` once, so a later call changes nothing.
  const now = () => preloadWhenIdle(register);
  setTimeout(now, REGISTER_AFTER_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') now();
  });
  addEventListener(SERVICE_WORKER_WANTED_EVENT, now);
}
