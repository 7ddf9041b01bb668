import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n/translate';
import { appointmentMessages, bookingTexts, windowHoursLabel } from '../../src/shared/appointments';
import { invalidEmailMessage } from '../../src/shared/email';
import { messages } from '../../src/shared/messages';
import { uniqueEmail } from '../helpers/accounts';
import { browserAvailability, visit } from '../helpers/browser';
import { calendarOf, child, parseIcs, property } from '../helpers/icsParser';
import { COMPANY } from '../helpers/leadsSuite';
import type { ReceivedMail } from '../helpers/smtpReceiver';
import { type AccountSite, startAccountSite } from './accountFixture';
import { recordConsoleErrors } from './accountSteps';
import { axeViolations } from './siteFixture';

// Issue 39's journey in Spanish at 390 px, against the real server and a real SMTP inbox: the English home
// page's language switch opens /es/, the estimate form says a mistake in Spanish, the request is sent, the
// thank-you dialog books a visit with the code from the e-mail, the confirmation e-mail and its .ics arrive,
// and the manage page from the e-mail's link reads in Spanish. The inquiry list in Spanish too.
// LEADS_SHOTS=<dir> keeps screenshots of each step at 390 and 1280 px in both themes, each checked with axe.

const availability = browserAvailability();
const es = (message: Parameters<typeof translate>[1]) => translate('es', message);

/** The manage link in an appointment e-mail's text. */
function manageLink(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/appointments\/manage\/[A-Za-z0-9_-]+/.exec(mail.parsed.text ?? '')?.[0];
  if (!link) throw new Error(`no manage link in "${mail.parsed.subject}"`);
  return new URL(link).pathname;
}

const isInvitation = (mail: ReceivedMail) =>
  (mail.parsed.attachments ?? []).some((a) => a.mimeType.startsWith('text/calendar'));

