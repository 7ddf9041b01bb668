import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategories } from '../../src/content/catalogue/categories';
import { addDays, localDateOf } from '../../src/shared/appointments';
import { insightTexts, presetPeriod } from '../../src/shared/insightsPeriod';
import { inquiryEntryName } from '../../src/shared/leads';
import {
  jsonRequest,
  randomPrivateIp,
  type SignedUpAccount,
  signUpUser,
  uniqueEmail,
} from '../helpers/accounts';
import { browserAvailability, visit } from '../helpers/browser';
import { COMPANY, toCompany } from '../helpers/leadsSuite';
import type { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestServer } from '../helpers/testServer';
import { signInWithCode, turnTwoFactorOn } from '../helpers/twoFactorFlow';
import { type AccountSite, startAccountSite } from './accountFixture';
import { recordConsoleErrors, signInByCookies } from './accountSteps';
import { axeViolations, type ThemeName } from './siteFixture';

// Issue 40's Insights tab in Chromium, as staff signed in with a second factor, against three leads whose
// figures are known: an estimate from Tampa today (heard of us on Google, called back after 4 minutes), an
// estimate from Orlando 20 days ago (a friend's referral) and an inquiry today for one catalogue product.
// The last 7 days count two of them, the last 30 all three, and a from–to around 20 days ago the one. The
// tables are read as a person (or a screen reader) reads them; a table downloads as its CSV; the page
// prints one chart per sheet; axe is clean at 390 and 1,280 px in both themes (INSIGHTS_SHOTS=<dir> keeps
// screenshots of each).

const availability = browserAvailability();
const product = productCategories[0]?.items[0];
const productName = product ? inquiryEntryName(product.category, product.name) : '';
const categoryTitle = productCategories[0]?.title ?? '';

