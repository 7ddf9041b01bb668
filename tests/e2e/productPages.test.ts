import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPages } from '../../src/content/catalogue/products';
import { inquiryEntryName } from '../../src/shared/leads';
import { browserAvailability } from '../helpers/browser';
import { axeViolations, type Site, startSite, VARIANTS } from './siteFixture';

// Issue 12: every catalogue item has its own prerendered page with a specification table, what it suits
// and Add to Inquiry List, reached from its card and listed in the sitemap.

const availability = browserAvailability();

/** One of each kind of product: a long generator name, a switch, the one tank. */
const SAMPLES = [
  '/products/standby-generators/mw-100',
  '/products/transfer-switches/residential',
  '/products/fuel-tanks/propane-and-diesel-tanks',
];

describe.skipIf(!availability.available)('product pages', () => {
  let web: Site;

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  it('are served as finished HTML with their h1, specifications and what they suit, and are in the sitemap', async () => {
    const sitemap = await (await fetch(`${web.server.url}/sitemap.xml`)).text();
    for (const product of productPages) {
      const res = await fetch(`${web.server.url}${product.path}`);
      expect(res.status, product.path).toBe(200);
      const html = await res.text();
      const name = inquiryEntryName(product.item.category, product.item.name);
      expect(html, product.path).toContain(`>${name}</h1>`);
      expect(html).toContain(product.suits);
      for (const [label] of product.specs) expect(html).toContain(label);
      expect(sitemap).toContain(`${product.path}</loc>`);
    }
  });

  it('give every product its own title and meta description', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const product of productPages) {
      const html = await (await fetch(`${web.server.url}${product.path}`)).text();
      expect(html.match(/<h1[\s>]/g), product.path).toHaveLength(1);
      titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '');
      descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '');
    }
    expect(titles.size).toBe(productPages.length);
    expect(descriptions.size).toBe(productPages.length);
  });

  it('open from the card and add the product to the inquiry list', async () => {
    const { page } = await web.open('/products/standby-generators', { reducedMotion: 'reduce' });
    await page.getByRole('link', { name: 'SD 30 Diesel Generator' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products/standby-generators/sd-30');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Standby SD 30 Diesel Generator');
    const specs = page.getByRole('table', { name: 'Specifications' });
    expect(await specs.getByRole('row', { name: /Runtime at half load/ }).textContent()).toContain(
      '48 hours',
    );
    await page.getByRole('button', { name: 'Add to Inquiry List' }).click();
    await page.getByRole('button', { name: /^Inquiry List\s*,/ }).click();
    const panel = page.getByRole('dialog', { name: 'Inquiry List' });
    await expect
      .poll(() => panel.getByText('Standby SD 30 Diesel Generator', { exact: true }).first().isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Standby Generators' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products/standby-generators');
  });

  describe.each(VARIANTS)('in the $theme theme at $width px', ({ theme, width }) => {
    it.each(SAMPLES)('%s has no axe-core violations', async (path) => {
      const { page, errors } = await web.open(path, { theme, width, reducedMotion: 'reduce' });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
