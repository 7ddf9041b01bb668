// INP (web-vitals' onINP) over a scripted phone visit: open and close the menu on the home page, go through
// the menu to the standby generators (the home page lists no products; a client-side navigation keeps one
// page, so one INP), add the first one to the inquiry list, open the estimate form.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { throttledPage } from '../helpers/phoneProfile';
import { waitUntilLive } from './phoneMarks';
import { EARLY_TAPS, estimateTab } from './phoneTaps';

const WEB_VITALS_IIFE = fileURLToPath(
  new URL('../../node_modules/web-vitals/dist/web-vitals.iife.js', import.meta.url),
);

declare global {
  interface Window {
    __inp?: number;
  }
}

/**
 * web-vitals' browser build, given as an init script: the page's CSP does not apply to what the browser
 * injects, so the site runs under its real CSP. durationThreshold 16 (the smallest Event Timing allows)
 * counts quick interactions too, instead of the default 40 ms floor.
 */
async function webVitalsScript(): Promise<{ content: string }> {
  const iife = await readFile(WEB_VITALS_IIFE, 'utf8');
  return {
    content: `${iife}\nwebVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });`,
  };
}

const VISIT_TIMEOUT_MS = 120_000;

async function scriptedVisit(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await waitUntilLive(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const openMenu = page.getByRole('button', { name: 'Open menu', exact: true });
  await openMenu.tap();
  await menu.getByRole('button', { name: 'Products' }).waitFor();
  await menu.locator('.mantine-Drawer-close').tap();
  await menu.waitFor({ state: 'hidden' });
  await openMenu.tap();
  await menu.getByRole('button', { name: 'Products' }).tap();
  await menu.getByRole('link', { name: 'Standby Generators' }).tap();
  await page.waitForURL('**/products/standby-generators');
  const add = EARLY_TAPS['/products/standby-generators'];
  if (!add) throw new Error('no inquiry control for the product page');
  await add.find(page).tap();
  await page.getByTestId('inquiry-count').getByText('1', { exact: true }).waitFor();
  await estimateTab.find(page).tap();
  await page.locator(estimateTab.answer.selector).waitFor();
}

/**
 * INP in ms after the visit, or null if web-vitals reported none. It reports when the page is hidden; a
 * headless page cannot be hidden, so its visibilityState is made to read 'hidden' and the event is sent,
 * as web-vitals' own tests do.
 */
export async function inpVisit(browser: Browser, baseUrl: string): Promise<number | null> {
  const { context, page } = await throttledPage(browser, { initScripts: [await webVitalsScript()] });
  context.setDefaultTimeout(VISIT_TIMEOUT_MS);
  try {
    await scriptedVisit(page, baseUrl);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const reported = await page
      .waitForFunction(() => window.__inp !== undefined, undefined, { timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
    return reported ? ((await page.evaluate(() => window.__inp)) ?? null) : null;
  } finally {
    await context.close();
  }
}
