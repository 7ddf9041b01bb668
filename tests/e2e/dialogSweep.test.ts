import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale, pathInLocale } from '../../src/shared/i18n/locales';
import { uniqueEmail } from '../helpers/accounts';
import { browserAvailability } from '../helpers/browser';
import { catalogTexts } from '../helpers/catalogTexts';
import { clippedLabels } from './layoutChecks';
import { animationsDone, nextFrames, type Site, startSite } from './siteFixture';

// Issue 41: the layout sweep's check for cut-off text (layoutChecks.clippedLabels), in the dialogs and
// drawers a visitor opens rather than the pages: the menu drawer, the login dialog, the Get Estimate drawer,
// the inquiry list drawer, and the thank-you dialog after an estimate request through each step of booking
// its visit (offered, the day and window picker, the address, the e-mailed code). Each is opened once per
// language, then looked at in both themes (switched on the page, as the theme switch does, so nothing is
// sent again) at the phone and tablet widths where labels run short of room (Spanish is about 20 % longer).

const availability = browserAvailability();

const WIDTHS = [320, 390, 768];
/** The menu's burger shows below 768 px only: a visitor cannot open the drawer wider. */
const PHONE_WIDTHS = [320, 390];
const THEMES = ['light', 'dark'] as const;

/** A language's catalog text by id, failing loudly on an id that is not there. */
function textsOf(locale: Locale): (id: string) => string {
  const texts = catalogTexts(locale);
  return (id) => {
    const text = texts[id];
    if (text === undefined) throw new Error(`no ${locale} text ${id}`);
    return text;
  };
}

/** What is cut off in the open dialog named `name`, at each width in each theme. */
async function sweptDialog(page: Page, name: string, where: string, widths = WIDTHS): Promise<string[]> {
  const problems: string[] = [];
  const dialog = page.getByRole('dialog', { name });
  for (const width of widths) {
    for (const theme of THEMES) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(
        (scheme) => document.documentElement.setAttribute('data-mantine-color-scheme', scheme),
        theme,
      );
      await dialog.waitFor();
      await nextFrames(page);
      await animationsDone(page);
      const cut = await clippedLabels(page, '[role="dialog"]');
      if (cut.length > 0) {
        problems.push(
          `${where}, "${name}" at ${width} px, ${theme} theme: text cut off in ${cut.join(', ')}`,
        );
      }
    }
  }
  return problems;
}

describe.skipIf(!availability.available)('dialog sweep', () => {
  let web: Site;

  beforeAll(async () => {
    if (!availability.available) return;
    web = await startSite(availability.path);
  });
  afterAll(async () => {
    await web?.close();
  });

  describe.each(LOCALES)('in %s', (locale) => {
    const say = textsOf(locale);
    const at = (path: string) => pathInLocale(path, locale);

    /** Opens `path` at `width` and hands back the page with what was sent to its console as errors. */
    async function opened(path: string, width: number) {
      const { page, errors } = await web.open(at(path), { theme: 'light', width });
      return { page, errors, where: at(path) };
    }

    it('finds no cut-off text in the menu drawer', async () => {
      const { page, errors, where } = await opened('/services', 320);
      await page.getByRole('button', { name: say('menu.open'), exact: true }).click();
      const problems = await sweptDialog(page, say('menu.title'), where, PHONE_WIDTHS);
      expect([...problems, ...errors]).toEqual([]);
    });

    it('finds no cut-off text in the login dialog', async () => {
      const { page, errors, where } = await opened('/about', 768);
      await page.getByRole('button', { name: say('header.login'), exact: true }).click();
      const problems = await sweptDialog(page, say('account.signInTitle'), where);
      expect([...problems, ...errors]).toEqual([]);
    });

    it('finds no cut-off text in the Get Estimate drawer', async () => {
      const { page, errors, where } = await opened('/locations', 390);
      await page.getByRole('button', { name: say('estimate.tab'), exact: true }).click();
      const problems = await sweptDialog(page, say('estimate.drawerTitle'), where);
      expect([...problems, ...errors]).toEqual([]);
    });

    it('finds no cut-off text in the inquiry list drawer', async () => {
      const { page, errors, where } = await opened('/products/portable-generators', 390);
      await page
        .getByRole('button', { name: say('catalogue.addToInquiry'), exact: true })
        .first()
        .click();
      await page.getByTestId('inquiry-count').getByText('1', { exact: true }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${say('inquiry.title')}\\s*,`) }).click();
      const problems = await sweptDialog(page, say('inquiry.title'), where);
      expect([...problems, ...errors]).toEqual([]);
    });

    it('finds no cut-off text in the thank-you dialog through each step of booking the visit', async () => {
      const { page, errors, where } = await opened('/locations', 390);
      await page.getByRole('button', { name: say('estimate.tab'), exact: true }).click();
      const form = page.getByRole('dialog', { name: say('estimate.drawerTitle') });
      await form.getByLabel(say('estimate.firstName')).fill('Rosa');
      await form.getByLabel(say('estimate.lastName')).fill('Alvarez');
      await form.locator('input[type="email"]').fill(uniqueEmail(`sweep-${locale}`));
      await form.locator('input[type="tel"]').fill('(813) 555-0123');
      await form.getByLabel(say('estimate.city')).selectOption('Tampa');
      await form.getByLabel(say('estimate.service')).selectOption({ label: say('serviceType.4') });
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: say('estimate.submit') }).click();

      const title = say('thankYou.title');
      const thanks = page.getByRole('dialog', { name: title });
      const pickTime = thanks.getByRole('button', { name: say('booking.pickTime') });
      await pickTime.waitFor();
      const problems = await sweptDialog(page, title, `${where}, offered a visit`);

      await page.setViewportSize({ width: 390, height: 800 });
      await pickTime.click();
      const openDays = thanks.locator('button[aria-pressed]:not([disabled])');
      await openDays.first().click();
      problems.push(...(await sweptDialog(page, title, `${where}, picking a window`)));

      await page.setViewportSize({ width: 390, height: 800 });
      const windows = new RegExp(`^(${say('visit.morning')}|${say('visit.afternoon')}), `);
      await thanks.getByRole('button', { name: windows }).first().click();
      await thanks.getByRole('heading', { name: say('booking.confirmHeading') }).waitFor();
      problems.push(...(await sweptDialog(page, title, `${where}, confirming the visit`)));

      await page.setViewportSize({ width: 390, height: 800 });
      await thanks.getByLabel(say('booking.address')).fill('1200 Bayshore Blvd');
      await thanks.getByRole('button', { name: say('booking.confirm') }).click();
      await thanks.getByLabel(say('booking.codeLabel')).waitFor();
      problems.push(...(await sweptDialog(page, title, `${where}, the e-mailed code`)));
      expect([...problems, ...errors]).toEqual([]);
    });
  });
});
