// Names the service worker (sw.ts), the page (offline/, account sign-out) and the build (prerender/) must
// agree on. The page's lead outbox (src/api/offline) keeps its own IndexedDB database and is never cleared
// with these caches: a lead saved offline must survive a sign-out.

/** Where the worker is served from; at the root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The web app manifest (src/web/public): linked by the page when it registers the worker (serviceWorker.ts). */
export const MANIFEST_URL = '/manifest.webmanifest';

/** The page the worker answers with for a page it has not got while the network is down. */
export const OFFLINE_PATH = '/offline';

/** Public pages the visitor opened, network-first (sw.ts). */
export const PAGES_CACHE = 'sunshine-pages';

/** Built, content-hashed scripts, styles and fonts the pages used, cache-first (sw.ts). */
export const ASSETS_CACHE = 'sunshine-assets';

/** Catalogue pictures the pages showed (sw.ts). */
export const IMAGES_CACHE = 'sunshine-images';

/** The caches that fill as the visitor browses; a sign-out empties them (the precache stays: it is the app). */
export const RUNTIME_CACHES = [PAGES_CACHE, ASSETS_CACHE, IMAGES_CACHE] as const;

/** One file the worker installs with the app (workbox-precaching's entry: null revision for hashed names). */
export interface PrecacheItem {
  url: string;
  revision: string | null;
}

/** What the build writes into the worker (prerender/serviceWorkerBuild.ts replaces `__SW_BUILD__`). */
export interface WorkerBuild {
  /** A hash of everything precached: tells one deploy's worker from the next. */
  version: string;
  precache: PrecacheItem[];
  /** The public prerendered pages, the only pages the worker keeps. */
  pages: string[];
}
