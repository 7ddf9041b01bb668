import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { browserAvailability, tapWhenShown } from '../helpers/browser';
import { type Site, startSite } from './siteFixture';

const availability = browserAvailability();

const pathname = (page: Page) => new URL(page.url()).pathname;
const focused = (page: Page) =>
  page.evaluate(() => [document.activeElement?.getAttribute('role'), document.activeElement?.textContent]);
/**
 * Where the showing toast sits against the header: whether one shows, whether it starts below the bar, and
 * the header's links and buttons it overlaps, by name.
 */
function toastPlacement(): { shown: boolean; belowHeader: boolean; over: string[] } {
  const toasts = [...document.querySelectorAll('[data-toast-container] .mantine-Notification-root')].map(
    (t) => t.getBoundingClientRect(),
  );
  const headerBottom =
    document.querySelector('header[data-site-header]')?.getBoundingClientRect().bottom ?? 0;
  const over = [...document.querySelectorAll('header a, header button')]
    .filter((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0) return false;
      return toasts.some(
        (t) => box.left < t.right && box.right > t.left && box.top < t.bottom && box.bottom > t.top,
      );
    })
    .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '?');
  return { shown: toasts.length > 0, belowHeader: toasts.every((t) => t.top >= headerBottom), over };
}
const headerIconColour = (page: Page) =>
  page
    .locator('header a[href^="tel:"] svg')
    .first()
    .evaluate((icon) => getComputedStyle(icon).color);

