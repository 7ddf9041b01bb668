import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_OUT_RELOAD_MS } from '../../src/shared/authTimings';
import { PASSKEY_TEXTS } from '../../src/shared/passkeys';
import {
  confirmIdentity,
  jsonRequest,
  randomPrivateIp,
  readResetLink,
  signInRequest,
  signUpUser,
  strongPassword,
} from '../helpers/accounts';
import { browserAvailability, tapWhenShown, visit } from '../helpers/browser';
import { en } from '../helpers/englishText';
import type { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestServer } from '../helpers/testServer';
import { type AccountSite, startAccountSite } from './accountFixture';
import {
  confirmItsMe,
  dialog,
  expectSignedIn,
  field,
  openLogin,
  recordConsoleErrors,
  runUntilReload,
  signInByCookies,
  submitCredentials,
} from './accountSteps';
import { axeViolations, VARIANTS } from './siteFixture';

// Issue 14's journey in Chromium with a virtual authenticator (CDP WebAuthn domain) that holds discoverable
// credentials and verifies the user, as a phone's or laptop's lock does: add a passkey in Settings, sign out,
// sign in with it and no password, see its last use, remove it, and find that it no longer signs in while
// the password still does; a password reset keeps it. WebAuthn refuses IP addresses as relying-party ids,
// so the browser opens the site as http://localhost and the server's public URL says the same.

const availability = browserAvailability();

