import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, launchChromium, themedContext, visit } from '../helpers/browser';
import { catalogTexts } from '../helpers/catalogTexts';
import { clockForBrowsing, pageKept } from '../helpers/keptByWorker';
import { startSiteServer } from '../helpers/siteServer';
import type { TestServer } from '../helpers/testServer';

// Issue 39 in Chromium: the Spanish build as a visitor meets it. A Spanish page hydrates as Spanish and its
// router links stay under /es/; the language choice sends `/` to `/es/`; offline, a Spanish page never
// opened shows the Spanish offline page and an English one the English page (one worker for both).

const availability = browserAvailability();

// Read as JSON text (every namespace): imported, the locale build's plugin would hand the test the compiled catalog.
const enSite = catalogTexts('en');
const esSite = catalogTexts('es');

/**
 * Opens and closes the header's Services menu as a visitor does (a tap each), the first as soon as it shows: a tap made
 * before the page is live is kept and answered once it is, so the menu showing means the app has hydrated.
 */
async function servicesMenuAnswered(page: Page): Promise<void> {
  const services = page.getByRole('button', { name: esSite['nav.services'], exact: true });
  await services.click();
  const menu = page.getByRole('menu', { name: esSite['nav.services'] });
  await menu.waitFor({ timeout: 30_000 });
  await services.click();
  await menu.waitFor({ state: 'hidden' });
}

/** The page's first-level heading, as read. */
async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor();
  return ((await h1.textContent()) ?? '').trim();
}

describe.skipIf(!availability.available)('the Spanish site (issue 39)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!availability.available) return;
    server = await startSiteServer();
    browser = await launchChromium(availability.path);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('hydrates /es/ in Spanish without a hydration error, and its router links stay under /es/', async () => {
    const context = await themedContext(browser, server.url, 1280, 'dark');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(page, '/es/');
    // Its subject is the hydrated app (hydration errors, the router's own navigation): a link followed
    // before is a plain page load, which the other tests cover. So it first uses a menu, as a visitor
    // would, and follows the link once the menu has answered.
    await servicesMenuAnswered(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const canonicalPath = async () =>
      new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname;
    expect(await canonicalPath()).toBe('/es/');
    // The header's navigation: every link to a page of the site is a Spanish address.
    const headerLinks = await page
      .locator('header a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(headerLinks.length).toBeGreaterThan(0);
    const toEnglish = headerLinks.filter((href) => !href.startsWith('/es/') && href !== '/es');
    // Only the language switch may lead to English; it says so with hreflang.
    for (const href of toEnglish) {
      const hreflang = await page.locator(`header a[href="${href}"]`).first().getAttribute('hreflang');
      expect(hreflang, `header link ${href}`).toBe('en');
    }
    // A router link opens the Spanish page without a reload, and its head follows.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const link = page.locator('main a[href^="/es/"]:visible').first();
    const target = (await link.getAttribute('href')) ?? '';
    expect(target).toMatch(/^\/es\/[a-z]/);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    await expect.poll(canonicalPath).toBe(target);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
    expect(new URL(english ?? '').pathname).toBe(target.slice('/es'.length));
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await context.close();
  });

  it('sends a visitor who chose Spanish from / to /es/, and leaves everyone else on the English home', async () => {
    const context = await themedContext(browser, server.url, 390, 'light');
    const page = await context.newPage();
    await visit(page, '/');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.addCookies([{ name: 'lang', value: encodeURIComponent('"es"'), url: server.url }]);
    await visit(page, '/');
    expect(new URL(page.url()).pathname).toBe('/es/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // Only `/`: an English address stays English.
    await visit(page, '/about');
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });

  it('offline, shows the offline page in the language of the page asked for', async () => {
    const context = await themedContext(browser, server.url, 390, 'dark');
    await clockForBrowsing(context);
    const page = await context.newPage();
    await visit(page, '/es/');
    await pageKept(page, '/es/');
    await context.setOffline(true);
    // Kept: the Spanish home comes back from the phone.
    await visit(page, '/es/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await heading(page)).not.toBe(esSite['offline.title']);
    // Never opened: the Spanish offline page.
    await visit(page, '/es/about/our-story');
    await expect.poll(() => heading(page)).toBe(esSite['offline.title']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // An English page never opened: the English one, from the same worker.
    await visit(page, '/about/our-story');
    await expect.poll(() => heading(page)).toBe(enSite['offline.title']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });
});
