// Page-view analytics (SPEC section 2: page views are reported; a blocked analytics script is logged
// silently). GA4 is used only when VITE_GA_MEASUREMENT_ID is set at build time; otherwise nothing is
// loaded and nothing is sent. The decisions are plain functions over injected effects, so they are
// unit-tested without a browser; `startBrowserAnalytics` binds them to the real page.

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

export interface PageView {
  path: string;
  location: string;
  title: string;
}

export interface Analytics {
  readonly enabled: boolean;
  pageView(view: PageView): void;
}

export interface AnalyticsDeps {
  measurementId: unknown;
  /** Adds the gtag.js script; rejects when it cannot load (blocked by an extension, offline, CSP). */
  loadScript: (src: string) => Promise<void>;
  /** The queue gtag.js reads (`window.dataLayer`); commands pushed before it loads are replayed. */
  dataLayer: unknown[];
  debug: (message: string, detail?: unknown) => void;
  now?: () => Date;
}

/** The configured id, or undefined when unset or not a GA4 measurement id (G-XXXXXXX). */
export function measurementIdFrom(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const id = raw.trim().toUpperCase();
  return MEASUREMENT_ID.test(id) ? id : undefined;
}

const disabled: Analytics = { enabled: false, pageView: () => {} };

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const id = measurementIdFrom(deps.measurementId);
  if (id === undefined) {
    if (typeof deps.measurementId === 'string' && deps.measurementId.trim() !== '') {
      deps.debug(`Analytics off: "${deps.measurementId}" is not a GA4 measurement id`);
    }
    return disabled;
  }
  // gtag.js only understands the `arguments` object of a call, not an array with the same items.
  function gtag(..._args: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: gtag.js's queue format is the arguments object itself
    deps.dataLayer.push(arguments);
  }
  let blocked = false;
  gtag('js', (deps.now ?? (() => new Date()))());
  // Page views are sent by the router subscription, once per route, not by gtag's own page load hook.
  gtag('config', id, { send_page_view: false });
  const onBlocked = (error: unknown) => {
    blocked = true;
    deps.debug('Analytics script blocked or unreachable; page views are not reported', error);
  };
  try {
    deps.loadScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`).catch(onBlocked);
  } catch (error) {
    onBlocked(error);
  }
  return {
    enabled: true,
    pageView(view) {
      if (blocked) return;
      gtag('event', 'page_view', {
        page_path: view.path,
        page_location: view.location,
        page_title: view.title,
      });
    },
  };
}

/** The parts of a react-router data router the page-view tracker reads. */
export interface RouterStateLike {
  initialized?: boolean;
  location: { pathname: string; search: string };
  navigation: { state: string };
}

export interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

/**
 * The key of the page to report, or null when nothing new should be reported: while a navigation
 * (lazy page code, loaders) is still running, or when only the hash changed (same page).
 */
export function pageToReport(lastKey: string | null, state: RouterStateLike): string | null {
  if (state.initialized === false || state.navigation.state !== 'idle') return null;
  const key = `${state.location.pathname}${state.location.search}`;
  return key === lastKey ? null : key;
}

export interface TrackerEffects {
  /** Runs after the new page has rendered, so its <title> is in place. */
  afterRender: (callback: () => void) => void;
  origin: () => string;
  title: () => string;
}

/** Reports the current page and every later route change once. Returns the unsubscribe function. */
export function trackPageViews(
  router: RouterLike,
  analytics: Analytics,
  effects: TrackerEffects,
): () => void {
  if (!analytics.enabled) return () => {};
  let lastKey: string | null = null;
  const onState = (state: RouterStateLike) => {
    const key = pageToReport(lastKey, state);
    if (key === null) return;
    lastKey = key;
    effects.afterRender(() =>
      analytics.pageView({ path: key, location: `${effects.origin()}${key}`, title: effects.title() }),
    );
  };
  onState(router.state);
  return router.subscribe(onState);
}

function loadScriptTag(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

function debugLog(message: string, detail?: unknown): void {
  // biome-ignore lint/suspicious/noConsole: a blocked tracker is expected (ad blockers), never an error
  console.debug(`[analytics] ${message}`, ...(detail === undefined ? [] : [detail]));
}

const TITLE_WAIT_MS = 1000;

/**
 * Runs `callback` once the new page's <title> is in place (React commits route changes in a
 * transition, so the router's state change comes first), or after a second at most, e.g. when only
 * the query changed and the title stays.
 */
function whenTitleSettles(callback: () => void): void {
  const before = document.title;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    callback();
  };
  const observer = new MutationObserver(() => {
    if (document.title !== '' && document.title !== before) finish();
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  const timer = window.setTimeout(finish, TITLE_WAIT_MS);
}

interface AnalyticsWindow {
  dataLayer?: unknown[];
}

/** Call once in the browser, after the router exists. */
export function startBrowserAnalytics(router: RouterLike): () => void {
  const measurementId: unknown = import.meta.env.VITE_GA_MEASUREMENT_ID;
  const host = window as AnalyticsWindow;
  const analytics = createAnalytics({
    measurementId,
    loadScript: loadScriptTag,
    // Only created when analytics is on (createAnalytics returns before touching it otherwise).
    get dataLayer() {
      host.dataLayer ??= [];
      return host.dataLayer;
    },
    debug: debugLog,
  });
  return trackPageViews(router, analytics, {
    afterRender: whenTitleSettles,
    origin: () => window.location.origin,
    title: () => document.title,
  });
}
