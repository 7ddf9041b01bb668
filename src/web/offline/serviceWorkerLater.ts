// The app's way to the service worker's registration (serviceWorker.ts), imported only at idle time so
// that workbox-window adds nothing to a page's first load.

/** For idle time after the page is live (App.tsx), after the page's own preloads. */
export function registerServiceWorkerLater(): Promise<void> {
  return import('./serviceWorker').then((worker) => worker.registerServiceWorker());
}
