import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, launchChromium } from '../helpers/browser';
import { startSiteServer } from '../helpers/siteServer';
import type { TestServer } from '../helpers/testServer';

// The built site with JavaScript switched off (issue 23, item 6): the header's menus still lead to their
// pages at desktop and phone width, and the page is drawn in the theme the visitor chose.

const availability = browserAvailability();

const pathname = (page: Page) => new URL(page.url()).pathname;
const focused = (page: Page) =>
  // Read through the devtools protocol, which works with the page's own scripts off.
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The sum of the red, green and blue of the body's background: high when light, low when dark. */
const bodyBrightness = (page: Page) =>
  page
    .locator('body')
    .evaluate((body) => getComputedStyle(body).backgroundColor)
    .then((colour) => (colour.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, n) => sum + Number(n), 0));

describe.skipIf(!availability.available)('without JavaScript', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    if (!availability.available) return;
    server = await startSiteServer();
    browser = await launchChromium(availability.path);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  async function open(pathnameToOpen: string, width: number, theme?: 'light' | 'dark'): Promise<Page> {
    await context?.close();
    context = await browser.newContext({
      baseURL: server.url,
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
    });
    if (theme) {
      // JSON text, percent-encoded, as the site writes it (src/api/cookies.ts).
      const value = encodeURIComponent(JSON.stringify(theme));
      await context.addCookies([{ name: 'theme', value, url: server.url }]);
    }
    const page = await context.newPage();
    await page.goto(pathnameToOpen);
    await page.locator('h1').first().waitFor();
    return page;
  }

  it('shows a desktop menu on hover and follows its link', async () => {
    const page = await open('/', 1280);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Closed menus are not drawn and not in the accessibility tree.
    expect(await page.getByRole('menu').count()).toBe(0);
    await nav.getByRole('button', { name: 'Services' }).hover();
    const installations = page.getByRole('menuitem', { name: 'Installations' });
    await expect.poll(() => installations.isVisible()).toBe(true);
    expect(await page.getByRole('menu').count()).toBe(1);
    await installations.click();
    await expect.poll(() => pathname(page)).toBe('/services/installations');
  });

  it('reaches a desktop menu link with Tab and follows it with Enter', async () => {
    const page = await open('/about', 1280);
    for (let presses = 0; presses < 30 && (await focused(page)) !== 'Products'; presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toBe('Products');
    await expect.poll(() => page.getByRole('menuitem', { name: 'All products' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('All products');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/products');
  });

  it('opens the section links from the header on a phone', async () => {
    const page = await open('/', 390);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const links = page.locator('header').getByRole('navigation', { name: 'Main' });
    expect(await links.isVisible()).toBe(false);
    await page.locator('header summary[aria-label="Menu"]').click();
    await expect.poll(() => links.isVisible()).toBe(true);
    for (const section of ['Services', 'Products', 'Locations', 'About Us']) {
      expect(await links.getByRole('link', { name: section }).isVisible(), section).toBe(true);
    }
    await links.getByRole('link', { name: 'Locations' }).click();
    await expect.poll(() => pathname(page)).toBe('/locations');
  });

  it('draws the page in the theme of the cookie, dark without one', async () => {
    const light = await open('/services', 1280, 'light');
    expect(await light.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(await light.locator('body').getAttribute('data-theme')).toBe('light');
    expect(await bodyBrightness(light)).toBeGreaterThan(600);

    const dark = await open('/services', 1280);
    expect(await dark.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await dark.locator('body').getAttribute('data-theme')).toBe('dark');
    expect(await bodyBrightness(dark)).toBeLessThan(200);
  });

  it('serves a Spanish page in Spanish and its theme, every header link a Spanish address (issue 39)', async () => {
    const page = await open('/es/services', 1280, 'light');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(await bodyBrightness(page)).toBeGreaterThan(600);
    const links = await page
      .locator('header a[href^="/"]')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute('href') ?? '', hreflang: a.getAttribute('hreflang') })),
      );
    expect(links.length).toBeGreaterThan(0);
    // Only the language switch leads to English, and says so.
    const english = links.filter((link) => !link.href.startsWith('/es/'));
    expect(english.filter((link) => link.hreflang !== 'en')).toEqual([]);
    const next = links.find((link) => link.href.startsWith('/es/') && link.href !== '/es/services');
    if (!next) throw new Error('the Spanish header links to no other Spanish page');
    await page.goto(next.href);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(pathname(page)).toBe(next.href);
  });
});