describe.skipIf(!availability.available)('passkeys in the browser', () => {
  let site: AccountSite;
  let server: TestServer;
  let browser: Browser;
  let smtp: SmtpReceiver;
  let origin: string;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (!availability.available) return;
    site = await startAccountSite(availability.path);
    ({ server, browser, smtp } = site);
    origin = server.url.replace('127.0.0.1', 'localhost');
    server.config.publicUrl = origin;
  });

  afterAll(async () => {
    await site?.close();
  });

  /** A page at localhost with a platform authenticator that answers every prompt as if unlocked. */
  async function pageWithAuthenticator(
    width = 1280,
  ): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession; authenticatorId: string }> {
    const context = await browser.newContext({ baseURL: origin, viewport: { width, height: 900 } });
    const page = await context.newPage();
    recordConsoleErrors(page, consoleErrors);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { context, page, cdp, authenticatorId };
  }

  const seen = (page: Page, text: string | RegExp) =>
    expect.poll(() => page.getByText(text).filter({ visible: true }).first().isVisible());

  async function openPasskeys(page: Page) {
    await visit(page, '/settings');
    await page.getByRole('button', { name: 'Account Security' }).click();
    await tapWhenShown(page.getByRole('button', { name: 'Passkeys', exact: true }));
    await expect
      .poll(() => page.getByRole('heading', { name: en(PASSKEY_TEXTS.title) }).isVisible())
      .toBe(true);
  }

  async function signOut(page: Page, username: string) {
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await dialog(page, 'Sign Out').getByRole('button', { name: 'Sign Out' }).click();
    await seen(page, 'You have been signed out').toBe(true);
    await runUntilReload(page, SIGN_OUT_RELOAD_MS);
  }

  /**
   * Adds a passkey. With `password`, the session has not confirmed it's the user yet, and the dialog asks for
   * it first; without, the test confirmed through the API.
   */
  async function addPasskey(page: Page, name: string, password?: string) {
    await page.getByRole('button', { name: en(PASSKEY_TEXTS.add) }).click();
    if (password !== undefined) await confirmItsMe(page, password);
    const naming = dialog(page, en(PASSKEY_TEXTS.nameTitle));
    await expect.poll(() => naming.isVisible()).toBe(true);
    // Toasts show one at a time: the rename's toast will replace this one.
    await seen(page, en(PASSKEY_TEXTS.added)).toBe(true);
    // The server named it after the browser and system that made it; the user may keep or change that.
    expect(await field(naming, en(PASSKEY_TEXTS.nameLabel)).inputValue()).toBe('Chrome on Linux');
    await field(naming, en(PASSKEY_TEXTS.nameLabel)).fill(name);
    await naming.getByRole('button', { name: en(PASSKEY_TEXTS.save) }).click();
    await expect.poll(() => naming.count()).toBe(0);
  }

  /** The modal's and the toasts' entry transitions are over, so colours are their final ones for axe. */
  const settled = (page: Page) =>
    page.waitForFunction(() =>
      document.getAnimations().every((animation) => {
        // The home page's marquee runs for ever; only what Mantine portals in (the modal, toasts) counts.
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return animation.playState !== 'running' || !target?.closest('[data-portal]');
      }),
    );

  const passkeyRow = (page: Page, name: string) => page.getByTestId('passkey-card').filter({ hasText: name });

  it('adds a passkey, signs in with it and no password, shows its use, removes it, and then it no longer signs in', async () => {
    const account = await signUpUser(server, smtp);
    const { username } = account.user;
    const { context, page, cdp, authenticatorId } = await pageWithAuthenticator();
    // The virtual authenticator answers an autofill request at once, as if its one passkey had been picked
    // from the list; this journey is about the button, so this browser offers no autofill (the next test
    // takes the autofill path).
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.clock.install();
    await signInByCookies(context, origin, account);
    await openPasskeys(page);
    await seen(page, en(PASSKEY_TEXTS.empty)).toBe(true);

    await addPasskey(page, 'Work laptop', account.password);
    await seen(page, en(PASSKEY_TEXTS.renamed)).toBe(true);
    await expect.poll(() => passkeyRow(page, 'Work laptop').count()).toBe(1);
    await expect
      .poll(() => passkeyRow(page, 'Work laptop').textContent())
      .toContain(en(PASSKEY_TEXTS.neverUsed));
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    const countBefore = credentials[0]?.signCount ?? 0;

    await signOut(page, username);
    await openLogin(page);
    const login = dialog(page, 'Sign In');
    await login.getByRole('button', { name: en(PASSKEY_TEXTS.signIn) }).click();
    await expectSignedIn(page, username);
    // The authenticator counted the use; the server checked and stored its counter.
    expect(
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]?.signCount,
    ).toBeGreaterThan(countBefore);

    await openPasskeys(page);
    await expect
      .poll(() => passkeyRow(page, 'Work laptop').textContent())
      .toContain(en(PASSKEY_TEXTS.lastUsed));
    expect(await passkeyRow(page, 'Work laptop').textContent()).not.toContain(en(PASSKEY_TEXTS.neverUsed));
    // The passkey's session is an ordinary one, listed in Active Sessions (sign-out ended the first).
    await page.getByRole('button', { name: 'Active Sessions', exact: true }).click();
    await expect.poll(() => page.getByTestId('session-card').count()).toBe(1);
    expect(await page.getByTestId('session-card').textContent()).toContain('This Session');

    await page.getByRole('button', { name: 'Passkeys', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Work laptop' }).click();
    const confirm = dialog(page, en(PASSKEY_TEXTS.removeTitle));
    await expect
      .poll(() => confirm.getByText(en(PASSKEY_TEXTS.confirmRemove('Work laptop'))).isVisible())
      .toBe(true);
    await confirm.getByRole('button', { name: en(PASSKEY_TEXTS.remove), exact: true }).click();
    // The passkey's own session has not confirmed it's the user: removing one asks first.
    await confirmItsMe(page, account.password);
    await seen(page, en(PASSKEY_TEXTS.removed)).toBe(true);
    await seen(page, en(PASSKEY_TEXTS.empty)).toBe(true);

    // The authenticator still holds the credential; the site no longer accepts it.
    await signOut(page, username);
    await openLogin(page);
    await login.getByRole('button', { name: en(PASSKEY_TEXTS.signIn) }).click();
    await seen(page, `Sign in failed: ${en(PASSKEY_TEXTS.signInFailed)}`).toBe(true);
    expect(await login.isVisible()).toBe(true);
    // The password signs in as before.
    await submitCredentials(page, account.email, account.password);
    await expectSignedIn(page, username);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('renames a passkey on a phone, and keeps it through a password reset, after which it still signs in', async () => {
    const account = await signUpUser(server, smtp);
    const { username } = account.user;
    const { context, page } = await pageWithAuthenticator(390);
    await signInByCookies(context, origin, account);
    await openPasskeys(page);
    await addPasskey(page, 'Phone', account.password);
    await page.getByRole('button', { name: 'Rename Phone' }).click();
    const renaming = dialog(page, en(PASSKEY_TEXTS.renameTitle));
    await field(renaming, en(PASSKEY_TEXTS.nameLabel)).fill('   ');
    await renaming.getByRole('button', { name: en(PASSKEY_TEXTS.save) }).click();
    await expect.poll(() => renaming.getByText(en(PASSKEY_TEXTS.nameEmpty)).isVisible()).toBe(true);
    await field(renaming, en(PASSKEY_TEXTS.nameLabel)).fill('My phone');
    await renaming.getByRole('button', { name: en(PASSKEY_TEXTS.save) }).click();
    await seen(page, en(PASSKEY_TEXTS.renamed)).toBe(true);
    await expect.poll(() => passkeyRow(page, 'My phone').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    // A reset through the e-mailed link ends every session and changes the password; the passkey stays.
    const forgot = jsonRequest('POST', { email: account.email }, { ip: randomPrivateIp() });
    expect((await server.fetch('/api/email/forgot-password', forgot)).status).toBe(200);
    const link = await readResetLink(smtp, account.email);
    const newPassword = strongPassword();
    const reset = jsonRequest(
      'POST',
      { token: link.searchParams.get('token'), email: account.email, newPassword },
      { ip: randomPrivateIp() },
    );
    expect((await server.fetch('/api/email/reset-password', reset)).status).toBe(200);
    expect((await signInRequest(server, account.email, account.password)).status).toBe(401);

    await context.clearCookies();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await visit(page, '/');
    await openLogin(page);
    // This browser offers passkeys in the e-mail field's list, and the authenticator picks its one.
    await expectSignedIn(page, username);
    await openPasskeys(page);
    await expect.poll(() => passkeyRow(page, 'My phone').textContent()).toContain(en(PASSKEY_TEXTS.lastUsed));
    expect((await signInRequest(server, account.email, newPassword)).status).toBe(200);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("signs in from the e-mail field's autofill list, where the browser offers passkeys there", async () => {
    const account = await signUpUser(server, smtp);
    const { username } = account.user;
    const { context, page } = await pageWithAuthenticator();
    await signInByCookies(context, origin, account);
    await openPasskeys(page);
    expect(await page.evaluate(() => PublicKeyCredential.isConditionalMediationAvailable())).toBe(true);
    await addPasskey(page, 'Desk', account.password);
    await context.clearCookies();
    await page.clock.install();
    await visit(page, '/');
    expect(await page.getByRole('button', { name: `Account menu for ${username}` }).count()).toBe(0);
    await openLogin(page);
    const email = field(dialog(page, 'Sign In'), 'E-mail');
    expect(await email.getAttribute('autocomplete')).toBe('username webauthn');
    // The virtual authenticator picks its one passkey from the list as soon as the form asks; nothing is
    // typed and no button is pressed.
    await expectSignedIn(page, username);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(VARIANTS)(
    'passes axe-core on the Passkeys screen and the login modal ($theme, $width px)',
    async ({ theme, width }) => {
      const account = await signUpUser(server, smtp);
      // Confirmed through the API: the dialog has its own tests, and asking it here would double the calls
      // to the passkey options (limited to 10 a minute from one address) in this quick run of four.
      await confirmIdentity(server, account.token, { password: account.password });
      const { context, page, cdp, authenticatorId } = await pageWithAuthenticator(width);
      await signInByCookies(context, origin, account, theme);
      await openPasskeys(page);
      await addPasskey(page, 'Kitchen tablet');
      await expect.poll(() => passkeyRow(page, 'Kitchen tablet').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await context.clearCookies();
      await context.addCookies([
        { name: 'theme', value: encodeURIComponent(JSON.stringify(theme)), url: origin },
      ]);
      // The login modal's autofill request waits for a pick, as it does for a person: an authenticator that
      // answers by itself would sign in and reload the page while axe reads it.
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
      await visit(page, '/');
      // On a phone the Login button is in the menu.
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) await menu.click();
      await openLogin(page);
      await expect
        .poll(() =>
          dialog(page, 'Sign In')
            .getByRole('button', { name: en(PASSKEY_TEXTS.signIn) })
            .isVisible(),
        )
        .toBe(true);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
