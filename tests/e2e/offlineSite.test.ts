import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { offlineLeadTexts } from '../../src/shared/offlineLeads';
import { MANIFEST_URL } from '../../src/web/serviceWorker/cacheNames';
import { signUpUser } from '../helpers/accounts';
import { browserAvailability, launchChromium, themedContext, visit } from '../helpers/browser';
import { catalogTexts } from '../helpers/catalogTexts';
import { clockForBrowsing, keptPages, pageKept } from '../helpers/keptByWorker';
import { COMPANY } from '../helpers/leadsSuite';
import { english } from '../helpers/shownText';
import { startSiteServer } from '../helpers/siteServer';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestServer } from '../helpers/testServer';
import { dialog, signInByCookies } from './accountSteps';
import { axeViolations } from './siteFixture';

const siteTexts = catalogTexts('en');

// Issue 29 in Chromium: the site through an outage. Pages opened before open again without a network, a
// page never opened shows the offline page with the 24/7 line, an inquiry written offline reaches the
// company once, and nothing a signed-in visit fetched is kept after a sign-out.

const availability = browserAvailability();
const PRODUCT = '/products/standby-generators/sd-30';
const PRODUCT_TITLE = 'Standby SD 30 Diesel Generator';

async function expectOfflinePage(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: siteTexts['offline.title'] }).waitFor();
  const call = page.getByRole('link', { name: `Call ${site.trust.emergency.display}` });
  expect(await call.getAttribute('href')).toBe(site.trust.emergency.href);
}

describe.skipIf(!availability.available)('the site through an outage', () => {
  let receiver: SmtpReceiver;
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!availability.available) return;
    receiver = new SmtpReceiver();
    await receiver.start();
    server = await startSiteServer({ SMTP_URL: receiver.url, COMPANY_EMAIL: COMPANY, TRUST_PROXY: 'true' });
    browser = await launchChromium(availability.path);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await receiver?.stop();
  });

  const newContext = async (width: number, theme: 'dark' | 'light') => {
    const context = await themedContext(browser, server.url, width, theme);
    await clockForBrowsing(context);
    return context;
  };

  it('opens the pages seen before, shows the offline page for others, and keeps an inquiry until back online', async () => {
    const context = await newContext(390, 'light');
    const page = await context.newPage();
    await visit(page, '/');
    await pageKept(page, '/');
    // The page links the manifest with the worker, which makes the site installable.
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(MANIFEST_URL);
    await visit(page, PRODUCT);
    await pageKept(page, PRODUCT);

    await context.setOffline(true);
    await visit(page, '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: siteTexts['offline.title'] }).count()).toBe(0);

    await visit(page, '/about/our-story');
    await expectOfflinePage(page);
    // The last-seen list names the kept pages by their titles, as links.
    const lastSeen = page.getByRole('heading', { name: siteTexts['offline.lastSeenHeading'] });
    await lastSeen.waitFor();
    await page.getByRole('link', { name: new RegExp(PRODUCT_TITLE) }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The kept product page comes back from the phone, and works: its code was kept with it.
    await page.getByRole('link', { name: new RegExp(PRODUCT_TITLE) }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(PRODUCT_TITLE);
    await page.getByRole('button', { name: 'Add to Inquiry List' }).click();
    await page.getByRole('button', { name: /^Inquiry List\s*,/ }).click();
    const panel = page.getByRole('dialog', { name: 'Inquiry List' });
    await panel.getByLabel(/^Name/).fill('Olga Outage');
    await panel.getByLabel(/^E-mail/).fill('olga.outage@example.com');
    await panel.getByLabel(/^Phone/).fill('(407) 555-0163');
    await panel.getByRole('button', { name: 'Send Inquiry' }).click();
    await panel.getByText(english(offlineLeadTexts.saved)).waitFor();
    await page.close();

    await context.setOffline(false);
    const back = await context.newPage();
    await visit(back, '/about');
    await back.getByText(english(offlineLeadTexts.sent(1))).waitFor();
    const subject = 'Inquiry: Olga Outage';
    const toCompany = () =>
      receiver.messages.filter(
        (m) => m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').startsWith(subject),
      );
    await receiver.waitFor(() => toCompany().length > 0);
    expect(toCompany()).toHaveLength(1);
    expect(toCompany()[0]?.parsed.text ?? '').toContain(PRODUCT_TITLE);
    await context.close();
  });

  it('keeps nothing a signed-in visit fetched, and empties what it kept at sign-out', async () => {
    const account = await signUpUser(server, receiver);
    const context = await newContext(1280, 'dark');
    const page = await context.newPage();
    await visit(page, '/services');
    await pageKept(page, '/services');

    await signInByCookies(context, server.url, account);
    await visit(page, '/profile');
    await page.getByRole('button', { name: `Account menu for ${account.user.username}` }).waitFor();
    await visit(page, '/products');
    await visit(page, '/profile');
    // Signed in, the server marks every page no-store: nothing new is kept, the account page least of all.
    expect(await keptPages(page)).toEqual(['/services']);

    await page.getByRole('button', { name: `Account menu for ${account.user.username}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const reloaded = page.waitForEvent('load');
    await dialog(page, 'Sign Out').getByRole('button', { name: 'Sign Out' }).click();
    await reloaded;
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await keptPages(page)).toEqual([]);

    await context.setOffline(true);
    await visit(page, '/profile');
    await expectOfflinePage(page);
    expect(await page.getByText(account.user.username).count()).toBe(0);
    await visit(page, '/services');
    await expectOfflinePage(page);
    await context.close();
  });
});
