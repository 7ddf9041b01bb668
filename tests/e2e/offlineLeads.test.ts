import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategory } from '../../src/content/catalogue/categories';
import { offlineLeadTexts } from '../../src/shared/offlineLeads';
import { browserAvailability, launchChromium, themedContext, visit } from '../helpers/browser';
import { COMPANY } from '../helpers/leadsSuite';
import { english } from '../helpers/shownText';
import { startSiteServer } from '../helpers/siteServer';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestServer } from '../helpers/testServer';
import { axeViolations } from './siteFixture';

// Issue 29, item 2, in Chromium: a guest's inquiry and estimate request written while the network is away
// are kept on the phone (IndexedDB), the visitor is told so, and they reach the company exactly once when
// the visitor is back online, after the page that saved them was closed.

const availability = browserAvailability();

describe.skipIf(!availability.available)('leads written offline', () => {
  let receiver: SmtpReceiver;
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!availability.available) return;
    receiver = new SmtpReceiver();
    await receiver.start();
    server = await startSiteServer({ SMTP_URL: receiver.url, COMPANY_EMAIL: COMPANY });
    browser = await launchChromium(availability.path);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await receiver?.stop();
  });

  const newContext = (width: number, theme: 'dark' | 'light') =>
    themedContext(browser, server.url, width, theme);

  const toCompany = (subject: string) =>
    receiver.messages.filter(
      (m) => m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').startsWith(subject),
    );

  /** How many leads the phone still keeps (the outbox's IndexedDB store, as DevTools would show it). */
  const savedOnPhone = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open('sunshine-offline');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const count = opening.result.transaction('leads').objectStore('leads').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    );

  /** Back online in a new page of the same browser profile: the saved lead goes once the page is live. */
  async function comeBackOnline(context: BrowserContext, subject: string): Promise<Page> {
    await context.setOffline(false);
    const page = await context.newPage();
    await visit(page, '/about');
    await page.getByText(english(offlineLeadTexts.sent(1))).waitFor();
    await receiver.waitFor(
      (m) => m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').startsWith(subject),
    );
    // Nothing is left to send again: the lead left the phone once it was answered.
    expect(await savedOnPhone(page)).toBe(0);
    expect(toCompany(subject)).toHaveLength(1);
    return page;
  }

  it('keeps an inquiry written offline and sends it once when the visitor is back', async () => {
    const context = await newContext(390, 'light');
    const page = await context.newPage();
    const [item] = productCategory('fuel-tanks').items;
    if (!item) throw new Error('the fuel tank page needs a product');
    await visit(page, '/products/fuel-tanks');
    await page
      .locator('.mantine-Card-root', { has: page.getByRole('heading', { name: item.name, exact: true }) })
      .getByRole('button', { name: /Add to Inquiry/ })
      .click();
    await page.getByRole('button', { name: /^Inquiry List\s*,/ }).click();
    const panel = page.getByRole('dialog', { name: 'Inquiry List' });
    await panel.getByLabel(/^Name/).fill('Iris Offline');
    await panel.getByLabel(/^E-mail/).fill('iris.offline@example.com');
    await panel.getByLabel(/^Phone/).fill('(407) 555-0161');
    await context.setOffline(true);
    await panel.getByRole('button', { name: 'Send Inquiry' }).click();
    await panel.getByText(english(offlineLeadTexts.saved)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await savedOnPhone(page)).toBe(1);
    expect(toCompany('Inquiry: Iris Offline')).toHaveLength(0);
    await page.close();

    await comeBackOnline(context, 'Inquiry: Iris Offline');
    await context.close();
  });

  it('keeps an estimate request written offline and sends it once when the visitor is back', async () => {
    const context = await newContext(1280, 'dark');
    const page = await context.newPage();
    await visit(page, '/locations');
    await page.getByRole('button', { name: 'Get Estimate' }).click();
    const form = page.getByRole('dialog', { name: 'Get a Free Estimate' });
    await form.getByLabel('First name').fill('Omar');
    await form.getByLabel('Last name').fill('Nolinks');
    await form.getByLabel(/^E-mail/).fill('omar.nolinks@example.com');
    await form.getByLabel(/^Phone/).fill('(813) 555-0144');
    await form.getByLabel('City').selectOption('Tampa');
    await form.getByLabel('Service request').selectOption({ label: 'Residential Consultation' });
    await form.getByLabel(/I agree to be contacted/).check();
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Request Free Estimate' }).click();
    await form.getByText(english(offlineLeadTexts.saved)).waitFor();
    expect(await savedOnPhone(page)).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    await comeBackOnline(context, 'Estimate request: Omar Nolinks');
    await context.close();
  });
});
