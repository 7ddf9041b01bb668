import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategories, productsOverview } from '../../src/content/es/catalogue/categories';
import { productPages } from '../../src/content/es/catalogue/products';
import { privacyPolicy } from '../../src/content/es/privacyPolicy';
import { termsOfService } from '../../src/content/es/termsOfService';
import { browserAvailability } from '../helpers/browser';
import { clippedLabels, headerLayout } from './layoutChecks';
import { axeViolations, type Site, startSite, VARIANTS } from './siteFixture';

// Issue 39: the products, product and legal pages in Spanish as the Spanish build serves them under /es/:
// Spanish headings, titles and links that stay under /es/, a search that finds Spanish words typed without
// accents, the inquiry list receiving the Spanish full name, and nothing clipped or inaccessible in either
// theme from 320 px (Spanish runs about 20 % longer).

const availability = browserAvailability();

const WIDTHS = [...VARIANTS, { theme: 'dark', width: 320 }, { theme: 'light', width: 320 }] as const;

const sp14 = productPages.find((page) => page.item.id === 'standby-sp14');

const PAGES: readonly { path: string; h1: string }[] = [
  { path: '/es/products', h1: productsOverview.title },
  { path: '/es/products/standby-generators', h1: productCategories[1]?.title ?? '' },
  { path: `/es${sp14?.path}`, h1: sp14?.item.name ?? '' },
  { path: '/es/privacy-policy', h1: privacyPolicy.title },
  { path: '/es/terms-of-service', h1: termsOfService.title },
];

describe.skipIf(!availability.available)('the catalogue and legal pages in Spanish', () => {
  let web: Site;

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  for (const { path, h1 } of PAGES) {
    it(`${path}: Spanish heading, links under /es/, nothing clipped, no axe violation, 320 to 1280 px`, async () => {
      for (const { theme, width } of WIDTHS) {
        const { page, errors } = await web.open(path, { theme, width, reducedMotion: 'reduce' });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
        expect((await page.locator('h1').first().textContent())?.trim()).toBe(h1);
        const english = await page
          .locator('a[href^="/"]:not([hreflang])')
          .evaluateAll((links) =>
            links.map((link) => link.getAttribute('href') ?? '').filter((href) => !href.startsWith('/es')),
          );
        expect(english, `links leaving /es/ on ${path}`).toEqual([]);
        expect(await clippedLabels(page), `${path} ${theme} ${width}`).toEqual([]);
        expect((await headerLayout(page)).scroll, `${path} ${theme} ${width}`).toBeLessThanOrEqual(0);
        if (width !== 320) expect(await axeViolations(page), `${path} ${theme} ${width}`).toEqual([]);
        expect(errors).toEqual([]);
      }
    });
  }

  it('a product page: Spanish title and description, spec labels and the way back in Spanish', async () => {
    const { page } = await web.open(`/es${sp14?.path}`, { width: 375 });
    expect(await page.title()).toBe(
      'Generador a propano de respaldo SP 14 · Generadores de respaldo · Sunshine State Generators',
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^Generador a propano de respaldo SP 14 de Voltaris\. Un generador de respaldo/,
    );
    expect(await page.getByRole('rowheader', { name: 'Fabricante' }).count()).toBe(1);
    expect(
      await page.getByRole('link', { name: 'Todos los generadores de respaldo' }).getAttribute('href'),
    ).toBe('/es/products/standby-generators');
  });

  it('a category page: search ignores accents and case, and the empty result reads in Spanish', async () => {
    const { page } = await web.open('/es/products/portable-generators', { width: 375 });
    await page.getByText('Mostrando 10 de 10 productos').waitFor();
    const search = page.getByRole('searchbox', { name: 'Buscar generadores portátiles' });
    await search.fill('ESTACION');
    await page.getByText('Mostrando 2 de 10 productos').waitFor();
    await search.fill('zzzz');
    // What the visitor sees, whole, so a failure says which part did not follow the search (it failed
    // once in CI, 27 November, and never since).
    const seen = async () => ({
      typed: await search.inputValue(),
      count: await page.getByText(/^Mostrando \d+ de 10 productos$/).textContent(),
      empty: await page.getByText('Ningún producto coincide con estos criterios').isVisible(),
    });
    await expect
      .poll(seen, { timeout: 20_000 })
      .toEqual({ typed: 'zzzz', count: 'Mostrando 0 de 10 productos', empty: true });
    await page.getByRole('button', { name: 'Borrar todos los filtros' }).click();
    await page.getByText('Mostrando 10 de 10 productos').waitFor();
  });

  it('adds the Spanish full name to the inquiry list', async () => {
    const { page, context } = await web.open('/es/products/portable-generators', { width: 375 });
    await page.getByRole('button', { name: 'Agregar a la lista de consultas' }).first().click();
    await expect
      .poll(async () => {
        const cookie = (await context.cookies()).find((c) => c.name === 'InquiryList');
        return cookie ? decodeURIComponent(cookie.value) : '';
      })
      .toContain('Generador diésel portátil DX 6500');
  });

  it('the legal pages say the English version governs and link to it', async () => {
    for (const path of ['/es/privacy-policy', '/es/terms-of-service']) {
      const { page } = await web.open(path, { width: 375 });
      expect(await page.getByText(/prevalece la versión en inglés/).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Leer la versión en inglés' }).getAttribute('href')).toBe(
        path.slice(3),
      );
    }
  });
});