describe.skipIf(!availability.available)('site chrome: navigation bar and footer', () => {
  let web: Site;

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  it('opens each dropdown from the keyboard and follows its links', async () => {
    const { page, errors } = await web.open('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toEqual(['menuitem', 'All services']);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toEqual(['menuitem', 'Installations']);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/services/installations');

    await nav.getByRole('button', { name: 'About Us' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toEqual(['menuitem', 'About Us']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);

    // Hover opens too. A click on the menu the pointer has just opened keeps it open (it is the menu the
    // person sees and clicks at); a second click closes it.
    const products = nav.getByRole('button', { name: 'Products' });
    const productsMenu = page.getByRole('menu', { name: 'Products' });
    await products.hover();
    await productsMenu.waitFor();
    await products.click();
    expect(await productsMenu.isVisible()).toBe(true);
    await products.click();
    await productsMenu.waitFor({ state: 'hidden' });
    await page.mouse.move(0, 0);

    // The Locations menu leads to the city anchors.
    await nav.getByRole('button', { name: 'Locations' }).hover();
    await page.getByRole('menuitem', { name: 'Tampa, FL' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#tampa');
    expect(pathname(page)).toBe('/locations');
    await expect.poll(() => page.locator('#tampa').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('lists the same groups behind a burger below 768 px and switches layout on resize', async () => {
    const { page } = await web.open('/', { width: 375 });
    expect(await page.locator('header').getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const group of ['Services', 'Products', 'Locations', 'About Us']) {
      // The drawer slides in (300 ms), so wait for each entry rather than reading it once.
      await expect
        .poll(() => drawer.getByRole('button', { name: group }).isVisible(), { timeout: 5000 })
        .toBe(true);
    }
    await drawer.getByRole('button', { name: 'Services' }).click();
    await tapWhenShown(drawer.getByRole('link', { name: 'Fire Pumps' }));
    // The router commits the address once the page's code is loaded: on a busy machine that took more
    // than 5 s once (a whole browser suite on 28 November), so the suite's 10 s.
    await expect.poll(() => pathname(page)).toBe('/services/firepumps');
    await expect.poll(() => drawer.count(), { timeout: 5000 }).toBe(0);

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible(), { timeout: 5000 })
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
  });

  it('styles the bar differently once the page is scrolled', async () => {
    const { page } = await web.open('/privacy-policy');
    const header = page.locator('header');
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    const flat = await shadow();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => header.getAttribute('data-scrolled')).not.toBeNull();
    await expect.poll(shadow).not.toBe(flat);
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBeNull();
  });

  it('switches logo and icons between white (dark) and black (light)', async () => {
    const { page } = await web.open('/');
    // The logo's wordmark is white on dark and black on light, like the icons.
    const wordmark = page.locator('header [data-logo]').getByText(site.shortName, { exact: true });
    const wordmarkColour = () => wordmark.evaluate((text) => getComputedStyle(text).color);
    expect(await wordmarkColour()).toBe('rgb(255, 255, 255)');
    expect(await headerIconColour(page)).toBe('rgb(255, 255, 255)');
    await page.getByRole('switch', { name: 'Dark theme' }).click({ force: true });
    await expect.poll(wordmarkColour).toBe('rgb(0, 0, 0)');
    await expect.poll(() => headerIconColour(page)).toBe('rgb(0, 0, 0)');
    expect(await page.locator('body').getAttribute('data-theme')).toBe('light');
    const footerIcon = page.locator('footer a[href^="tel:"] svg');
    expect(await footerIcon.evaluate((icon) => getComputedStyle(icon).color)).toBe('rgb(0, 0, 0)');
  });

  it('opens the Sign In modal from the Login button, on desktop and from the burger menu', async () => {
    // The modal's behaviour is the accounts suite's; here only the bar's entry point to it.
    const { page } = await web.open('/about');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
    await dialog.waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
  });

  it('copies the contact e-mail with a toast and offers mail, network and legal links', async () => {
    const { page } = await web.open('/', { permissions: ['clipboard-read', 'clipboard-write'] });
    const footer = page.locator('footer');
    await footer.getByRole('button', { name: 'Copy e-mail address' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
    await expect.poll(() => page.getByText('E-mail address copied to the clipboard').isVisible()).toBe(true);

    const contact = footer.getByRole('link', { name: 'Contact Us' });
    const mailto = new URL((await contact.getAttribute('href')) ?? '');
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(site.email);
    expect(mailto.searchParams.get('subject')).toBe(`Question for ${site.companyName}`);

    const network = footer.getByRole('link', { name: /LinkedIn/ });
    expect(await network.getAttribute('href')).toBe(site.professionalNetworkUrl);
    expect(await network.getAttribute('target')).toBe('_blank');
    expect(await network.getAttribute('rel')).toContain('noopener');

    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['Products', '/products'],
      ['About Us', '/about'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await footer.getByRole('link', { name: site.websiteBuilder.name }).getAttribute('href')).toBe(
      `mailto:${site.websiteBuilder.email}`,
    );
    expect(await footer.textContent()).toContain(`© 2025 ${site.companyName}. All rights reserved.`);
  });

  it('shows a toast below the header, clear of its controls, and at the top edge over a dialog', async () => {
    for (const width of [390, 1280]) {
      const { page } = await web.open('/', { width, permissions: ['clipboard-read', 'clipboard-write'] });
      await page.locator('footer').getByRole('button', { name: 'Copy e-mail address' }).click();
      // Polled while the toast shows (2 s), so its entry transition can finish; a gone toast never passes.
      await expect
        .poll(() => page.evaluate(toastPlacement))
        .toEqual({ shown: true, belowHeader: true, over: [] });
    }

    // Over an open dialog the header is inert under the overlay; the containers move back to the top.
    // (Mantine renders a container per corner; the failure toasts use the top right one.)
    const failureCorner = '[data-toast-container="notify-failure"][data-position="top-right"]';
    const { page } = await web.open('/about', { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.locator('footer').getByRole('button', { name: 'Copy e-mail address' }).click();
    await page.locator(failureCorner).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    await expect
      .poll(() =>
        page.evaluate((selector) => {
          const container = document.querySelector(selector);
          return container ? getComputedStyle(container).top : 'no container';
        }, failureCorner),
      )
      .toBe('16px');
  });

  it('has no navigation bar on /email-verification', async () => {
    const { page } = await web.open('/email-verification');
    expect(await page.locator('header').count()).toBe(0);
  });
});
