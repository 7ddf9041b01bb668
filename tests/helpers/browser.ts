import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

// The tests prefer Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright itself runs
// headless): the same Blink and V8 without the browser's window machinery. The full browser's headless mode
// stopped drawing frames now and then under the whole suite (a layout-sweep test waited on
// requestAnimationFrame until its timeout, in three fresh-clone runs of five) and costs more CPU. The bench
// measures what a visitor's browser does, so it asks for the full one.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(kind: 'tests' | 'full browser' = 'tests'): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    ...(kind === 'tests' ? [HEADLESS_SHELL] : []),
    ...FULL_BROWSERS,
  ];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

/**
 * The browser suite drives the system's Chromium (Debian's `chromium` package). In CI a missing browser is
 * a failure; on a developer machine the suite is skipped with a message saying how to install it.
 */
export function browserAvailability():
  | { available: true; path: string }
  | { available: false; reason: string } {
  const path = chromiumPath();
  if (path) return { available: true, path };
  const reason =
    'Chromium not found: install it with `apt-get install -y chromium chromium-headless-shell` or set CHROME_PATH.';
  if (process.env.CI) throw new Error(reason);
  console.warn(`[e2e skipped] ${reason}`);
  return { available: false, reason };
}

export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Opens `pathname` as a person does: the browser's own load, and no wait for the app to be live. A tap
 * that comes before the app is live is kept and answered once it is (src/web/earlyInput.ts), so tests act
 * on what they can see, as a visitor would.
 */
export async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
}

/**
 * Taps `target` as a person does: once they can see it, its centre on screen and neither clipped nor covered
 * (the browser would hit it there). Playwright's own click scrolls a clipped element into view inside the
 * box that clips it: in a list still opening (a Collapse whose height grows, in the burger's drawer or the
 * settings menu) it scrolled the list, the press landed on the link, the list's scroll was put back as it
 * grew, and the release landed on the entry above, so the click went to neither (1 run in 2 of siteChrome).
 * A person cannot tap what is still hidden, and scrolls the page, not the list, to reach what is below.
 */
export async function tapWhenShown(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < 0 || y > window.innerHeight) {
          window.scrollBy(0, y - window.innerHeight / 2);
          return false;
        }
        const hit = document.elementFromPoint(x, y);
        return hit !== null && element.contains(hit);
      }),
    )
    .toBe(true);
  await target.click();
}

/**
 * Stops the page's installed clock at (about) its present moment. `pauseAt` needs a time still ahead of
 * the page's clock, and on a busy machine more than the margin can pass before it lands: then read again.
 */
export async function freezeClock(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
      return;
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/** A fresh visitor at `width` px (900 px tall) on `baseURL` who chose `theme` (the site's `theme` cookie). */
export async function themedContext(
  browser: Browser,
  baseURL: string,
  width: number,
  theme: 'dark' | 'light',
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.addCookies([
    { name: 'theme', value: encodeURIComponent(JSON.stringify(theme)), url: baseURL },
  ]);
  return context;
}
