import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/content/locations';
import { site } from '../../src/content/site';
import { browserAvailability } from '../helpers/browser';
import { axeViolations, type Site, startSite, VARIANTS } from './siteFixture';

const availability = browserAvailability();

// The pages of the site chrome work: home, locations, about, story and the two legal pages.
const PAGES: Record<string, string> = {
  '/': 'Backup power that starts when the storm hits',
  '/locations': 'Our service areas in Florida',
  '/about': `About ${site.companyName}`,
  '/about/our-story': 'Our story',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
};

describe.skipIf(!availability.available)('information pages', () => {
  let web: Site;

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  it("preload and use the self-hosted Inter, not the visitor's fonts", async () => {
    const html = await (await fetch(`${web.server.url}/about`)).text();
    const preload =
      /<link rel="preload" href="(\/assets\/inter-latin-wght-normal-[^"]+\.woff2)" as="font"/.exec(html);
    expect(preload).not.toBeNull();
    const { page } = await web.open('/about');
    const inter = await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded = [...document.fonts]
        .filter((font) => font.status === 'loaded')
        .map((font) => font.family);
      return { loaded, body: getComputedStyle(document.body).fontFamily };
    });
    expect(inter.loaded).toContain('Inter Variable');
    expect(inter.body.startsWith('"Inter Variable"')).toBe(true);
  });

  it('give every page one h1 and its own title and meta description', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path, heading] of Object.entries(PAGES)) {
      const { page } = await web.open(path);
      expect(await page.locator('h1').allTextContents()).toEqual([heading]);
      const description = page.locator('meta[name="description"]');
      expect(await description.count()).toBe(1);
      titles.add(await page.title());
      descriptions.add((await description.getAttribute('content')) ?? '');
      expect(await page.locator('header').count()).toBe(1);
      expect(await page.locator('main').count()).toBe(1);
      expect(await page.locator('footer').count()).toBe(1);
      expect(await page.locator('img:not([alt])').count()).toBe(0);
    }
    expect(titles.size).toBe(Object.keys(PAGES).length);
    expect(descriptions.size).toBe(Object.keys(PAGES).length);
  });

  const axeCases = VARIANTS.flatMap((variant) => Object.keys(PAGES).map((path) => ({ ...variant, path })));

  it.each(axeCases)(
    '$path passes axe-core with no violations ($theme, $width px)',
    async ({ theme, width, path }) => {
      // Reduced motion, so no section is caught half-way through its fade-in.
      const { page, errors } = await web.open(path, { theme, width, reducedMotion: 'reduce' });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it.each(['/privacy-policy', '/terms-of-service'])(
    '%s carries the date, age and contact, and leads back home',
    async (path) => {
      const { page } = await web.open(path);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('Last updated August 17, 2025');
      expect(text).toContain('18 or older');
      expect(await page.locator(`main a[href="mailto:${site.email}"]`).count()).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    },
  );

  it('lists the three cities with their anchors, areas and phone', async () => {
    const { page } = await web.open('/locations');
    expect(locations.map((location) => location.city)).toEqual(site.cities);
    for (const location of locations) {
      const card = page.locator(`#${location.city.toLowerCase()}`);
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(`${location.city}, FL`);
      expect(await card.getByRole('heading', { name: 'Areas served' }).count()).toBe(1);
      expect(await card.locator(`a[href="${location.phone.href}"]`).count()).toBe(1);
    }
  });

  it('tells the founder’s story of peace of mind during storm outages', async () => {
    const { page } = await web.open('/about/our-story');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('peace of mind');
    expect(text).toMatch(/storms? knock the power out/);
  });
});
