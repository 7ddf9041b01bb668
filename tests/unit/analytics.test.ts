import { describe, expect, it, vi } from 'vitest';
import {
  type AnalyticsDeps,
  createAnalytics,
  measurementIdFrom,
  pageToReport,
  type RouterStateLike,
  trackPageViews,
} from '../../src/web/analytics';

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

const state = (pathname: string, extra: Partial<RouterStateLike> = {}): RouterStateLike => ({
  initialized: true,
  location: { pathname, search: '' },
  navigation: { state: 'idle' },
  ...extra,
});

describe('pageToReport', () => {
  it('waits for the navigation to settle', () => {
    expect(pageToReport(null, state('/', { navigation: { state: 'loading' } }))).toBeNull();
    expect(pageToReport(null, state('/', { initialized: false }))).toBeNull();
    expect(pageToReport(null, state('/'))).toBe('/');
  });

  it('reports a new path or query once, and not a hash change', () => {
    expect(pageToReport('/', state('/'))).toBeNull();
    expect(pageToReport('/', state('/about'))).toBe('/about');
    expect(
      pageToReport(
        '/reset-password',
        state('/reset-password', { location: { pathname: '/reset-password', search: '?token=1' } }),
      ),
    ).toBe('/reset-password?token=1');
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
  };

  it('reports the first page and each settled route change once', () => {
    const pageView = vi.fn();
    const { router, emit, listeners } = fakeRouter(state('/'));
    const stop = trackPageViews(router, { enabled: true, pageView }, effects);
    emit(state('/about', { navigation: { state: 'loading' } }));
    emit(state('/about'));
    emit(state('/about'));
    expect(pageView.mock.calls.map(([v]) => v.path)).toEqual(['/', '/about']);
    expect(pageView.mock.calls[1]?.[0]).toEqual({
      path: '/about',
      location: 'https://x.test/about',
      title: 'T',
    });
    stop();
    expect(listeners.size).toBe(0);
  });

  it('does not subscribe when analytics is off', () => {
    const { router, listeners } = fakeRouter(state('/'));
    trackPageViews(router, { enabled: false, pageView: vi.fn() }, effects);
    expect(listeners.size).toBe(0);
  });
});
