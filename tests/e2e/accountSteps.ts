import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SIGN_IN_RELOAD_MS } from '../../src/shared/authTimings';
import type { SignedUpAccount } from '../helpers/accounts';

// What the account journeys read and do on a page: stored cookies, labelled fields, dialogs and the Sign In
// modal. The journeys drive the page's clock (Playwright's), so the spec's delays take no real time.

/** A value the site stored in a cookie (JSON, URI-encoded), or undefined when there is none. */
export async function storedCookie(context: BrowserContext, name: string): Promise<unknown> {
  const found = (await context.cookies()).find((c) => c.name === name);
  return found ? JSON.parse(decodeURIComponent(found.value)) : undefined;
}

/** Collects the page's console errors; a refused call the browser logs as a failed resource is expected. */
export function recordConsoleErrors(page: Page, sink: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().includes('Failed to load resource')) sink.push(msg.text());
  });
}

/** A form field by its label (the required-field asterisk is not part of the name). */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** Signs a browser context in as `account` at `url`, with the cookies sign-in would have stored. */
export async function signInByCookies(
  context: BrowserContext,
  url: string,
  account: SignedUpAccount,
  theme?: string,
): Promise<void> {
  const values: Record<string, unknown> = {
    authToken: account.token,
    authUser: { ...account.user, staff: account.staff },
    ...(theme ? { theme } : {}),
  };
  await context.addCookies(
    Object.entries(values).map(([name, value]) => ({
      name,
      value: encodeURIComponent(JSON.stringify(value)),
      url,
    })),
  );
}

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

export async function openLogin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => dialog(page, 'Sign In').isVisible()).toBe(true);
}

export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  const modal = dialog(page, 'Sign In');
  await field(modal, 'E-mail').fill(email);
  await field(modal, 'Password').fill(password);
  await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Runs the page's clock through a flow's reload delay and waits for the reloaded page's load event:
 * waitForLoadState alone returns at once on the page still showing, and a click there can land just
 * before the reload throws it away.
 */
export async function runUntilReload(page: Page, delayMs: number): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(delayMs);
  await reloaded;
}

/**
 * After the reload the page is a guest's until it hydrates; then the menu's code loads and React
 * shows it after its short reveal delay, which runs on the page's (paused) clock.
 */
export async function expectAccountMenu(page: Page, username: string): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(400);
      return page.getByRole('button', { name: `Account menu for ${username}` }).isVisible();
    })
    .toBe(true);
}

/** After a successful sign-in: the welcome, the modal gone, and after 1.5 s the reloaded, signed-in bar. */
export async function expectSignedIn(page: Page, username: string): Promise<void> {
  await expect.poll(() => page.getByText(`Welcome back ${username}!`).isVisible()).toBe(true);
  await expect.poll(() => dialog(page, 'Sign In').count()).toBe(0);
  await runUntilReload(page, SIGN_IN_RELOAD_MS);
  await expectAccountMenu(page, username);
}

/**
 * Answers "Confirm it's you" (issue 26's sudo mode) with the password, as a person does when a sensitive
 * change asks for it, and waits until the dialog has gone.
 */
export async function confirmItsMe(page: Page, password: string): Promise<void> {
  const confirm = dialog(page, "Confirm it's you");
  await field(confirm, 'Password').fill(password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => confirm.count()).toBe(0);
}
