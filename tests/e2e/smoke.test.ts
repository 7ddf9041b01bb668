import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, visit } from '../helpers/browser';
import { type SingleTab, startSingleTab } from './siteFixture';

const availability = browserAvailability();

describe.skipIf(!availability.available)('smoke: the built site in Chromium', () => {
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

  it('loads the home page with its heading and the dark theme by default', async () => {
    await visit(page, '/');
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');
    expect(consoleErrors).toEqual([]);
  });

  it('toggles the theme and keeps it after a reload', async () => {
    await page.getByRole('switch', { name: 'Dark theme' }).first().click({ force: true });
    await expect.poll(() => page.locator('body').getAttribute('data-theme')).toBe('light');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'theme');
    expect(cookie && decodeURIComponent(cookie.value)).toBe('"light"');
    await page.reload();
    await expect.poll(() => page.locator('body').getAttribute('data-theme')).toBe('light');
  });

  it('shows the 404 page for an unknown path and its button returns home', async () => {
    await visit(page, '/nope');
    await expect.poll(() => page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    expect(await page.getByText('Page Not Found').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back to Homepage' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
