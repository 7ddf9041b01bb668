import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability } from '../helpers/browser';
import { catalogTexts } from '../helpers/catalogTexts';
import { axeViolations, nextFrames, type Site, startSite, VARIANTS } from './siteFixture';

// Issue 39's language switch and offer, as a visitor meets them on the built site: the crawlable link to the
// same page in the other language in the bar, the drawer and the footer; the choice kept a year in the
// `lang` cookie and applied on the next visit to `/`; the offer of Spanish to a browser that prefers it,
// shown after the page is live and never in the prerendered HTML; and the Spanish chrome axe-clean.
// LANGUAGE_SHOTS=<dir> keeps screenshots of the header, the mobile menu, the footer, the switch and the offer
// in both languages at 390 and 1280 px in both themes.

const availability = browserAvailability();
const english = catalogTexts('en');
const spanish = catalogTexts('es');

/** The `lang` cookie as the browser holds it: its value (JSON text, decoded) and days left. */
async function languageCookie(context: BrowserContext): Promise<{ value: unknown; days: number } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  if (!cookie) return null;
  return {
    value: JSON.parse(decodeURIComponent(cookie.value)),
    days: Math.round((cookie.expires * 1000 - Date.now()) / 86_400_000),
  };
}

describe.skipIf(!availability.available)('language switch and offer', () => {
  let web: Site;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await web?.close();
  });

  /** A page in a browser whose preferred languages are `languages` (navigator.languages), live. */
  async function openAs(
    path: string,
    locale: string,
    width = 390,
  ): Promise<{ page: Page; context: BrowserContext }> {
    for (const old of contexts.splice(0)) await old.close();
    const context = await web.browser.newContext({
      baseURL: web.server.url,
      locale,
      viewport: { width, height: 800 },
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    return { page, context };
  }

  it('links every English page to its Spanish twin in the bar, the drawer and the footer', async () => {
    const { page } = await web.open('/services?from=test', { width: 1280 });
    const bar = page.locator('header [data-language-switch]');
    await expect.poll(() => bar.getAttribute('href')).toBe('/es/services?from=test');
    expect(await bar.textContent()).toBe('Español');
    expect(await bar.getAttribute('hreflang')).toBe('es');
    expect(await bar.getAttribute('lang')).toBe('es');
    expect(await bar.isVisible()).toBe(true);
    const footer = page.locator('footer [data-language-switch]');
    expect(await footer.getAttribute('href')).toBe('/es/services?from=test');
    // Crawlable: in the prerendered document itself, as a plain link.
    const html = await (await fetch(`${web.server.url}/services`)).text();
    expect(html).toMatch(/<a href="\/es\/services" hrefLang="es" lang="es"[^>]*>/i);

    const phone = await web.open('/products/standby-generators', { width: 390 });
    await phone.page.getByRole('button', { name: english['menu.open'] }).click();
    const drawer = phone.page.locator('#mobile-navigation [data-language-switch]');
    await drawer.waitFor();
    expect(await drawer.getAttribute('href')).toBe('/es/products/standby-generators');
    expect(((await drawer.textContent()) ?? '').trim()).toBe('Español');
  });

  it('opens the same page in Spanish, remembers the choice a year, and sends / to /es/ next time', async () => {
    const { page, context } = await openAs('/services/installations', 'en-US');
    await page.locator('footer [data-language-switch]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/services/installations');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    const cookie = await languageCookie(context);
    expect(cookie?.value).toBe('es');
    expect(cookie?.days).toBeGreaterThanOrEqual(364);
    // The Spanish page's switch leads back to the English page.
    const back = page.locator('footer [data-language-switch]');
    expect(await back.getAttribute('href')).toBe('/services/installations');
    expect(await back.textContent()).toBe('English');
    expect(
      await page
        .locator('header')
        .getByText(spanish['nav.services'] ?? 'Servicios')
        .count(),
    ).toBeGreaterThan(0);
    // The choice is applied on the next visit to / only.
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/');
    await page.goto('/services');
    expect(new URL(page.url()).pathname).toBe('/services');
    // Choosing English again is remembered the same way.
    await page.locator('footer [data-language-switch]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/services');
    await page.locator('footer [data-language-switch]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/services');
    expect((await languageCookie(context))?.value).toBe('en');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('offers Spanish to a browser preferring it, after the page is live and never in its HTML', async () => {
    const html = await (await fetch(`${web.server.url}/services`)).text();
    expect(html).not.toContain('data-language-offer');
    expect(html).not.toContain(english['languageOffer.text']);

    const { page, context } = await openAs('/services', 'es-MX');
    const offer = page.locator('[data-language-offer]');
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('es');
    expect(await offer.textContent()).toContain('Esta página está disponible en español');
    // Fixed over the page's bottom edge: it moves nothing on the page.
    const position = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('[data-language-offer]')?.parentElement as Element).position,
    );
    expect(position).toBe('fixed');
    // No choice was made by merely seeing it.
    expect(await languageCookie(context)).toBeNull();
    await page.getByRole('link', { name: 'Ver en español' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/services');
    expect((await languageCookie(context))?.value).toBe('es');
    // Spanish pages make no offer.
    await nextFrames(page);
    expect(await page.locator('[data-language-offer]').count()).toBe(0);
  });

  it('closing the offer counts as choosing English: it never comes back', async () => {
    const { page, context } = await openAs('/about', 'es-US');
    await page.locator('[data-language-offer]').waitFor();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => page.locator('[data-language-offer]').count()).toBe(0);
    expect((await languageCookie(context))?.value).toBe('en');
    await page.reload();
    await page.locator('h1').waitFor();
    await nextFrames(page);
    expect(await page.locator('[data-language-offer]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  it('makes no offer to a browser that prefers English first', async () => {
    const { page } = await openAs('/about', 'en-US');
    await nextFrames(page);
    await page.waitForTimeout(500);
    expect(await page.locator('[data-language-offer]').count()).toBe(0);
  });

  it.skipIf(!process.env.LANGUAGE_SHOTS)('keeps screenshots of the chrome in both languages', async () => {
    const dir = process.env.LANGUAGE_SHOTS ?? '';
    for (const theme of ['dark', 'light'] as const) {
      for (const width of [390, 1280]) {
        for (const path of ['/services', '/es/services']) {
          const language = path.startsWith('/es/') ? 'es' : 'en';
          const name = `${dir}/${language}-${theme}-${width}`;
          const { page } = await web.open(path, { theme, width, reducedMotion: 'reduce' });
          // The prerendered page looks as the live one does: a screenshot needs it painted, not live.
          await page.locator('footer').waitFor();
          await nextFrames(page);
          await page.screenshot({ path: `${name}-header.png`, clip: { x: 0, y: 0, width, height: 160 } });
          await page.locator('footer').screenshot({ path: `${name}-footer.png` });
          if (width === 390) {
            await page.evaluate(() => window.scrollTo(0, 0));
            const burger = page.getByRole('button', {
              name: (language === 'es' ? spanish : english)['menu.open'],
            });
            await burger.click();
            await page.locator('#mobile-navigation [data-language-switch]').waitFor();
            await nextFrames(page);
            await page.waitForTimeout(400);
            await page.screenshot({ path: `${name}-menu.png` });
          } else {
            await page.setViewportSize({ width: 768, height: 800 });
            await nextFrames(page);
            await page.screenshot({
              path: `${name}-header-768.png`,
              clip: { x: 0, y: 0, width: 768, height: 160 },
            });
            await page.setViewportSize({ width: 992, height: 800 });
            await nextFrames(page);
            await page.screenshot({
              path: `${name}-header-992.png`,
              clip: { x: 0, y: 0, width: 992, height: 160 },
            });
          }
        }
        // The offer, on an English page for a browser preferring Spanish.
        const { page } = await openAs('/services', 'es-MX', width);
        await page.emulateMedia({ colorScheme: theme });
        await page
          .context()
          .addCookies([
            { name: 'theme', value: encodeURIComponent(JSON.stringify(theme)), url: web.server.url },
          ]);
        await page.reload();
        await page.locator('[data-language-offer]').waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${dir}/offer-${theme}-${width}.png` });
      }
    }
  });

  it.each(VARIANTS)('leaves the Spanish chrome axe-clean ($theme, $width px)', async ({ theme, width }) => {
    for (const path of ['/es/', '/es/services', '/es/no/such/page']) {
      const { page, errors } = await web.open(path, { theme, width, reducedMotion: 'reduce' });
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await axeViolations(page), path).toEqual([]);
      expect(errors).toEqual([]);
    }
  });
});