describe.skipIf(!availability.available)('the Insights tab in the browser', () => {
  let site: AccountSite;
  let server: TestServer;
  let browser: Browser;
  let smtp: SmtpReceiver;
  let staffSession: SignedUpAccount;
  const consoleErrors: string[] = [];
  const staffEmail = uniqueEmail('owner');
  const today = localDateOf(new Date());

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await server.fetch(`/api${path}`, jsonRequest('POST', body, { ip: randomPrivateIp() }));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Record<string, unknown>;
  }

  async function estimate(lastName: string, city: string, serviceTypeId: number, heardAboutId: number) {
    const guest = await post('/guests/create', {
      first_name: 'Grace',
      last_name: lastName,
      email: `grace.${lastName.toLowerCase()}@example.com`,
      phone_number: '(407) 555-0142',
      city,
    });
    await post('/guest/service-request', {
      guest_id: (guest.payload as { id: string }).id,
      service_type_id: serviceTypeId,
      request_description: 'A standby generator for the whole house before the season.',
      heard_about_option_id: heardAboutId,
    });
    await smtp.waitFor(toCompany(lastName));
  }

  beforeAll(async () => {
    if (!availability.available) return;
    site = await startAccountSite(availability.path, { STAFF_EMAILS: staffEmail, COMPANY_EMAIL: COMPANY });
    ({ server, browser, smtp } = site);
    const staff = await signUpUser(server, smtp, {
      email: staffEmail,
      first_name: 'Olga',
      last_name: 'Owner',
    });
    const { secret } = await turnTwoFactorOn(server, staff);
    staffSession = { ...staff, token: (await signInWithCode(server, staff, secret)).token };

    await estimate('Tampa', 'Tampa', 2, 1);
    await estimate('Orlando', 'Orlando', 1, 3);
    await post('/email/inquiry', {
      name: 'Ada Byron',
      email: 'ada@example.com',
      phone: '904.555.0100',
      products: [{ name: productName, message: 'Two units by June' }],
    });
    const { db } = server.database;
    // The Orlando request came 20 days ago; the Tampa one was called back 4 minutes after it came.
    await db.execute(
      sql`update leads set created_at = created_at - interval '20 days' where city = 'Orlando'`,
    );
    await db.execute(sql`
      update leads set status = 'contacted', first_contact_at = created_at + interval '4 minutes',
        first_contact_channel = 'called'
      where city = 'Tampa'`);
  });

  afterAll(async () => {
    await site?.close();
  });

  async function openInsights(
    width: number,
    theme: ThemeName,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    recordConsoleErrors(page, consoleErrors);
    await signInByCookies(context, server.url, staffSession, theme);
    await visit(page, '/staff');
    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect.poll(() => page.getByRole('table', { name: /^Leads per day/ }).isVisible()).toBe(true);
    return { context, page };
  }

  /** The cells of a table's row, found by the text of its first cell. */
  async function rowOf(page: Page, table: RegExp, first: string): Promise<string[]> {
    const row = page
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({
        has: page.getByRole('rowheader', { name: first, exact: true }),
      });
    return row.locator('th, td').allTextContents();
  }

  /** The period line under the picker, once it says the period chosen and its figures have come. */
  async function showsPeriod(page: Page, from: string, to: string): Promise<void> {
    const day = (date: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }).format(new Date(`${date}T00:00:00Z`));
    await expect
      .poll(() => page.getByTestId('insights-period').textContent())
      .toContain(`${day(from)} to ${day(to)}`);
    await expect.poll(() => page.getByRole('status').count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: /^Leads per/ })
          .getByRole('caption')
          .textContent(),
      )
      .toContain(`${day(from)} to ${day(to)}`);
  }

  it('shows the figures of each period, as tables that read the seed', async () => {
    const { context, page } = await openInsights(1280, 'light');
    // The first period is the last 30 days: all three leads.
    const month = presetPeriod('30', today);
    await showsPeriod(page, month.from, month.to);
    expect(await rowOf(page, /^Leads per day/, 'Total')).toEqual(['Total', '2', '1', '3', '', '0']);
    expect(await rowOf(page, /^Cities/, 'Tampa')).toEqual(['Tampa', '1', '50%']);
    expect(await rowOf(page, /^Cities/, 'Orlando')).toEqual(['Orlando', '1', '50%']);
    expect(await rowOf(page, /^Where leads come from/, 'Google Search')).toEqual([
      'Google Search',
      '1',
      '50%',
    ]);
    expect(await rowOf(page, /^Where leads come from/, 'Friend/Family Referral')).toEqual([
      'Friend/Family Referral',
      '1',
      '50%',
    ]);

    // The last 7 days: the Tampa estimate and the inquiry.
    await page.getByText('7 days', { exact: true }).click();
    const week = presetPeriod('7', today);
    await showsPeriod(page, week.from, week.to);
    expect(await rowOf(page, /^Leads per day/, 'Total')).toEqual(['Total', '1', '1', '2', '', '0']);
    expect(await rowOf(page, /^Leads per day/, today)).toEqual([
      today,
      '1',
      '1',
      '2',
      addDays(today, -7),
      '0',
    ]);
    expect(
      await page
        .getByRole('table', { name: /^Cities/ })
        .getByRole('rowheader')
        .allTextContents(),
    ).toEqual(['Tampa']);
    expect(await rowOf(page, /^Leads received/, 'New')).toEqual(['New', '2', '—']);
    expect(await rowOf(page, /^Leads received/, 'Contacted')).toEqual(['Contacted', '1', '50% of new']);
    expect(await rowOf(page, /^Leads received/, 'Lost')).toEqual(['Lost', '0', '0% of new']);
    const speed = page.getByRole('table', { name: /^Time from a lead's arrival/ });
    const thisWeek = speed
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '4.0', exact: true }) });
    expect((await thisWeek.locator('th, td').allTextContents()).slice(1)).toEqual([
      '2',
      '1',
      '4.0',
      '4.0',
      '50%',
      '50%',
    ]);
    expect(await rowOf(page, /^Product categories asked about/, categoryTitle)).toEqual([
      categoryTitle,
      '1',
      '100%',
    ]);
    expect(await rowOf(page, /^Services asked for/, 'Maintenance & Repairs')).toEqual([
      'Maintenance & Repairs',
      '1',
      '100%',
    ]);

    // A from–to the wrong way round is refused with the reason; one around 20 days ago shows the Orlando lead.
    await page.getByText('From–to', { exact: true }).click();
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await from.fill(addDays(today, -10));
    await to.fill(addDays(today, -25));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(insightTexts.reversed);
    await from.fill(addDays(today, -25));
    await to.fill(addDays(today, -15));
    await page.getByRole('button', { name: 'Show' }).click();
    await showsPeriod(page, addDays(today, -25), addDays(today, -15));
    expect(await rowOf(page, /^Leads per day/, 'Total')).toEqual(['Total', '1', '0', '1', '', '0']);
    expect(
      await page
        .getByRole('table', { name: /^Cities/ })
        .getByRole('rowheader')
        .allTextContents(),
    ).toEqual(['Orlando']);

    // The cities' table as a file: formula-safe CSV with a byte-order mark, named by its period.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV: Cities' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `insights-cities-${addDays(today, -25)}-to-${addDays(today, -15)}.csv`,
    );
    expect(await readFile(await download.path(), 'utf8')).toBe(
      '\uFEFFCity,Leads,Share\r\nOrlando,1,100%\r\n',
    );

    // Printed: one chart and its table per sheet, without the picker's or the downloads' buttons.
    await page.emulateMedia({ media: 'print' });
    const sheets = await page
      .locator('section[aria-labelledby^="insights-"]')
      .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).breakAfter));
    expect(sheets).toHaveLength(8);
    expect(sheets.slice(0, -1).every((value) => value === 'page')).toBe(true);
    expect(await page.getByRole('radiogroup').isVisible()).toBe(false);
    expect(
      await page
        .getByRole('button', { name: /^Download CSV/ })
        .first()
        .isVisible(),
    ).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  it.each([
    { theme: 'dark', width: 390 },
    { theme: 'light', width: 390 },
    { theme: 'dark', width: 1280 },
    { theme: 'light', width: 1280 },
  ] as const)('passes axe-core ($theme, $width px)', async ({ theme, width }) => {
    const { context, page } = await openInsights(width, theme);
    // Charts draw once they are measured; a person reads them after that.
    await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const shots = process.env.INSIGHTS_SHOTS;
    if (shots) await page.screenshot({ path: `${shots}/insights-${width}-${theme}.png`, fullPage: true });
    await context.close();
  });

  it('logs no console error', () => {
    expect(consoleErrors).toEqual([]);
  });
});
