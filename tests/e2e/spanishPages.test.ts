import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutPage, ourStory } from '../../src/content/es/about';
import { hero, testimonialsIntro } from '../../src/content/es/home';
import { locationsMeta } from '../../src/content/es/locations';
import { servicePages, servicesOverview } from '../../src/content/es/services';
import { browserAvailability } from '../helpers/browser';
import { clippedLabels, headerLayout } from './layoutChecks';
import { type Site, startSite, VARIANTS } from './siteFixture';

// Issue 39: the marketing pages in Spanish (home, services, a service page, about, our story, locations), as
// the Spanish build serves them under /es/: their Spanish texts, their links kept under /es/ (only the
// language switch, marked with hreflang, leads to English), and no label clipped at phone or desktop width,
// in either theme from 320 px (Spanish runs about 20 % longer).

const availability = browserAvailability();

/** The fixture's variants (both themes at 375 and 1280 px) and the narrowest phone the layout sweep checks. */
const WIDTHS = [...VARIANTS, { theme: 'dark', width: 320 }, { theme: 'light', width: 320 }] as const;

const PAGES: readonly { path: string; h1: string }[] = [
  { path: '/es/', h1: hero.title },
  { path: '/es/services', h1: servicesOverview.title },
  { path: '/es/services/installations', h1: servicePages[0]?.title ?? '' },
  { path: '/es/about', h1: aboutPage.title },
  { path: '/es/about/our-story', h1: ourStory.title },
  { path: '/es/locations', h1: locationsMeta.title },
];

describe.skipIf(!availability.available)('the marketing pages in Spanish', () => {
  let web: Site;

  beforeAll(async () => {
    if (availability.available) web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  for (const { path, h1 } of PAGES) {
    it(`${path}: Spanish heading, links under /es/, nothing clipped in either theme at 320, 375 and 1280 px`, async () => {
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
        expect(
          (await headerLayout(page)).scroll,
          `${path} ${theme} ${width} scrolls sideways`,
        ).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      }
    });
  }

  it('home: the testimonials say they are translations and their pause button is Spanish', async () => {
    const { page } = await web.open('/es/', { width: 375 });
    expect(await page.getByText(testimonialsIntro.intro).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Pausar opiniones' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Opiniones de clientes, fila 1 de 2' }).count()).toBe(1);
  });

  it('services: a "Más información" link per service, each to its Spanish page', async () => {
    const { page } = await web.open('/es/services', { width: 375 });
    const links = page.getByRole('link', { name: /^Más información sobre / });
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      servicePages.map((service) => `/es${service.path}`),
    );
  });

  it('a service page: the search counts and its empty result read in Spanish', async () => {
    const { page } = await web.open('/es/services/installations', { width: 375 });
    expect(await page.getByText('Mostrando 11 de 11 servicios').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Buscar en Instalaciones' }).fill('zzzz');
    await page.getByText('Mostrando 0 de 11 servicios').waitFor();
    expect(await page.getByText('Ningún servicio coincide con “zzzz”').count()).toBe(1);
    await page.getByRole('button', { name: 'Ver todos los servicios' }).click();
    await page.getByText('Mostrando 11 de 11 servicios').waitFor();
  });
});
