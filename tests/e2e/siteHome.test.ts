import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonialRows } from '../../src/content/testimonials';
import { browserAvailability } from '../helpers/browser';
import { nextFrames, type Site, startSite } from './siteFixture';

const availability = browserAvailability();

/** The names in one copy of a row, in order. */
const names = (group: Locator) => group.locator('figcaption span:first-child').allTextContents();

/** The track's horizontal offset (px) at a given point of its animation, set through Web Animations. */
async function offsetAt(track: Locator, fraction: number): Promise<number> {
  return track.evaluate((element, at) => {
    const [animation] = element.getAnimations();
    if (!animation) throw new Error('the track is not animated');
    const duration = Number(animation.effect?.getComputedTiming().duration);
    animation.pause();
    animation.currentTime = duration * at;
    return new DOMMatrix(getComputedStyle(element).transform).m41;
  }, fraction);
}

/** Scrolls so that `share` of the section (or of the viewport, for a tall one) is on screen. */
async function revealShare(page: Page, selector: string, share: number): Promise<void> {
  await page.evaluate(
    ({ selector, share }) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`${selector} not found`);
      const rect = element.getBoundingClientRect();
      const visible = share * Math.min(rect.height, window.innerHeight);
      window.scrollTo(0, window.scrollY + rect.top - (window.innerHeight - visible));
    },
    { selector, share },
  );
  await nextFrames(page);
}

describe.skipIf(!availability.available)('home page', () => {
  let web: Site;

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  it('shows the highlights, the estimate section, the why-choose-us cards and the services showcase', async () => {
    const { page, errors } = await web.open('/');
    for (const title of ['Reliability', 'Availability', 'Serviceability']) {
      expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
    }
    const estimate = page.locator('section#estimate');
    expect(await estimate.getByRole('heading', { name: 'Get a free estimate' }).count()).toBe(1);
    // The form inside is the leads suite's; the page only has to place it here.
    expect(await estimate.locator('form, [data-estimate-slot]').count()).toBeGreaterThan(0);
    for (const title of ['Reliable service', 'Safety and peace of mind', '24/7 support']) {
      expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
    }
    for (const [title, href] of [
      ['Firepumps', '/services/firepumps'],
      ['Installation', '/services/installations'],
      ['Load Bank', '/services/maintenance-repairs'],
      ['Preventative Maintenance', '/services/maintenance-repairs'],
    ]) {
      const card = page
        .locator('li')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      expect(await card.getByRole('link').getAttribute('href')).toBe(href);
    }
    // Built without a measurement id: no analytics script, no queue, no request to the analytics host.
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(resources.filter((url) => url.includes('googletagmanager'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('runs two rows of five testimonials, each copied once for the loop, in opposite directions', async () => {
    const { page } = await web.open('/');
    const rows = page.locator('[data-testimonial-row]');
    expect(await rows.count()).toBe(2);
    const originals: string[] = [];
    for (const [index, expected] of testimonialRows.entries()) {
      const row = rows.nth(index);
      const original = row.locator('[data-copy="original"]');
      const duplicate = row.locator('[data-copy="duplicate"]');
      expect(await names(original)).toEqual(expected.map((t) => t.name));
      expect(await names(duplicate)).toEqual(expected.map((t) => t.name));
      expect(await duplicate.getAttribute('aria-hidden')).toBe('true');
      originals.push(...(await names(original)));
    }
    expect(new Set(originals).size).toBe(10);

    const first = rows.nth(0).locator('[data-copy]').first().locator('..');
    const second = rows.nth(1).locator('[data-copy]').first().locator('..');
    const width = await first.evaluate((el) => (el as HTMLElement).offsetWidth);
    // Row one slides left by exactly one copy (half the track), row two slides right.
    expect(await offsetAt(first, 0)).toBeCloseTo(0, 0);
    expect(await offsetAt(first, 0.5)).toBeCloseTo(-width / 4, 0);
    expect(await offsetAt(first, 0.999)).toBeCloseTo(-width / 2, -1);
    expect(await offsetAt(second, 0)).toBeLessThan(await offsetAt(second, 0.5));
  });

  it('pauses the rows with the Pause button and stops them for reduced motion', async () => {
    const { page } = await web.open('/');
    const track = page.locator('[data-testimonial-row] > div').first();
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await playState()).toBe('running');
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await expect.poll(playState).toBe('paused');
    await page.getByRole('button', { name: 'Play testimonials' }).click();
    await expect.poll(playState).toBe('running');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => track.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await page.locator('[data-copy="duplicate"]').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Pause testimonials' }).isVisible()).toBe(false);
  });

  it('reveals a section once 30 percent of it is visible', async () => {
    const { page } = await web.open('/', { width: 1280, height: 800 });
    const section = page.locator('section[aria-labelledby="testimonials-heading"]');
    // Below the fold, the section is hidden once its part of the page has hydrated.
    await expect.poll(() => section.getAttribute('data-reveal')).toBe('waiting');
    expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await revealShare(page, 'section[aria-labelledby="testimonials-heading"]', 0.2);
    expect(await section.getAttribute('data-reveal')).toBe('waiting');
    await revealShare(page, 'section[aria-labelledby="testimonials-heading"]', 0.36);
    await expect.poll(() => section.getAttribute('data-reveal')).toBe('shown');
  });

  it('keeps every section visible without motion for reduced-motion users', async () => {
    const { page } = await web.open('/', { reducedMotion: 'reduce' });
    const states = await page
      .locator('[data-reveal]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-reveal')));
    expect(states.length).toBeGreaterThanOrEqual(4);
    expect(new Set(states)).toEqual(new Set(['idle']));
  });

  it('draws the why-choose-us icons at 3:1 or more against their amber disc, in both themes', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const { page } = await web.open('/', { theme });
      const pairs = await page
        .locator('ul .mantine-ThemeIcon-root:not([data-variant])')
        .evaluateAll((icons) =>
          icons.map((icon) => [
            getComputedStyle(icon).backgroundColor,
            getComputedStyle(icon.querySelector('svg') ?? icon).color,
          ]),
        );
      expect(pairs.length).toBe(3);
      for (const [disc, stroke] of pairs)
        expect(contrast(disc ?? '', stroke ?? '')).toBeGreaterThanOrEqual(3);
    }
  });
});

/** WCAG contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}
