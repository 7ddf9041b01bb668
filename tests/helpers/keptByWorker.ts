import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { REGISTER_AFTER_MS } from '../../src/web/offline/serviceWorkerLater';
import { APP_READY_ATTRIBUTE } from '../../src/web/prerender/rootAttributes';
import { PAGES_CACHE } from '../../src/web/serviceWorker/cacheNames';

// The service worker registers once the page has settled (REGISTER_AFTER_MS after it is live). A test that
// needs the worker stands for "the visitor browsed for a while": the page's clock is installed before the
// first visit and moved on past that delay, instead of the test sleeping through ten real seconds.

/** Fakes the context's clock (time still flows), so `pageKept` can move it on. Call before the first visit. */
export async function clockForBrowsing(context: BrowserContext): Promise<void> {
  await context.clock.install();
}

/** The paths in the worker's page cache, as DevTools' Cache Storage would list them. */
export function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, PAGES_CACHE);
}

/** The worker controls the page: the visitor has been on the site for a while. */
export async function workerInControl(page: Page): Promise<void> {
  // The delay counts from the moment the page is live, so the clock moves on from then; this waits for the
  // app's mark to time a clock step, not a tap (moved on earlier, the delay's timer was not yet set).
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.clock.fastForward(REGISTER_AFTER_MS);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
}

/**
 * The service worker has taken the page over and kept it. A person cannot see this; it stands for "the
 * visitor browsed for a while before the network went", which the worker needs (it installs after the
 * page is live, so a page lost the moment it was first opened is not on the phone).
 */
export async function pageKept(page: Page, pathname: string): Promise<void> {
  await workerInControl(page);
  await expect.poll(() => keptPages(page), { timeout: 20_000 }).toContain(pathname);
}
