import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TEXTS } from '../../src/shared/emailChange';
import { sessionTexts } from '../../src/shared/sessionRules';
import {
  jsonRequest,
  randomPrivateIp,
  type SignedUpAccount,
  signInRequest,
  signUpUser,
} from '../helpers/accounts';
import { browserAvailability, tapWhenShown, visit } from '../helpers/browser';
import { en } from '../helpers/englishText';
import type { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestServer } from '../helpers/testServer';
import { type AccountSite, startAccountSite } from './accountFixture';
import { confirmItsMe, recordConsoleErrors, storedCookie } from './accountSteps';

// Profile and settings journeys of issue 6 in Chromium against the real server. Accounts are made through
// the API (sign-up reading the code from the e-mail) and the browser starts signed in with their cookies.

const availability = browserAvailability();

describe.skipIf(!availability.available)('profile and settings in the browser', () => {
  let site: AccountSite;
  let server: TestServer;
  let browser: Browser;
  let smtp: SmtpReceiver;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (!availability.available) return;
    site = await startAccountSite(availability.path);
    ({ server, browser, smtp } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  async function signedIn(
    account: SignedUpAccount,
    width = 1280,
    token = account.token,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    const { first_name, last_name, email, username, profileimg } = account.user;
    const value = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const host = new URL(server.url).hostname;
    await context.addCookies([
      {
        name: 'authUser',
        value: value({ first_name, last_name, email, username, profileimg }),
        domain: host,
        path: '/',
      },
      { name: 'authToken', value: value(token), domain: host, path: '/' },
    ]);
    const page = await context.newPage();
    // Refused calls (the intercepted 500 below) are logged by the browser as failed resources, not errors.
    recordConsoleErrors(page, consoleErrors);
    return { context, page };
  }

  // Visible matches only: the header keeps both bars in the page and hides one with CSS.
  const seen = (page: Page | Locator, text: string | RegExp) =>
    expect.poll(() => page.getByText(text).filter({ visible: true }).first().isVisible());

  async function openSetting(page: Page, group: 'Account Security' | 'Notifications', option: string) {
    await visit(page, '/settings');
    await page.getByRole('button', { name: group }).click();
    await tapWhenShown(page.getByRole('button', { name: option, exact: true }));
  }

  it('enables 2FA with a code computed from the key shown, lists recovery codes, then disables it', async () => {
    const account = await signUpUser(server, smtp);
    const { context, page } = await signedIn(account);
    await visit(page, '/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    // Nothing is shown until an option is chosen.
    expect(await page.getByRole('heading', { name: 'Two-Factor Authentication' }).count()).toBe(0);
    await openSetting(page, 'Account Security', 'Two Factor Auth');
    await seen(page, 'Protect your account with a one-time code from an authenticator app.').toBe(true);
    expect(await storedCookie(context, 'selectedSettingOption')).toBe('twoFactorAuth');
    expect(await storedCookie(context, 'isAccountSecurityOpen')).toBe(true);

    // Turning 2FA on is a sensitive change: the user confirms it's them first (issue 26), and then it goes on.
    await page.getByRole('button', { name: 'Enable 2FA' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await seen(confirm, 'Please enter your password.').toBe(true);
    await confirmItsMe(page, account.password);
    await seen(page, en(sessionTexts.confirmed)).toBe(true);
    await expect.poll(() => page.getByAltText('Scan with an authenticator app').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    const base32 = (await page.locator('code').first().textContent())?.trim() ?? '';
    expect(base32).toMatch(/^[A-Z2-7]+=*$/);
    const input = page.getByPlaceholder('6 digit code');
    await input.fill('12');
    await page.getByRole('button', { name: 'Verify & Enable' }).click();
    await seen(page, 'Enter a valid 6-digit code').toBe(true);
    const totp = new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' });
    await input.fill(`${totp.generate()}x`);
    expect(await input.inputValue()).toMatch(/^\d{6}$/);
    await page.getByRole('button', { name: 'Verify & Enable' }).click();

    await seen(page, 'Two-factor authentication enabled').toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Recovery Codes' }).isVisible()).toBe(true);
    await seen(page, 'Save these codes in a safe place.').toBe(true);
    const codes = await page.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    expect(await storedCookie(context, 'isTwoFAEnabled')).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');

    // The header button now reads Disable; both fields blank sends nothing.
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Disable two-factor authentication' });
    await modal.getByRole('button', { name: 'Disable 2FA' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await modal.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0] ?? '');
    await modal.getByRole('button', { name: 'Disable 2FA' }).click();
    await seen(page, 'Two-factor authentication disabled').toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Enable 2FA' }).isVisible()).toBe(true);
    expect(await storedCookie(context, 'isTwoFAEnabled')).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('ends another session after a confirmation', async () => {
    const account = await signUpUser(server, smtp);
    const second = await signInRequest(server, account.email, account.password);
    const otherToken = ((await second.json()) as { token: string }).token;
    const { context, page } = await signedIn(account);
    await openSetting(page, 'Account Security', 'Active Sessions');
    await seen(page, 'Shows your active login sessions').toBe(true);
    const cards = page.getByTestId('session-card');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.getByText('This Session').count()).toBe(1);
    await seen(page, /^Logged in: /).toBe(true);
    await page.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await confirmItsMe(page, account.password);
    await seen(page, 'Session ended').toBe(true);
    await expect.poll(() => cards.count()).toBe(1);
    const refused = await server.fetch(
      '/api/users/user',
      jsonRequest('GET', undefined, { token: otherToken }),
    );
    expect(refused.status).toBe(401);
    await context.close();
  });

  for (const width of [1280, 375]) {
    it(`creates, finds, edits and deletes phone numbers (${width} px)`, async () => {
      const account = await signUpUser(server, smtp);
      const { page } = await signedIn(account, width);
      await openSetting(page, 'Account Security', 'Phone Numbers');
      await seen(page, 'No contact numbers found').toBe(true);

      await page.getByRole('button', { name: 'Add phone number' }).click();
      const modal = page.getByRole('dialog', { name: 'Add phone number' });
      await modal.getByRole('button', { name: 'Add', exact: true }).click();
      await seen(page, 'Please enter a valid 10-digit phone number').toBe(true);
      const phone = modal.getByRole('textbox', { name: 'Phone number' });
      await phone.pressSequentially('407555014299');
      expect(await phone.inputValue()).toBe('(407) 555-0142');
      await modal.getByRole('button', { name: 'Add', exact: true }).click();
      await seen(page, 'Please select a phone type').toBe(true);
      await modal.getByLabel('Type').click();
      await page.getByRole('option', { name: 'Mobile' }).click();
      await modal.getByRole('textbox', { name: 'City' }).fill('Orlando');
      await modal.getByRole('button', { name: 'Add', exact: true }).click();
      await seen(page, 'Phone number created!').toBe(true);
      // The company's own number, (407) 555-0142, is in the header too: look in the list.
      const list = page.getByTestId(width >= 830 ? 'phone-table' : 'phone-cards');
      await expect.poll(() => list.isVisible()).toBe(true);
      await seen(list, '(407) 555-0142').toBe(true);
      await seen(list, /^[0-9a-f]{6}…$/).toBe(true);

      const search = page.getByRole('textbox', { name: 'Search phone numbers' });
      await search.fill('MOBILE');
      await seen(list, '(407) 555-0142').toBe(true);
      await search.fill('tampa');
      await seen(page, /No phone numbers match/).toBe(true);
      await page.getByRole('button', { name: 'Clear search' }).click();

      await page.getByRole('button', { name: 'Edit (407) 555-0142' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit phone number' });
      await edit.getByRole('textbox', { name: 'City' }).fill('');
      await edit.getByRole('button', { name: 'Save' }).click();
      await seen(page, 'Phone number updated!').toBe(true);
      await seen(page, 'City not set').toBe(true);

      await page.getByRole('button', { name: 'Delete (407) 555-0142' }).click();
      await page
        .getByRole('dialog', { name: 'Delete phone number' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await seen(page, 'Phone number deleted!').toBe(true);
      await seen(page, 'No contact numbers found').toBe(true);
      const stored = await server.fetch(
        '/api/contact-numbers',
        jsonRequest('GET', undefined, { token: account.token }),
      );
      expect(((await stored.json()) as { payload: unknown[] }).payload).toEqual([]);
    });
  }

  it('flips e-mail toggles, keeps password_change locked, and reverts a failed update', async () => {
    const account = await signUpUser(server, smtp);
    const { page } = await signedIn(account);
    await openSetting(page, 'Notifications', 'Email');
    const inquiry = page.getByRole('switch', { name: 'Inquiry verification' });
    // The switches show the defaults, greyed out, until the account's own choices have loaded: a person
    // waits for them to come alive (a click before went to a disabled switch, 1 run in 3).
    await expect.poll(() => inquiry.isEnabled()).toBe(true);
    expect(await inquiry.isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Password change' }).isDisabled()).toBe(true);
    await inquiry.click({ force: true });
    await seen(page, 'Inquiry verification notification disabled').toBe(true);
    await expect.poll(() => inquiry.isChecked()).toBe(false);

    await page.route('**/api/email-notifications', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
        : route.continue(),
    );
    const estimate = page.getByRole('switch', { name: 'Estimate verification' });
    await estimate.click({ force: true });
    await seen(page, 'Failed to update notification, try signing out and back in').toBe(true);
    await expect.poll(() => estimate.isChecked()).toBe(true);
    const prefs = await server.fetch(
      '/api/email-notifications',
      jsonRequest('GET', undefined, { token: account.token }),
    );
    expect(((await prefs.json()) as { payload: object }).payload).toMatchObject({
      inquiry_verification: false,
      estimate_verification: true,
    });
  });

  it('changes the e-mail only with the code sent to the new address, and tells the old one', async () => {
    const account = await signUpUser(server, smtp, { ip: randomPrivateIp() });
    const { context, page } = await signedIn(account);
    await visit(page, '/profile');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.inputValue()).toBe(account.email);
    const newEmail = `new.${account.email}`;
    await email.fill(newEmail);
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Save' }).click();

    const step = page.getByRole('dialog', { name: en(EMAIL_CHANGE_TEXTS.title) });
    await seen(step, en(EMAIL_CHANGE_TEXTS.prompt(newEmail))).toBe(true);
    // Nothing changed yet: the account still has its address, and the new one got a code.
    expect(await storedCookie(context, 'authUser')).toMatchObject({ email: account.email });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(newEmail));
    const code = /\b(\d{3}) ?(\d{3})\b/.exec(mail.parsed.text ?? '');
    if (!code) throw new Error('no code in the e-mail');
    await step.getByRole('textbox', { name: en(EMAIL_CHANGE_TEXTS.codeLabel) }).fill('000000');
    await step.getByRole('button', { name: en(EMAIL_CHANGE_TEXTS.confirm) }).click();
    await expect.poll(() => step.getByRole('alert').count()).toBe(1);
    await step.getByRole('textbox', { name: en(EMAIL_CHANGE_TEXTS.codeLabel) }).fill(`${code[1]} ${code[2]}`);
    await step.getByRole('button', { name: en(EMAIL_CHANGE_TEXTS.confirm) }).click();
    await expect.poll(() => step.count()).toBe(0);
    await seen(page, /Your e-mail address was changed/).toBe(true);
    expect(await storedCookie(context, 'authUser')).toMatchObject({ email: newEmail });
    await expect.poll(() => email.inputValue()).toBe(newEmail);
    // The old address is told.
    await smtp.waitFor((m) => m.envelopeTo.includes(account.email) && /e-mail/i.test(m.parsed.subject ?? ''));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('edits the profile, uploads an image and links to the phone numbers', async () => {
    const account = await signUpUser(server, smtp, { first_name: 'Ana', ip: randomPrivateIp() });
    const { context, page } = await signedIn(account);
    await visit(page, '/profile');
    const first = page.getByRole('textbox', { name: 'First name' });
    await expect.poll(() => first.inputValue()).toBe('Ana');
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('shorter');
    await save.click();
    await seen(page, 'Password must be at least 8 characters long').toBe(true);
    await seen(page, 'Passwords do not match').toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('');
    await page.getByLabel('Confirm new password').fill('');

    await first.fill('Anabel');
    const newPassword = `${account.password}-2`;
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await save.click();
    await seen(page, 'Profile updated Successfully').toBe(true);
    expect(await storedCookie(context, 'authUser')).toMatchObject({ first_name: 'Anabel' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    expect((await signInRequest(server, account.email, newPassword)).status).toBe(200);

    // Coming back to the tab refetches the user: a change made elsewhere shows up.
    const elsewhere = await server.fetch(
      '/api/users/update',
      jsonRequest('PUT', { last_name: 'Elsewhere' }, { token: account.token }),
    );
    expect(elsewhere.status).toBe(200);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Elsewhere');

    await page.getByRole('button', { name: 'Upload image' }).click();
    await seen(page, 'Please select an image first').toBe(true);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f5a623' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await seen(page, 'Profile image updated Successfully').toBe(true);
    const user = (await storedCookie(context, 'authUser')) as { profileimg: string };
    expect(user.profileimg).toMatch(/^\/api\/images\//);
    const img = await server.fetch(user.profileimg);
    expect(img.headers.get('content-type')).toBe('image/webp');
    // The header shows the new picture at once, without a reload.
    await expect.poll(() => page.locator(`header img[src="${user.profileimg}"]`).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Phone Numbers' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings');
    await expect.poll(() => page.getByRole('heading', { name: 'Phone Numbers' }).isVisible()).toBe(true);
    expect(await storedCookie(context, 'selectedSettingOption')).toBe('phoneNumbers');
    expect(consoleErrors).toEqual([]);
  });
});
