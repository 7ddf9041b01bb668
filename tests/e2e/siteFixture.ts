import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, visit } from '../helpers/browser';
import { startSiteServer } from '../helpers/siteServer';
import type { TestServer } from '../helpers/testServer';

// Shared set-up of the site browser tests (siteChrome, siteHome, sitePages): the built SPA on the real
// server, one Chromium, and pages opened in a chosen theme, width and motion preference.

export type ThemeName = 'dark' | 'light';

/** Every page is checked in both themes at desktop and phone width. */
export const VARIANTS: readonly { theme: ThemeName; width: number }[] = [
  { theme: 'dark', width: 1280 },
  { theme: 'dark', width: 375 },
  { theme: 'light', width: 1280 },
  { theme: 'light', width: 375 },
];

export interface PageOptions {
  theme?: ThemeName;
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  permissions?: string[];
  /** Extra cookies (values as the site stores them: JSON text), e.g. a signed-in session. */
  cookies?: Record<string, unknown>;
}

export interface Site {
  server: TestServer;
  browser: Browser;
  open(
    pathname: string,
    options?: PageOptions,
  ): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close(): Promise<void>;
}

export async function startSite(chromiumPath: string): Promise<Site> {
  const server = await startSiteServer();
  const browser = await launchChromium(chromiumPath);
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async open(pathname, options = {}) {
      // One page at a time: the previous test page is done once the next one opens.
      for (const old of contexts.splice(0)) await old.close();
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        reducedMotion: options.reducedMotion ?? 'no-preference',
      });
      contexts.push(context);
      if (options.permissions) await context.grantPermissions(options.permissions, { origin: server.url });
      if (options.theme) {
        // The value is JSON text, percent-encoded, as the site writes it (src/api/cookies.ts).
        await context.addCookies([
          { name: 'theme', value: encodeURIComponent(JSON.stringify(options.theme)), url: server.url },
        ]);
      }
      if (options.cookies) {
        await context.addCookies(
          Object.entries(options.cookies).map(([name, value]) => ({
            name,
            value: encodeURIComponent(JSON.stringify(value)),
            url: server.url,
          })),
        );
      }
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        // An unknown path is answered 404 on purpose (with the not-found page); the browser logs that. So
        // does a page whose call the API refuses on purpose (the reset page's passkey list for a bad link);
        // what the page shows for it is what its test checks.
        const documentStatus = message.location().url === page.url() && message.text().includes('404');
        const refusedCall =
          message.text().startsWith('Failed to load resource') &&
          new URL(message.location().url, page.url()).pathname.startsWith('/api/');
        if (message.type() === 'error' && !documentStatus && !refusedCall) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await visit(page, pathname);
      // Account pages render in the browser: their page's code may still be loading.
      await page.locator('h1').first().waitFor();
      return { page, context, errors };
    },
    async close() {
      for (const context of contexts.splice(0)) await context.close();
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Two animation frames: long enough for IntersectionObserver callbacks and style changes to land. A page
 * that draws no frame at all fails here with that said, not as a test that hangs until its timeout (the
 * full browser's headless mode stopped drawing once in a few suites; helpers/browser.ts).
 */
/** A page whose compositor stopped: the browser's fault, not the page's (nextFrames). */
export class FrameStall extends Error {}

export async function nextFrames(page: Page): Promise<void> {
  const twoFrames = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const stalled = setTimeout(() => resolve(false), 10_000);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(stalled);
              resolve(true);
            }),
          );
        }),
    );
  // The headless shell, too, stopped drawing once in a whole browser suite (26 November, a layout-sweep
  // page after a resize): bringing the page to the front wakes its compositor, and one more try says
  // whether the page itself is stuck.
  if (await twoFrames()) return;
  await page.bringToFront();
  if (!(await twoFrames())) {
    throw new FrameStall(`${page.url()} drew no frame in 2 x 10 s (requestAnimationFrame never ran)`);
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * Resolves when no transition is running and no short animation (a dialog's fade, a drawer's slide) is
 * either; a long or looping one, such as the testimonials' marquee, is part of the page at rest.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      if (animation instanceof CSSTransition) return false;
      const timing = animation.effect?.getComputedTiming();
      return Number(timing?.endTime ?? Number.POSITIVE_INFINITY) > 2000;
    }),
  );
}

/**
 * Runs axe-core in the page (evaluated through the devtools protocol, so the site's CSP allows it), once the
 * page has come to rest: a scan in the middle of a drawer's fade measured half-transparent text. Only the
 * violations are collected (every pass's nodes were half of a scan's time), and axe is loaded once per
 * document (its parse was as long as a scan).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export interface SingleTab {
  server: TestServer;
  page: Page;
  /** console.error lines the page printed so far. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** The built site and one desktop tab that a suite's tests share in order (state carries over). */
export async function startSingleTab(chromiumPath: string): Promise<SingleTab> {
  const server = await startSiteServer();
  const browser = await launchChromium(chromiumPath);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  return {
    server,
    page,
    consoleErrors,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
