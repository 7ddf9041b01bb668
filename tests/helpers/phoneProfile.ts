// The phone of the bench and of the early-tap browser test: a fresh browser context per visit (no cache,
// cookies or compiled code carried from one visit into the next), slowed over CDP the way a mid-range phone
// on a poor mobile network is.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** Lighthouse's "slow 4G" figures, applied for real here rather than simulated. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export const PHONE_PROFILE_LABEL = `CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up, cache off`;

export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
}

export interface VisitOptions {
  /** The phone by default; the desktop size where a control exists only there (the header's Login). */
  viewport?: { width: number; height: number };
  /** Scripts run in every document before the page's own (recorders, web-vitals). */
  initScripts?: { content: string }[];
}

/**
 * A new context with the throttling applied to its page before anything is requested. The site's CSP stays
 * in force (no bypassCSP): init scripts are injected by the browser, not loaded by the page, so the CSP
 * does not govern them, and the page then runs exactly as it does for a visitor.
 */
export async function throttledPage(browser: Browser, options: VisitOptions = {}): Promise<ThrottledPage> {
  const phone = !options.viewport;
  const context = await browser.newContext({
    viewport: options.viewport ?? PHONE_VIEWPORT,
    isMobile: phone,
    hasTouch: phone,
  });
  try {
    for (const script of options.initScripts ?? []) await context.addInitScript(script);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}
