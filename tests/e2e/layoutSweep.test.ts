import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategories } from '../../src/content/catalogue/categories';
import { productPages } from '../../src/content/catalogue/products';
import { servicePages } from '../../src/content/services';
import { pathInLocale } from '../../src/shared/i18n/locales';
import { DEFAULT_ANSWERS, type SizingAnswers } from '../../src/shared/sizing/sizingAnswers';
import { sizingQuery } from '../../src/shared/sizing/sizingQuery';
import { bookFirstOpenWindow } from '../helpers/bookedVisit';
import { browserAvailability } from '../helpers/browser';
import { catalogTexts } from '../helpers/catalogTexts';
import { createSignedInUser } from '../helpers/sessionFixture';
import { clippedLabels, coveredControls, headerLayout, layoutGeometry, scrollToEnd } from './layoutChecks';
import { FrameStall, nextFrames, type Site, startSite } from './siteFixture';

// Issue 12's sweep: every public page (one product page of each category) and /register, in both themes at
// the widths where layouts switch, as a visitor sees them: no sideways scroll, every header control on
// screen, and no floating lead widget over a link, button or field at the top or at the bottom. Issue 39:
// the same pages in Spanish under /es/ (Spanish runs about 20 % longer), and in both languages no button,
// link or label whose text is cut off. Issue 41: cut text is also a line of text running past a box that
// clips it (layoutChecks); the dialogs and drawers a visitor opens are swept in dialogSweep.test.ts; a few
// pages are swept signed in too (SIGNED_IN_PAGES).

const availability = browserAvailability();

const SWEPT_HOUSE: SizingAnswers = {
  ...DEFAULT_ANSWERS,
  square_feet: 3200,
  ac_units: [
    { tons: 4, heat_kw: 10, soft_start: false },
    { tons: 2.5, heat_kw: 5, soft_start: true },
  ],
  well_pump_hp: 1.5,
  dryer: true,
  pool_pump: true,
};

const MANAGE_PAGE = '/appointments/manage/<booked>';

type Theme = 'dark' | 'light';

const WIDTHS = [320, 390, 768, 800, 992, 1024, 1100, 1280, 1920];
const PAGES = [
  '/',
  '/services',
  ...servicePages.map((page) => page.path),
  '/products',
  ...productCategories.map((category) => category.path),
  ...productCategories.map(
    (category) => productPages.find((page) => page.category.path === category.path)?.path ?? '',
  ),
  '/generator-sizing',
  // The sizing guide's result for a house with two air conditioners, reached by its shared address.
  `/generator-sizing?${sizingQuery(SWEPT_HOUSE, 'result')}`,
  '/locations',
  '/about',
  '/about/our-story',
  '/privacy-policy',
  '/terms-of-service',
  '/no/such/page',
  '/register',
  // A booked visit's manage page (issue 28), at the link its e-mails carry: booked before the sweep.
  MANAGE_PAGE,
];

/** The same pages in Spanish (issue 39), the manage page at its Spanish address too. */
const SPANISH_PAGES = PAGES.map((path) => pathInLocale(path, 'es'));

/**
 * Pages as a signed-in customer sees them (issue 41): the header's account menu takes the place of Login
 * and Register, in English and in Spanish, and the account pages themselves.
 */
const SIGNED_IN_PAGES = ['/', '/es/', '/products', '/profile', '/settings'];

interface SweptPage {
  path: string;
  signedIn: boolean;
  label: string;
}

const SWEPT: SweptPage[] = [
  ...[...PAGES, ...SPANISH_PAGES].map((path) => ({ path, signedIn: false, label: path })),
  ...SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true, label: `${path} signed in` })),
];

const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is wrong with the open page at one width, at its top and at its bottom, and its geometry at the top
 * (layoutGeometry), for the other theme to compare with.
 */
async function sweptAt(
  page: Page,
  width: number,
  where: string,
): Promise<{ problems: string[]; geometry: string }> {
  const problems: string[] = [];
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  const geometry = await layoutGeometry(page);
  const { scroll, outside } = await headerLayout(page);
  if (scroll > 0) problems.push(`${where}: scrolls ${scroll} px sideways`);
  if (outside.length > 0) problems.push(`${where}: header controls off the bar: ${outside.join(', ')}`);
  const clipped = await clippedLabels(page);
  if (clipped.length > 0) problems.push(`${where}: text cut off in ${clipped.join(', ')}`);
  const atTop = await coveredControls(page);
  if (atTop.length > 0) problems.push(`${where}, top: covered ${atTop.join(', ')}`);
  await scrollToEnd(page, () => nextFrames(page));
  const atBottom = await coveredControls(page);
  if (atBottom.length > 0) problems.push(`${where}, bottom: covered ${atBottom.join(', ')}`);
  return { problems, geometry };
}

