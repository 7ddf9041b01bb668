import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategories, productsOverview } from '../../src/content/catalogue/categories';
import { servicePages, servicesOverview } from '../../src/content/services';
import { browserAvailability } from '../helpers/browser';
import { axeViolations, type Site, startSite, VARIANTS } from './siteFixture';

// The services and products pages as built: one h1 each, their own title and description, alt text, and
// no axe-core violation in either theme at desktop and phone width.

const availability = browserAvailability();

const PAGES: Record<string, string> = {
  '/services': servicesOverview.title,
  ...Object.fromEntries(servicePages.map((page) => [page.path, page.title])),
  '/products': productsOverview.title,
  ...Object.fromEntries(productCategories.map((category) => [category.path, category.title])),
};

describe.skipIf(!availability.available)('services and products pages', () => {
  let web: Site;

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  it('give every page one h1 and its own title and meta description', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path, heading] of Object.entries(PAGES)) {
      const { page, errors } = await web.open(path);
      expect(await page.locator('h1').allTextContents()).toEqual([heading]);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
      expect(await page.locator('main').count()).toBe(1);
      expect(await page.locator('img:not([alt])').count()).toBe(0);
      expect(errors).toEqual([]);
    }
    expect(titles.size).toBe(Object.keys(PAGES).length);
    expect(descriptions.size).toBe(Object.keys(PAGES).length);
  });

  describe.each(VARIANTS)('in the $theme theme at $width px', ({ theme, width }) => {
    it.each(Object.keys(PAGES))('%s has no axe-core violations', async (path) => {
      const { page, errors } = await web.open(path, { theme, width, reducedMotion: 'reduce' });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  it.each(VARIANTS)(
    'keep the filter panel and the empty result accessible ($theme, $width px)',
    async ({ theme, width }) => {
      const { page } = await web.open('/products/standby-generators', {
        theme,
        width,
        reducedMotion: 'reduce',
      });
      await page.getByRole('button', { name: 'Show Filters' }).click();
      await page.getByRole('searchbox').fill('no such generator');
      await page.getByText('No items matching this criteria').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
