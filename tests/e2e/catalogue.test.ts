import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, visit } from '../helpers/browser';
import { type SingleTab, startSingleTab } from './siteFixture';

// Search and filter as a visitor uses them: one service page and one product category page (the other
// pages of each kind render the same views with other content).

const availability = browserAvailability();

/** The names shown in a results list, in order. */
async function listedNames(page: Page, list: string, level: 2 | 3): Promise<string[]> {
  return page
    .getByRole('list', { name: list, exact: true })
    .getByRole('heading', { level })
    .allTextContents();
}

describe.skipIf(!availability.available)('catalogue search and filters in Chromium', () => {
  let tab: SingleTab;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    if (!availability.available) return;
    tab = await startSingleTab(availability.path);
    ({ page, consoleErrors } = tab);
  });

  afterAll(async () => {
    await tab?.close();
  });

  it('filters a service page by item name and offers a way back from an empty result', async () => {
    await visit(page, '/services/installations');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Installations');
    const accessories = 'Power Management & Accessories';
    expect(await listedNames(page, 'Generators', 3)).toHaveLength(5);
    expect(await listedNames(page, accessories, 3)).toHaveLength(6);

    const search = page.getByRole('searchbox', { name: 'Search Installations services' });
    await search.fill('GENERATORS');
    await expect
      .poll(() => listedNames(page, 'Generators', 3))
      .toEqual([
        'Residential Generators',
        'Commercial Generators',
        'Industrial Generators',
        'Agricultural Generators',
        'Portable Generators',
      ]);
    // The group with no match disappears with its heading.
    await expect.poll(() => page.getByRole('heading', { name: accessories }).count()).toBe(0);
    expect(await page.getByText('Showing 5 of 11 services').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => search.inputValue()).toBe('');
    expect(await listedNames(page, accessories, 3)).toHaveLength(6);
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);

    // Service search looks at names only: a word from a description finds nothing.
    await search.fill('hurricane');
    await expect.poll(() => page.getByText('No services match "hurricane"').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show all services' }).click();
    await expect.poll(() => listedNames(page, 'Generators', 3)).toHaveLength(5);
    expect(await search.inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
  });

  it('searches, filters by brand and clears filters on a product category page', async () => {
    await visit(page, '/products/transfer-switches');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Transfer Switches');
    expect(await page.getByText('We deliver and install across Central and North Florida').isVisible()).toBe(
      true,
    );
    expect(await page.getByText(/free shipping/i).count()).toBe(0);
    const both = ['Commercial', 'Residential'];
    expect(await listedNames(page, 'Transfer Switches', 2)).toEqual(both);
    // Pictures are local files, served and decoded at their declared size.
    const picture = page.getByRole('img', { name: /commercial transfer switch/i });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    expect(await picture.getAttribute('src')).toBe('/catalogue/transfer-switch-commercial.webp');
    const addButtons = page.getByRole('button', { name: 'Add to Inquiry List' });
    expect(await addButtons.count()).toBe(2);
    await addButtons.first().focus();
    expect(await addButtons.first().evaluate((button) => button === document.activeElement)).toBe(true);

    // Name or description, any case.
    const search = page.getByRole('searchbox', { name: 'Search transfer switches' });
    await search.fill('RESIDENTIAL');
    await expect.poll(() => listedNames(page, 'Transfer Switches', 2)).toEqual(['Residential']);
    await search.fill('bypass-isolation');
    await expect.poll(() => listedNames(page, 'Transfer Switches', 2)).toEqual(['Commercial']);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => listedNames(page, 'Transfer Switches', 2)).toEqual(both);

    // The filter panel, and Clear All Filters with it, only shows when asked for.
    const clearAll = page.getByRole('button', { name: 'Clear All Filters', exact: true });
    expect(await clearAll.count()).toBe(0);
    await page.getByRole('button', { name: 'Show Filters' }).click();
    const hide = page.getByRole('button', { name: 'Hide Filters' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    expect(await clearAll.isVisible()).toBe(true);

    const brand = page.getByRole('combobox', { name: 'Brand' });
    // Mantine's Select puts the chosen label in its input in an effect after the render that changed the
    // list, so the input may show the old brand for a frame after the list has changed (CI read 'Voltaris'
    // once): what a person reads is the input once it has settled.
    const brandShown = () => brand.inputValue();
    const pickBrand = async (name: string) => {
      await brand.click();
      await page.getByRole('option', { name, exact: true }).click();
    };
    await pickBrand('Corvane');
    await expect.poll(() => listedNames(page, 'Transfer Switches', 2)).toEqual(['Residential']);
    await pickBrand('Clear Selection');
    await expect.poll(() => listedNames(page, 'Transfer Switches', 2)).toEqual(both);
    await expect.poll(brandShown).toBe('');

    await pickBrand('Voltaris');
    await expect.poll(() => listedNames(page, 'Transfer Switches', 2)).toEqual(['Commercial']);
    await clearAll.click();
    await expect.poll(() => listedNames(page, 'Transfer Switches', 2)).toEqual(both);
    await expect.poll(brandShown).toBe('');

    // Text and brand together: nothing is both residential and made by Voltaris.
    await pickBrand('Voltaris');
    await search.fill('residential');
    await expect.poll(() => page.getByText('No items matching this criteria').isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search or filters').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear all filters', exact: true }).click();
    await expect.poll(() => listedNames(page, 'Transfer Switches', 2)).toEqual(both);
    expect(await search.inputValue()).toBe('');
    await expect.poll(brandShown).toBe('');

    await hide.click();
    await expect.poll(() => clearAll.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show Filters' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(consoleErrors).toEqual([]);
  });

  it('starts another service or category page with its own content and an empty search', async () => {
    await visit(page, '/services/installations');
    await page.getByRole('searchbox', { name: 'Search Installations services' }).fill('fire');
    // Through the navigation, in the same document: one page component serves every service page.
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Residential' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Residential');
    expect(await page.title()).toMatch(/^Residential · /);
    expect(await page.getByRole('searchbox', { name: 'Search Residential services' }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Products', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Standby Generators' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Standby Generators');
    await page.getByRole('searchbox', { name: 'Search standby generators' }).fill('diesel');
    await page.getByRole('button', { name: 'Products', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Fuel Tanks' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Fuel Tanks');
    expect(await page.getByRole('searchbox', { name: 'Search fuel tanks' }).inputValue()).toBe('');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/products\/fuel-tanks$/,
    );
    expect(consoleErrors).toEqual([]);
  });
});
