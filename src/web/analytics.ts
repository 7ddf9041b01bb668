// Page-view analytics (SPEC section 2: page views are reported; a blocked analytics script is logged
// silently). GA4 is used only when VITE_GA_MEASUREMENT_ID is set at build time; otherwise nothing is
// loaded and nothing is sent. The decisions are plain functions over injected effects, so they are
// unit-tested without a browser; `startBrowserAnalytics` binds them to the real page. A page is reported by
// its route's pattern (pagePattern.ts), never by the address visited: links carry tokens (issue 38).

import { matchRoutes } from 'react-router-dom';
import { SITE_LOCALE } from '../api/siteLocale';
import { localeOfPath, pathInLocale, pathWithoutLocale } from '../shared/i18n/locales';
import { type RouteMatchLike, reportedReferrer, routePattern } from './pagePattern';

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** Where the visitor is, as analytics may know it: the route's pattern, on the site's origin. */
export interface PageAddress {
  path: string;
  location: string;
  /** The page before (pattern or another site's origin); undefined when there was none. */
  referrer?: string;
}

export interface PageView extends PageAddress {
  title: string;
}

export interface Analytics {
  readonly enabled: boolean;
  /**
   * Sets the page every later hit describes, at once: gtag.js would otherwise fill in the address bar's
   * URL (the token with it) for the events it sends by itself (scrolls, outbound clicks).
   */
  setPage(page: PageAddress): void;
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

const disabled: Analytics = { enabled: false, setPage: () => {}, pageView: () => {} };

function pageFields(page: PageAddress): Record<string, string> {
  return {
    page_path: page.path,
    page_location: page.location,
    ...(page.referrer === undefined ? {} : { page_referrer: page.referrer }),
  };
}

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
    setPage(page) {
      if (blocked) return;
      gtag('set', pageFields(page));
    },
    pageView(view) {
      if (blocked) return;
      gtag('event', 'page_view', { ...pageFields(view), page_title: view.title });
    },
  };
}

/** The parts of a react-router data router the page-view tracker reads. */
export interface RouterStateLike {
  initialized?: boolean;
  location: { pathname: string; search: string };
  navigation: { state: string };
  /** The routes that drew the page, outermost first. */
  matches: readonly RouteMatchLike[];
}

export interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

/**
 * The page to report (`path`, its route's pattern) and its `key` (the address, which only tells one page
 * visited from the next and is never sent), or null when nothing new should be reported: while a
 * navigation (lazy page code, loaders) is still running, or when only the hash changed (same page).
 */
export function pageToReport(
  lastKey: string | null,
  state: RouterStateLike,
): { key: string; path: string } | null {
  if (state.initialized === false || state.navigation.state !== 'idle') return null;
  const key = `${state.location.pathname}${state.location.search}`;
  // The route table has no language prefix (router.tsx, ROUTER_BASENAME): a Spanish page is /es/... (issue 39).
  return key === lastKey ? null : { key, path: pathInLocale(routePattern(state.matches), SITE_LOCALE) };
}

export interface TrackerEffects {
  /** Runs after the new page has rendered, so its <title> is in place. */
  afterRender: (callback: () => void) => void;
  origin: () => string;
  title: () => string;
  /** `document.referrer`: where the first page was opened from. */
  referrer: () => string;
  /** The route pattern of one of the site's paths (for a referrer on this site). */
  patternOf: (pathname: string) => string;
}

/** Reports the current page and every later route change once. Returns the unsubscribe function. */
export function trackPageViews(
  router: RouterLike,
  analytics: Analytics,
  effects: TrackerEffects,
): () => void {
  if (!analytics.enabled) return () => {};
  let lastKey: string | null = null;
  let lastLocation: string | undefined;
  const onState = (state: RouterStateLike) => {
    const page = pageToReport(lastKey, state);
    if (page === null) return;
    lastKey = page.key;
    const origin = effects.origin();
    const address: PageAddress = {
      path: page.path,
      location: `${origin}${page.path}`,
      referrer: lastLocation ?? reportedReferrer(effects.referrer(), origin, effects.patternOf),
    };
    lastLocation = address.location;
    analytics.setPage(address);
    effects.afterRender(() => analytics.pageView({ ...address, title: effects.title() }));
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

/** Call once in the browser, after the router exists; `routes` is its route table. */
export function startBrowserAnalytics(
  router: RouterLike & { routes: Parameters<typeof matchRoutes>[0] },
): () => void {
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
    referrer: () => document.referrer,
    // Both languages share one route table; a referrer in either keeps its language prefix (issue 39).
    patternOf: (pathname) =>
      pathInLocale(
        routePattern(matchRoutes(router.routes, pathWithoutLocale(pathname)) ?? []),
        localeOfPath(pathname),
      ),
  });
}