describe.skipIf(!availability.available)('the lead flows in Spanish in the browser', () => {
  let site: AccountSite;
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (!availability.available) return;
    site = await startAccountSite(availability.path, { COMPANY_EMAIL: COMPANY });
  });

  afterAll(async () => {
    await site?.close();
  });

  afterEach(async () => {
    await context?.close();
    expect(consoleErrors.splice(0)).toEqual([]);
  });

  async function openPage(width: number, theme = 'light'): Promise<Page> {
    context = await site.browser.newContext({ baseURL: site.server.url, viewport: { width, height: 900 } });
    await context.addCookies([
      { name: 'theme', value: encodeURIComponent(JSON.stringify(theme)), url: site.server.url },
    ]);
    page = await context.newPage();
    recordConsoleErrors(page, consoleErrors);
    return page;
  }

  /** Nothing wider than the viewport: no clipped button or label pushes the page sideways. */
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  /**
   * Buttons and labels whose text does not fit their box (a clipped Spanish label) inside `scope`.
   * Mantine's Button puts its text in a label span that hides what overflows.
   */
  const clippedTexts = (scope: Locator) =>
    scope.evaluate((root) =>
      [...root.querySelectorAll('button, label, .mantine-Button-label, a')]
        .filter((el) => {
          const box = el as HTMLElement;
          return box.offsetParent !== null && box.scrollWidth > box.clientWidth + 1;
        })
        .map((el) => (el.textContent ?? '').trim()),
    );

  /**
   * Screenshots of `scope` at 390 and 1280 px in both themes (only with LEADS_SHOTS set), each checked with
   * axe and for clipped texts; the page's own colour scheme is switched, as the theme switch does, so
   * nothing is sent again. The page is left at 390 px, light.
   */
  async function shoot(name: string, scope: Locator): Promise<void> {
    const shots = process.env.LEADS_SHOTS;
    if (!shots) return;
    const scheme = (theme: string) =>
      page.evaluate(
        (value) => document.documentElement.setAttribute('data-mantine-color-scheme', value),
        theme,
      );
    for (const width of [390, 1280]) {
      for (const theme of ['light', 'dark']) {
        await page.setViewportSize({ width, height: 900 });
        await scheme(theme);
        expect(await axeViolations(page)).toEqual([]);
        expect(await clippedTexts(scope)).toEqual([]);
        await scope.screenshot({ path: `${shots}/es-${name}-${width}-${theme}.png` });
      }
    }
    await page.setViewportSize({ width: 390, height: 900 });
    await scheme('light');
  }

  const thanks = () => page.getByRole('dialog', { name: '¡Gracias!' });
  /** The picker's day buttons that still have an open window (a full or closed day is disabled). */
  const openDays = (scope: Page | Locator) => scope.locator('button[aria-pressed]:not([disabled])');
  /** The chosen day, in full, as the heading over its windows says it ("lunes, 30 de noviembre de 2026"). */
  async function arrivalDay(scope: Page | Locator): Promise<string> {
    const heading = scope.getByRole('heading', { name: /^Horarios de llegada el / });
    await heading.waitFor();
    return ((await heading.textContent()) ?? '').replace('Horarios de llegada el ', '');
  }
  const windows = (scope: Page | Locator) => scope.getByRole('button', { name: /^(Mañana|Tarde), / });

  it('switches to Spanish on the home page, requests an estimate, books it with the e-mailed code and opens the visit from the e-mail', async () => {
    await openPage(390);
    await visit(page, '/');
    // The language switch of the navigation (the mobile bar at 390 px) opens the same page in Spanish.
    await page.locator('a[data-language-switch="es"]:visible').first().click();
    await page.waitForURL((url) => url.pathname === '/es/');
    expect(await page.getAttribute('html', 'lang')).toBe('es');

    const form = page.getByRole('form', { name: 'Solicitud de estimado gratis' });
    await form.scrollIntoViewIfNeeded();
    const email = uniqueEmail('rosa');
    await form.getByLabel(/^Nombre/).fill('Rosa');
    await form.getByLabel(/^Apellido/).fill('Álvarez');
    // A mistake first: the e-mail without its domain.
    await form.getByLabel(/^Correo electrónico/).fill('rosa.alvarez@');
    await form.getByLabel(/^Teléfono/).fill('(813) 555-0123');
    await form.getByLabel('Ciudad').selectOption('Tampa');
    await form.getByLabel('Servicio que solicita').selectOption({ label: 'Consulta residencial' });
    await form
      .getByLabel('¿Cómo supo de nosotros?')
      .selectOption({ label: 'Recomendación de un amigo o familiar' });
    await form.getByLabel(/^Acepto que /).check();
    await form.getByRole('button', { name: 'Solicitar estimado gratis' }).click();
    await form.getByText(es(invalidEmailMessage)).waitFor();
    expect(es(invalidEmailMessage)).toBe('Escriba un correo electrónico válido.');
    expect(await noSideScroll()).toBe(0);
    await shoot('estimate-form-errors', form);

    await form.getByLabel(/^Correo electrónico/).fill(email);
    await form.getByRole('button', { name: 'Solicitar estimado gratis' }).click();
    const dialog = thanks();
    await dialog.getByText(es(messages.estimate.submitted)).waitFor();
    const pickTime = dialog.getByRole('button', { name: 'Elegir la hora de la visita gratis' });
    await pickTime.waitFor();
    expect(await clippedTexts(dialog)).toEqual([]);
    await shoot('thank-you', dialog);
    await pickTime.click();
    await openDays(dialog).first().waitFor();
    expect(
      await dialog.getByText('Todas las horas son en hora de Florida (hora del Este).').isVisible(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSideScroll()).toBe(0);

    const day = openDays(dialog).first();
    await day.click();
    expect(await day.getAttribute('aria-pressed')).toBe('true');
    const dayName = await arrivalDay(dialog);
    // A Spanish date, Florida's calendar day: "lunes, 30 de noviembre de 2026".
    expect(dayName).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado), \d{1,2} de [a-z]+ de \d{4}$/);
    const firstWindow = windows(dialog).first();
    const windowName = (await firstWindow.textContent()) ?? '';
    expect([
      `Mañana, ${windowHoursLabel('morning', 'es')}`,
      `Tarde, ${windowHoursLabel('afternoon', 'es')}`,
    ]).toContain(windowName);
    await shoot('booking-picker', dialog);
    await firstWindow.click();
    await dialog.getByRole('heading', { name: 'Confirme su visita' }).waitFor();
    // The address is required: said in Spanish, nothing booked.
    await dialog.getByRole('button', { name: 'Confirmar la visita' }).click();
    await dialog.getByText(es(bookingTexts.addressRequired)).waitFor();
    await dialog.getByLabel(/^Dirección de la visita/).fill('4410 W Gandy Blvd');
    await dialog.getByRole('button', { name: 'Confirmar la visita' }).click();

    // Held: the code step in Spanish; the code from the e-mail in the SMTP inbox.
    await dialog.getByRole('heading', { name: 'Revise su correo electrónico' }).waitFor();
    expect(await dialog.textContent()).toContain(es(bookingTexts.codeSent));
    expect(await dialog.textContent()).toContain(dayName);
    const codeMail = await site.smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && /^(Code|Código): \d{6}$/m.test(m.parsed.text ?? ''),
    );
    const code = /^Código: (\d{6})$/m.exec(codeMail.parsed.text ?? '')?.[1] ?? '';
    // The mail catalog's Spanish (issue 39): the request was sent from a Spanish page.
    expect(codeMail.parsed.subject).toBe('Su código de reserva de Sunshine State Generators');
    // The company's copy of the request stays English and says the customer's language first.
    const companyCopy = await site.smtp.waitFor(
      (m) => m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').includes('Rosa Álvarez'),
    );
    expect(companyCopy.parsed.subject).toMatch(/^\[ES\] Estimate request: Rosa Álvarez/);
    expect(companyCopy.parsed.text).toContain('The customer wrote in Spanish: reply in Spanish.');
    expect(code).toMatch(/^\d{6}$/);
    expect(await noSideScroll()).toBe(0);
    await shoot('code-step', dialog);
    const codeField = dialog.getByLabel(es(bookingTexts.codeLabel));
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Reservar esta hora' }).click();
    // The server's refusal, answered in the page's language.
    await dialog.getByText(es(appointmentMessages.codeWrong)).waitFor();
    await codeField.fill(code);
    await dialog.getByRole('button', { name: 'Reservar esta hora' }).click();
    await dialog.getByRole('heading', { name: 'Visita reservada' }).waitFor();
    expect(await dialog.textContent()).toContain(dayName);
    expect(await dialog.textContent()).toContain('4410 W Gandy Blvd, Tampa, FL');
    expect(await dialog.textContent()).toContain(es(bookingTexts.whatToExpect));
    await shoot('booked', dialog);

    // The confirmation e-mail with its calendar invitation, in Spanish (the mail catalog's texts).
    const booked = await site.smtp.waitFor((m) => m.envelopeTo.includes(email) && isInvitation(m));
    expect(booked.parsed.subject).toBe(`Su evaluación gratis a domicilio el ${dayName}`);
    expect(booked.parsed.text).toContain('Su visita está reservada');
    expect(booked.parsed.text).toContain('Hola, Rosa:');
    expect(booked.parsed.text).toContain(`Fecha: ${dayName}`);
    expect(calendarOf(booked).method).toBe('REQUEST');
    const event = child(parseIcs(calendarOf(booked).text), 'VEVENT');
    expect(property(event, 'SEQUENCE').value).toBe('0');
    expect(property(event, 'SUMMARY').value).toBe(
      'Evaluación gratis a domicilio con Sunshine State Generators',
    );
    expect(property(event, 'SUMMARY').params.LANGUAGE).toBe('es');
    expect(property(event, 'DESCRIPTION').value).toMatch(
      /^Horario de llegada: .+ \(hora de Florida\)\. Ver o cambiar su visita: /,
    );
    const link = manageLink(booked);
    expect(link).toMatch(/^\/es\/appointments\/manage\//);

    // The link from the e-mail opens the visit in Spanish.
    await visit(page, link);
    const move = page.getByRole('button', { name: 'Elegir otra hora' });
    await move.waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('heading', { name: 'Su evaluación gratis a domicilio' }).waitFor();
    expect(await page.getByText(`Fecha: ${dayName}`).count()).toBe(1);
    expect(await page.getByText('Reservada', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cancelar la visita' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSideScroll()).toBe(0);
    await shoot('manage', page.locator('main'));

    // Asking to cancel, in Spanish, and keeping the visit.
    await page.getByRole('button', { name: 'Cancelar la visita' }).click();
    await page.getByText(`¿Cancelar su visita del ${dayName}?`).waitFor();
    await page.getByRole('button', { name: 'Mantener la visita' }).click();
    await move.waitFor();
  });

  it('collects a product in the Spanish inquiry list and says a missing field in Spanish', async () => {
    await openPage(390);
    await visit(page, '/es/products/portable-generators');
    await page
      .getByRole('button', { name: /Agregar a la lista de consultas/ })
      .first()
      .click();
    const listButton = page.getByRole('button', { name: /^Lista de consultas\s*,/ });
    await expect.poll(async () => /1 producto\b/.test(await listButton.ariaSnapshot())).toBe(true);
    await listButton.click();
    const panel = page.getByRole('dialog', { name: 'Lista de consultas' });
    await panel.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect.poll(() => panel.getByRole('alert').textContent()).toBe(es(messages.inquiry.missingFields));
    expect(await panel.getByLabel(/^Mensaje sobre .+ \(opcional\)$/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSideScroll()).toBe(0);
    await shoot('inquiry-drawer', panel);
  });
});
