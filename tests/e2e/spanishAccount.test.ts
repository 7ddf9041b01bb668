import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n/translate';
import { SIGN_OUT_RELOAD_MS } from '../../src/shared/authTimings';
import { messages } from '../../src/shared/messages';
import { sessionTexts } from '../../src/shared/sessionRules';
import { readVerificationCode, strongPassword, uniqueEmail } from '../helpers/accounts';
import { browserAvailability, visit } from '../helpers/browser';
import type { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestServer } from '../helpers/testServer';
import { type AccountSite, startAccountSite } from './accountFixture';
import { dialog, field, recordConsoleErrors, runUntilReload, storedCookie } from './accountSteps';

// Issue 39: the signed-in flows in Spanish, in Chromium against the built site and the real server. On /es/
// a visitor signs up in the login modal, reads the code from the e-mail the SMTP receiver got (its Spanish
// is the mail catalog's), verifies, turns two-factor authentication on in Settings (confirming it's them,
// the code computed from the key shown), signs out and signs in again with the authenticator's code: every
// screen and message in Spanish, the page's language sent to the API so its refusals are Spanish too.

const availability = browserAvailability();
const es = (message: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
  translate('es', message, values);

describe.skipIf(!availability.available)('the account flows in Spanish', () => {
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

  async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
      locale: 'es-US',
    });
    const page = await context.newPage();
    recordConsoleErrors(page, consoleErrors);
    await page.clock.install();
    return { context, page };
  }

  // Visible matches only: the header keeps both bars in the page and hides one with CSS.
  const seen = (scope: Page | Locator, text: string | RegExp) =>
    expect.poll(() => scope.getByText(text).filter({ visible: true }).first().isVisible());

  async function expectMenu(page: Page, username: string): Promise<void> {
    await expect
      .poll(async () => {
        await page.clock.runFor(400);
        return page.getByRole('button', { name: `Menú de la cuenta de ${username}` }).isVisible();
      })
      .toBe(true);
  }

  const username = `es${Date.now().toString(36)}`;
  const email = uniqueEmail('spanish');
  const password = strongPassword();
  let secret = '';

  it('signs up on /es/ with the code e-mail, all in Spanish, and lands signed in on /es/', async () => {
    const { context, page } = await freshPage();
    await visit(page, '/es/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('button', { name: 'Iniciar sesión' }).filter({ visible: true }).first().click();
    const signIn = dialog(page, 'Iniciar sesión');
    await expect.poll(() => signIn.isVisible()).toBe(true);
    await signIn.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await seen(signIn, es(messages.signIn.missingFields)).toBe(true);
    await signIn.getByRole('button', { name: 'Crear una cuenta' }).click();

    const modal = dialog(page, 'Crear cuenta');
    await modal.getByRole('button', { name: 'Crear cuenta' }).click();
    await seen(modal, 'Llene todos los campos.').toBe(true);
    await field(modal, 'Nombre').fill('Ana');
    await field(modal, 'Apellido').fill('Díaz');
    await field(modal, 'Correo electrónico').fill(email);
    await field(modal, 'Nombre de usuario').fill(username);
    await field(modal, 'Contraseña').fill('corta');
    await field(modal, 'Confirmar contraseña').fill('corta');
    await modal.getByRole('button', { name: 'Crear cuenta' }).click();
    await seen(modal, 'La contraseña debe tener al menos 10 caracteres (ahora tiene 5).').toBe(true);
    await field(modal, 'Contraseña').fill(password);
    await field(modal, 'Confirmar contraseña').fill(`${password}x`);
    await modal.getByRole('button', { name: 'Crear cuenta' }).click();
    await seen(modal, 'Las contraseñas no coinciden').toBe(true);
    await field(modal, 'Confirmar contraseña').fill(password);
    await modal.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/email-verification');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Verifique su correo electrónico' }).isVisible())
      .toBe(true);
    await seen(page, `Enviamos un código de verificación a ${email}.`).toBe(true);
    const code = await readVerificationCode(smtp, email);
    // The code e-mail is the mail catalog's: in Spanish for a sign-up from a Spanish page.
    const mail = smtp.to(email).at(-1);
    expect(mail?.parsed.text).toContain(`Código: ${code}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    await field(page, 'Código de verificación').fill('000000');
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await seen(page, /^No se pudo crear la cuenta: /).toBe(true);
    await field(page, 'Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    const welcome = `Bienvenido, ${username}. Su cuenta se creó correctamente.`;
    await expect.poll(() => page.getByRole('status').filter({ hasText: welcome }).isVisible()).toBe(true);
    expect(typeof (await storedCookie(context, 'authToken'))).toBe('string');
    await page.clock.runFor(2500);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/');
    await expectMenu(page, username);
    await context.close();
  });

  it('turns two-factor authentication on in Configuración, confirming it is them, in Spanish', async () => {
    const { context, page } = await freshPage();
    await visit(page, '/es/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).filter({ visible: true }).first().click();
    const signIn = dialog(page, 'Iniciar sesión');
    await field(signIn, 'Correo electrónico').fill(email);
    await field(signIn, 'Contraseña').fill('contraseña-equivocada-1');
    await signIn.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    // The server's refusal, in the page's language (the client sends Accept-Language: es).
    await seen(page, /^No se pudo iniciar sesión: /).toBe(true);
    await field(signIn, 'Contraseña').fill(password);
    await signIn.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await seen(page, `¡Bienvenido de nuevo, ${username}!`).toBe(true);
    await runUntilReload(page, 1500);
    await expectMenu(page, username);

    await page.getByRole('button', { name: `Menú de la cuenta de ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Configuración' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/settings');
    await page.getByRole('heading', { name: 'Configuración', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Seguridad de la cuenta' }).click();
    await page.getByRole('button', { name: 'Verificación en dos pasos', exact: true }).click();
    await seen(page, 'Proteja su cuenta con un código de un solo uso de una app de autenticación.').toBe(
      true,
    );
    await page.getByRole('button', { name: 'Activar', exact: true }).click();

    const confirm = dialog(page, 'Confirme que es usted');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await seen(confirm, 'Escriba su contraseña.').toBe(true);
    await field(confirm, 'Contraseña').fill(password);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await seen(page, es(sessionTexts.confirmed)).toBe(true);

    await expect.poll(() => page.getByAltText('Escanee con una app de autenticación').isVisible()).toBe(true);
    await seen(page, 'O escriba esta clave en su app:').toBe(true);
    secret = (await page.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const input = page.getByPlaceholder('Código de 6 dígitos');
    await input.fill('12');
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await seen(page, 'Escriba un código válido de 6 dígitos').toBe(true);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await input.fill(totp.generate());
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await seen(page, 'Verificación en dos pasos activada').toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Códigos de recuperación' }).isVisible())
      .toBe(true);
    await seen(page, /^Guarde estos códigos en un lugar seguro\./).toBe(true);
    expect(await page.getByRole('listitem').allTextContents()).toHaveLength(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('codigos-de-recuperacion.txt');
    await context.close();
  });

  it('signs out and signs in again with the authenticator code, in Spanish', async () => {
    const { context, page } = await freshPage();
    await visit(page, '/es/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).filter({ visible: true }).first().click();
    const signIn = dialog(page, 'Iniciar sesión');
    await field(signIn, 'Correo electrónico').fill(email);
    await field(signIn, 'Contraseña').fill(password);
    await signIn.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const step = page.getByRole('form', { name: 'Verificación en dos pasos' });
    await expect.poll(() => step.isVisible()).toBe(true);
    await seen(step, 'Escriba el código de 6 dígitos de su app de autenticación.').toBe(true);
    await step.getByRole('button', { name: 'Verificar' }).click();
    await seen(step, 'Escriba un código válido de 6 dígitos').toBe(true);
    // A fresh code: the step after the one that turned 2FA on (a used code is refused).
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await field(step, 'Código de verificación').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await step.getByRole('button', { name: 'Verificar' }).click();
    await seen(page, `¡Bienvenido de nuevo, ${username}!`).toBe(true);
    await runUntilReload(page, 1500);
    await expectMenu(page, username);

    await page.getByRole('button', { name: `Menú de la cuenta de ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    const out = dialog(page, 'Cerrar sesión');
    await seen(out, '¿Seguro que quiere cerrar sesión?').toBe(true);
    await out.getByRole('button', { name: 'Cerrar sesión' }).click();
    await seen(page, 'Cerró sesión').toBe(true);
    await runUntilReload(page, SIGN_OUT_RELOAD_MS);
    expect(new URL(page.url()).pathname).toBe('/es/');
    await expect
      .poll(() => page.getByRole('button', { name: 'Iniciar sesión' }).filter({ visible: true }).count())
      .toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