/** The page's geometry at the top, as the checks at the top read it (layoutGeometry). */
async function geometryAtTop(page: Page): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  return layoutGeometry(page);
}

describe.skipIf(!availability.available)('layout sweep', () => {
  let web: Site;
  let manageToken = '';
  let signedInCookies: Record<string, unknown> = {};

  beforeAll(async () => {
    if (!availability.available) return;
    web = await startSite(availability.path);
    manageToken = (await bookFirstOpenWindow(web.server, 'sweep.visit@example.com')).manage_token;
    // A long name, as the account menu shows it: the header's tightest case.
    const name = { first_name: 'Maximiliana', last_name: 'Fernández-Villalobos' };
    const user = await createSignedInUser(web.server.database.db, name);
    signedInCookies = {
      authToken: user.token,
      authUser: { ...name, email: user.email, username: user.username, profileimg: null },
    };
  });
  afterAll(async () => {
    await web?.close();
  });

  // One test per page: each is a few seconds, so a slow moment of a loaded machine costs one test's margin,
  // not a single five-minute test's (it timed out once that way, 3x slower than usual). The dark theme is
  // swept in full; the light one is compared with it at every width, and swept in full wherever its
  // geometry differs (the themes change colours, not sizes: a full second sweep was a third of the suite).
  it.each(SWEPT)(
    'finds no problem on $label at any width in either theme',
    async ({ path, signedIn, label }) => {
      const problems: string[] = [];
      const errors: string[] = [];
      const manage = path === MANAGE_PAGE || path === pathInLocale(MANAGE_PAGE, 'es');
      const address = manage ? path.replace('<booked>', manageToken) : path;
      const cookies = signedIn ? signedInCookies : {};
      const openSwept = async (theme: Theme, width: number): Promise<Page> => {
        const opened = await web.open(address, { theme, width, cookies });
        errors.push(...opened.errors);
        // Signed in, swept once the bar shows the account menu, as the visitor sees it (the page is drawn
        // signed out until the app reads the session): at a width where the bar has it, then back.
        if (signedIn) {
          await opened.page.setViewportSize({ width: 1280, height: 800 });
          const account = catalogTexts(path.startsWith('/es/') ? 'es' : 'en')['userMenu.label'] ?? '';
          const [before = '', after = ''] = account.split('{username}').map(escapedForRegExp);
          const named = new RegExp(`^${before}.+${after}$`);
          await opened.page.getByRole('button', { name: named }).waitFor();
          await opened.page.setViewportSize({ width, height: 800 });
        }
        // Its visit is fetched after the page draws: swept once it shows, as a visitor would see it.
        if (manage) {
          const pickNewTime = catalogTexts(path.startsWith('/es/') ? 'es' : 'en')['manage.pickNewTime'];
          await opened.page.getByRole('button', { name: pickNewTime }).waitFor();
        }
        return opened.page;
      };
      // Chromium's compositor stopped drawing for a page now and then on a loaded machine (nextFrames): a
      // fresh page at this width says whether the page itself is at fault.
      const retriedOnStall = async <T>(
        theme: Theme,
        width: number,
        page: Page,
        look: (page: Page) => Promise<T>,
      ): Promise<[Page, T]> => {
        try {
          return [page, await look(page)];
        } catch (error) {
          if (!(error instanceof FrameStall)) throw error;
          const fresh = await openSwept(theme, width);
          return [fresh, await look(fresh)];
        }
      };
      const darkGeometry = new Map<number, string>();
      let page = await openSwept('dark', Math.min(...WIDTHS));
      for (const width of WIDTHS) {
        const where = `${label} at ${width} px, dark theme`;
        let found: { problems: string[]; geometry: string };
        [page, found] = await retriedOnStall('dark', width, page, (page) => sweptAt(page, width, where));
        problems.push(...found.problems);
        darkGeometry.set(width, found.geometry);
      }
      page = await openSwept('light', Math.min(...WIDTHS));
      for (const width of WIDTHS) {
        const where = `${label} at ${width} px, light theme`;
        let same: boolean;
        [page, same] = await retriedOnStall('light', width, page, async (page) => {
          await page.setViewportSize({ width, height: 800 });
          return (await geometryAtTop(page)) === darkGeometry.get(width);
        });
        if (same) continue;
        let found: { problems: string[] };
        [page, found] = await retriedOnStall('light', width, page, (page) => sweptAt(page, width, where));
        problems.push(...found.problems);
      }
      problems.push(...errors.map((error) => `${label}: ${error}`));
      expect(problems).toEqual([]);
    },
  );
});
