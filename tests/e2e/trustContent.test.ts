import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/content/locations';
import { site } from '../../src/content/site';
import { trustDetails } from '../../src/content/trust';
import { browserAvailability } from '../helpers/browser';
import { type Site, startSite } from './siteFixture';

// Issue 12: what a customer comparing dealers checks (licence, insurance, warranty, financing, hours, the
// 24/7 line, each base's address and phone) is on the pages, in the served HTML, and the 404 page helps on.

const availability = browserAvailability();

describe.skipIf(!availability.available)('trust content and the helpful 404', () => {
  let web: Site;

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  const html = async (path: string) => (await fetch(`${web.server.url}${path}`)).text();

  it('/locations serves each base with its address, phone and hours, a drawn map and the 24/7 line', async () => {
    const page = await html('/locations');
    for (const location of locations) {
      expect(page).toContain(location.address.street);
      expect(page).toContain(`href="${location.phone.href}"`);
    }
    expect(page).toContain(`href="${site.trust.emergency.href}"`);
    expect(page).toContain('Map of Florida with our bases in Orlando, FL, Tampa, FL, Jacksonville, FL');
    for (const line of site.trust.hours) expect(page).toContain(line.hours);
    // The map is drawn in the page: no map service's script or picture.
    expect(page).not.toMatch(/maps\.google|openstreetmap|mapbox/i);
  });

  it('/about and /locations name the licence, insurance, certifications, warranty and financing', async () => {
    for (const path of ['/about', '/locations']) {
      const page = await html(path);
      expect(page).toContain(site.trust.licence.number);
      for (const text of [trustDetails.insurance, trustDetails.warranty, trustDetails.financing]) {
        expect(page).toContain(text);
      }
      for (const certification of trustDetails.certifications) expect(page).toContain(certification);
    }
  });

  it('every page footer shows the 24/7 line and the licence', async () => {
    const { page } = await web.open('/services');
    const footer = page.locator('footer');
    expect(
      await footer
        .getByRole('link', { name: `24/7 emergency: ${site.trust.emergency.display}` })
        .getAttribute('href'),
    ).toBe(site.trust.emergency.href);
    expect(await footer.textContent()).toContain(site.trust.licence.number);
  });

  it('the 404 page offers popular pages and a search that leads to a product', async () => {
    const res = await fetch(`${web.server.url}/generators-for-sale`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Popular pages');
    const { page, errors } = await web.open('/generators-for-sale');
    const links = page.getByRole('main').getByRole('link');
    expect(await links.filter({ hasText: 'Standby Generators' }).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('sd 30');
    await expect.poll(() => page.getByText('1 page matches').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Standby SD 30 Diesel Generator' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products/standby-generators/sd-30');
    await page.getByRole('heading', { level: 1, name: 'Standby SD 30 Diesel Generator' }).waitFor();
    expect(errors).toEqual([]);
  });
});
