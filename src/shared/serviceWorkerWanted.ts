// The page registers the site's service worker late, once it has settled (src/web/offline/serviceWorkerLater.ts,
// decision 144). A flow that needs the worker at once (turning staff alerts on, which subscribes through
// it) asks for it with this window event, so a tap in the page's first seconds does not wait out the delay.

/** Dispatched on `window`: register the service worker now if it is still waiting to be. */
export const SERVICE_WORKER_WANTED_EVENT = 'sw-wanted';
