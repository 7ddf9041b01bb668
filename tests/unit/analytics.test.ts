import { randomBytes } from 'node:crypto';
import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_CATEGORY_SLUGS, PRODUCT_SLUGS } from '../../src/content/catalogue/slugs';
import {
  type Analytics,
  type AnalyticsDeps,
  createAnalytics,
  measurementIdFrom,
  type PageView,
  pageToReport,
  type RouterStateLike,
  trackPageViews,
} from '../../src/web/analytics';
import { reportedReferrer, routePattern } from '../../src/web/pagePattern';
import { buildRoutes } from '../../src/web/router';

const NOW = new Date('2025-08-17T12:00:00Z');

function fakeDeps(measurementId: unknown, load: () => Promise<void> = () => Promise.resolve()) {
  const loadScript = vi.fn((_src: string) => load());
  const debug = vi.fn();
  const dataLayer: unknown[] = [];
  const deps: AnalyticsDeps = { measurementId, loadScript, dataLayer, debug, now: () => NOW };
  // gtag.js queues `arguments` objects; compare them as plain arrays.
  const commands = () => dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
  return { deps, loadScript, debug, dataLayer, commands };
}

const view = { path: '/services', location: 'https://example.test/services', title: 'Services' };

describe('measurementIdFrom', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['UA-12345-1', undefined],
    ['G-', undefined],
    [42, undefined],
    ['G-ABC123XYZ', 'G-ABC123XYZ'],
    [' g-abc123xyz ', 'G-ABC123XYZ'],
  ])('%j -> %j', (raw, expected) => {
    expect(measurementIdFrom(raw)).toBe(expected);
  });
});

