import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { strongPassword, uniqueEmail } from '../helpers/accounts';
import { browserAvailability } from '../helpers/browser';
import { createSignedInUser } from '../helpers/sessionFixture';
import { type Site, startSite } from './siteFixture';

// Issue 12: a taken username is named as such in the login modal's Sign Up form and on /register, instead
// of SPEC 8's "server might be down" text (a deliberate deviation, see README Decisions).

const availability = browserAvailability();

const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function signUpAs(form: Locator, username: string): Promise<void> {
  const password = strongPassword();
  await field(form, 'First name').fill('Rosa');
  await field(form, 'Last name').fill('Vega');
  await field(form, 'E-mail').fill(uniqueEmail('taken'));
  await field(form, 'Username').fill(username);
  await field(form, 'Password').fill(password);
  await field(form, 'Confirm password').fill(password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

async function expectTakenMessage(page: Page, form: Locator): Promise<void> {
  await expect.poll(() => form.getByText(messages.signUp.usernameTaken).isVisible()).toBe(true);
  expect(await form.getByText(messages.signUp.serverDown).count()).toBe(0);
  expect(new URL(page.url()).pathname).not.toBe('/email-verification');
}

describe.skipIf(!availability.available)('a taken username at sign-up', () => {
  let web: Site;
  let taken: string;

  beforeAll(async () => {
    if (!availability.available) return;
    web = await startSite(availability.path);
    const user = await createSignedInUser(web.server.database.db, { first_name: 'Ana', last_name: 'Reyes' });
    taken = user.username;
  });
  afterAll(async () => {
    await web?.close();
  });

  it('is named in the login modal, in any letter case', async () => {
    const { page } = await web.open('/services');
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Create an account' })
      .click();
    const form = page.getByRole('dialog', { name: 'Sign Up' });
    await signUpAs(form, taken.toUpperCase());
    await expectTakenMessage(page, form);
  });

  it('is named on /register', async () => {
    const { page } = await web.open('/register');
    const form = page.getByRole('main').getByRole('form', { name: 'Sign Up' });
    await signUpAs(form, taken);
    await expectTakenMessage(page, form);
  });
});