describe('createAnalytics', () => {
  it('loads nothing and sends nothing without a measurement id', () => {
    const fake = fakeDeps(undefined);
    const analytics = createAnalytics(fake.deps);
    analytics.pageView(view);
    expect(analytics.enabled).toBe(false);
    expect(fake.loadScript).not.toHaveBeenCalled();
    expect(fake.dataLayer).toEqual([]);
    expect(fake.debug).not.toHaveBeenCalled();
  });

  it('ignores a malformed id, with a debug note only', () => {
    const fake = fakeDeps('my-site');
    const analytics = createAnalytics(fake.deps);
    analytics.pageView(view);
    expect(analytics.enabled).toBe(false);
    expect(fake.loadScript).not.toHaveBeenCalled();
    expect(fake.dataLayer).toEqual([]);
    expect(fake.debug).toHaveBeenCalledTimes(1);
  });

  it('loads gtag.js for the id and turns off its automatic page view', () => {
    const fake = fakeDeps('G-TEST1234');
    const analytics = createAnalytics(fake.deps);
    expect(analytics.enabled).toBe(true);
    expect(fake.loadScript).toHaveBeenCalledWith('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(fake.commands()).toEqual([
      ['js', NOW],
      ['config', 'G-TEST1234', { send_page_view: false }],
    ]);
  });

  it('queues one page_view event per call', () => {
    const fake = fakeDeps('G-TEST1234');
    createAnalytics(fake.deps).pageView(view);
    expect(fake.commands().at(-1)).toEqual([
      'event',
      'page_view',
      { page_path: '/services', page_location: 'https://example.test/services', page_title: 'Services' },
    ]);
  });

  it("sets the page for gtag.js's own events, with the referrer when there is one", () => {
    const fake = fakeDeps('G-TEST1234');
    createAnalytics(fake.deps).setPage({
      path: '/services',
      location: 'https://example.test/services',
      referrer: 'https://example.test/',
    });
    expect(fake.commands().at(-1)).toEqual([
      'set',
      {
        page_path: '/services',
        page_location: 'https://example.test/services',
        page_referrer: 'https://example.test/',
      },
    ]);
  });

  it('logs a blocked script at debug level and stops queueing page views', async () => {
    const error = vi.spyOn(console, 'error');
    const fake = fakeDeps('G-TEST1234', () => Promise.reject(new Error('net::ERR_BLOCKED_BY_CLIENT')));
    const analytics = createAnalytics(fake.deps);
    await vi.waitFor(() => expect(fake.debug).toHaveBeenCalledTimes(1));
    expect(fake.debug.mock.calls[0]?.[0]).toMatch(/blocked/);
    const queued = fake.dataLayer.length;
    analytics.pageView(view);
    expect(fake.dataLayer).toHaveLength(queued);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('survives a loader that throws synchronously', () => {
    const fake = fakeDeps('G-TEST1234', () => {
      throw new Error('no document');
    });
    expect(() => createAnalytics(fake.deps)).not.toThrow();
    expect(fake.debug).toHaveBeenCalledTimes(1);
  });
});

const guest = { isSignedIn: () => false };
const routes = buildRoutes(guest);

/** A settled router state at `pathname`, with the matches of the real route table. */
const state = (pathname: string, extra: Partial<RouterStateLike> = {}): RouterStateLike => ({
  initialized: true,
  location: { pathname, search: '' },
  navigation: { state: 'idle' },
  matches: matchRoutes(routes, pathname) ?? [],
  ...extra,
});

describe('pageToReport', () => {
  it('waits for the navigation to settle', () => {
    expect(pageToReport(null, state('/', { navigation: { state: 'loading' } }))).toBeNull();
    expect(pageToReport(null, state('/', { initialized: false }))).toBeNull();
    expect(pageToReport(null, state('/'))).toEqual({ key: '/', path: '/' });
  });

  it('reports a new path or query once, by its pattern, and not a hash change', () => {
    expect(pageToReport('/', state('/'))).toBeNull();
    expect(pageToReport('/', state('/about'))).toEqual({ key: '/about', path: '/about' });
    expect(
      pageToReport(
        '/reset-password',
        state('/reset-password', { location: { pathname: '/reset-password', search: '?token=1' } }),
      ),
    ).toEqual({ key: '/reset-password?token=1', path: '/reset-password' });
  });
});

describe('routePattern and reportedReferrer', () => {
  const patternOf = (pathname: string) => routePattern(matchRoutes(routes, pathname) ?? []);

  it.each([
    ['/', '/'],
    ['/appointments/manage/yJ3o8nP0cE1bT5qLw9VxZ2mK7hR4aG6sDfUi0NtBe3Q', '/appointments/manage/:token'],
    ['/services/installations', '/services/installations'],
    ['/no/such/page', '/*'],
    ['/offline', '/offline'],
  ])('%s is reported as %s', (pathname, pattern) => {
    expect(patternOf(pathname)).toBe(pattern);
  });

  it("names this site's referrer by pattern and another site's by its origin only", () => {
    const origin = 'https://www.example.test';
    expect(reportedReferrer('', origin, patternOf)).toBeUndefined();
    expect(reportedReferrer('not a url', origin, patternOf)).toBeUndefined();
    expect(reportedReferrer(`${origin}/appointments/manage/Tok3n-abc?x=1#y`, origin, patternOf)).toBe(
      `${origin}/appointments/manage/:token`,
    );
    expect(reportedReferrer('https://mail.example.com/inbox/123?msg=9', origin, patternOf)).toBe(
      'https://mail.example.com',
    );
  });
});

describe('trackPageViews', () => {
  function fakeRouter(initial: RouterStateLike) {
    const listeners = new Set<(s: RouterStateLike) => void>();
    const router = {
      state: initial,
      subscribe: (listener: (s: RouterStateLike) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const emit = (next: RouterStateLike) => {
      router.state = next;
      for (const listener of listeners) listener(next);
    };
    return { router, emit, listeners };
  }
  const effects = {
    afterRender: (run: () => void) => run(),
    origin: () => 'https://x.test',
    title: () => 'T',
    referrer: () => '',
    patternOf: (pathname: string) => routePattern(matchRoutes(routes, pathname) ?? []),
  };

  it('reports the first page and each settled route change once', () => {
    const pageView = vi.fn();
    const setPage = vi.fn();
    const { router, emit, listeners } = fakeRouter(state('/'));
    const stop = trackPageViews(router, { enabled: true, setPage, pageView }, effects);
    emit(state('/about', { navigation: { state: 'loading' } }));
    emit(state('/about'));
    emit(state('/about'));
    expect(pageView.mock.calls.map(([v]) => v.path)).toEqual(['/', '/about']);
    expect(pageView.mock.calls[1]?.[0]).toEqual({
      path: '/about',
      location: 'https://x.test/about',
      referrer: 'https://x.test/',
      title: 'T',
    });
    expect(setPage.mock.calls.map(([page]) => page.location)).toEqual([
      'https://x.test/',
      'https://x.test/about',
    ]);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('does not subscribe when analytics is off', () => {
    const { router, listeners } = fakeRouter(state('/'));
    trackPageViews(router, { enabled: false, setPage: vi.fn(), pageView: vi.fn() }, effects);
    expect(listeners.size).toBe(0);
  });
});

// Issue 38, item 3: the real route table in a memory router, visited as the e-mailed links send people
// (the manage link, the reset link with its token and address), then a product page and home. What
// reaches gtag.js's queue is each route's pattern, and no token or address in any field.
describe('what analytics reports for the pages links lead to', () => {
  const origin = 'https://www.example.test';
  const manageToken = randomBytes(32).toString('base64url');
  const resetToken = randomBytes(32).toString('base64url');
  const email = 'pat.customer@example.com';
  const category = PRODUCT_CATEGORY_SLUGS[0];
  const product = category === undefined ? undefined : PRODUCT_SLUGS[category][0];

  async function settled(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
    if (router.state.initialized && router.state.navigation.state === 'idle') return;
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((next) => {
        if (next.initialized && next.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
    });
  }

  it('is the pattern of the manage page, the reset page, a product page and the home page', async () => {
    expect(product).toBeDefined();
    const fake = fakeDeps('G-TEST1234');
    const analytics: Analytics = createAnalytics(fake.deps);
    const views: PageView[] = [];
    const reported: Analytics = {
      enabled: analytics.enabled,
      setPage: (page) => analytics.setPage(page),
      pageView: (pageView) => {
        views.push(pageView);
        analytics.pageView(pageView);
      },
    };
    const router = createMemoryRouter(buildRoutes(guest), {
      initialEntries: [`/appointments/manage/${manageToken}`],
    });
    const stop = trackPageViews(router, reported, {
      afterRender: (run) => run(),
      title: () => 'Page',
      patternOf: (pathname) => routePattern(matchRoutes(routes, pathname) ?? []),
      origin: () => origin,
      // Opened from the e-mail in a webmail tab, whose address says which message it was.
      referrer: () => 'https://mail.example.com/u/0/#inbox/FMfcgzQbfLkx?compose=new',
    });
    await settled(router);
    const query = `?token=${resetToken}&email=${encodeURIComponent(email)}`;
    for (const next of [`/reset-password${query}`, `/products/${category}/${product}`, '/']) {
      await router.navigate(next);
      await settled(router);
    }
    stop();
    router.dispose();

    expect(views.map((view) => view.path)).toEqual([
      '/appointments/manage/:token',
      '/reset-password',
      `/products/${category}/${product}`,
      '/',
    ]);
    expect(views.map((view) => [view.location, view.referrer])).toEqual([
      [`${origin}/appointments/manage/:token`, 'https://mail.example.com'],
      [`${origin}/reset-password`, `${origin}/appointments/manage/:token`],
      [`${origin}/products/${category}/${product}`, `${origin}/reset-password`],
      [`${origin}/`, `${origin}/products/${category}/${product}`],
    ]);
    const queued = JSON.stringify(fake.commands());
    expect(fake.commands().filter(([command]) => command === 'set')).toHaveLength(4);
    expect(
      fake.commands().filter(([command, name]) => command === 'event' && name === 'page_view'),
    ).toHaveLength(4);
    for (const secret of [manageToken, resetToken, email, encodeURIComponent(email), 'token=', '?']) {
      expect(queued).not.toContain(secret);
    }
  });
});
