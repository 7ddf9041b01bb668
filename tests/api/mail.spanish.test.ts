import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { sendDueReminders } from '../../src/server/appointments/reminders';
import { translate } from '../../src/server/i18n/translate';
import { accountKeys } from '../../src/server/security/keys';
import { formatLocalDate, windowHoursLabel } from '../../src/shared/appointments';
import { jsonRequest, randomPrivateIp, strongPassword, uniqueEmail } from '../helpers/accounts';
import {
  type AppointmentBooked,
  type AppointmentHeld,
  type ErrorBody,
  type EstimateRequest,
  setUpAppointmentSuite,
  uniquePhone,
} from '../helpers/appointmentSuite';
import { calendarOf, child, parseIcs, property } from '../helpers/icsParser';
import { COMPANY } from '../helpers/leadsSuite';
import { expectInBothParts, visibleText } from '../helpers/mailContent';
import type { ReceivedMail } from '../helpers/smtpReceiver';

// Issue 39: every e-mail a customer gets is in their language (the lead's: the request's Accept-Language
// when it was sent; the account's: that of its latest sign-in), and the company's copies stay English and
// say "The customer wrote in Spanish: reply in Spanish." with "[ES]" before the subject. Real SMTP.

const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');
const ES = { 'accept-language': 'es-US,es;q=0.9' };
const COMPANY_NAME = site.companyName;
const SPANISH_LINE = 'The customer wrote in Spanish: reply in Spanish.';

const db = () => suite.server().database.db;
const allText = (m: ReceivedMail) => `${m.parsed.text ?? ''}\n${visibleText(m.parsed.html)}`;
/** A details row: "Label: value" in the text part, the label's cell then the value's in the HTML part. */
function expectRow(mail: ReceivedMail, label: string, value: string): void {
  expect((mail.parsed.text ?? '').replace(/\s+/g, ' ')).toContain(`${label}: ${value}`);
  expect(visibleText(mail.parsed.html)).toContain(`${label} ${value}`);
}
const htmlLang = (m: ReceivedMail) => /<html lang="([a-z]+)"/.exec(m.parsed.html || '')?.[1];

async function languageOf(table: 'service_requests' | 'inquiries' | 'leads' | 'users', id: string) {
  const result = await db().execute<{ language: string }>(
    sql`select language from ${sql.identifier(table)} where id = ${id}`,
  );
  return result.rows[0]?.language;
}

/** A guest's estimate request sent in `lang` (headers), dated at the suite's clock so it books. */
async function estimateIn(headers: Record<string, string>, city = 'Tampa'): Promise<EstimateRequest> {
  const v = suite.visitor();
  const guest = { first_name: 'Rosa', last_name: v.last, email: v.email, phone_number: uniquePhone(), city };
  const created = await suite.post('/guests/create', guest, v.ip, headers);
  expect(created.status).toBe(201);
  const guestId = (created.body.payload as { id: string }).id;
  const body = { guest_id: guestId, service_type_id: 1, request_description: 'Generador de 22 kW' };
  const sent = await suite.post('/guest/service-request', body, v.ip, headers);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const payload = sent.body.payload as { id: string; booking_proof: string };
  await db().execute(
    sql`update service_requests set created_at = ${suite.clock.now().toISOString()}::timestamptz where id = ${payload.id}`,
  );
  return { id: payload.id, proof: payload.booking_proof, email: v.email, name: `Rosa ${v.last}` };
}

const companyCopy = (needle: string) =>
  suite.receiver.waitFor((m) => m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').includes(needle));

describe('an estimate request and an inquiry', () => {
  it('in Spanish: stored as Spanish, the visitor copy in Spanish, the company copy English saying so', async () => {
    const request = await estimateIn(ES);
    expect(await languageOf('service_requests', request.id)).toBe('es');
    expect(await languageOf('leads', request.id)).toBe('es');

    const company = await companyCopy(request.name);
    expect(company.parsed.subject).toBe(`[ES] Estimate request: ${request.name} (Installations)`);
    expectInBothParts(company, [
      SPANISH_LINE,
      'New free-estimate request',
      'Service requested',
      'Installations',
    ]);
    expect(allText(company).indexOf(SPANISH_LINE)).toBeLessThan(allText(company).indexOf(request.name));
    expect(htmlLang(company)).toBe('en');

    // The plain copy (the address has proven nothing): the company's own words only, in Spanish.
    const copy = await suite.mailTo(request.email, 'Su solicitud de estimado gratis');
    expect(copy.parsed.subject).toBe(`Su solicitud de estimado gratis a ${COMPANY_NAME}`);
    expectInBothParts(copy, [
      'Recibimos su solicitud de estimado',
      'Hola:',
      `Gracias por pedirle un estimado gratis a ${COMPANY_NAME}.`,
      `Si es urgente, llámenos al ${site.phone.display}.`,
    ]);
    expectRow(copy, 'Servicio solicitado', 'Instalaciones');
    expect(allText(copy)).not.toContain('Generador de 22 kW');
    expect(htmlLang(copy)).toBe('es');
  });

  it('in English: stored as English, both copies exactly as before', async () => {
    const request = await estimateIn({});
    expect(await languageOf('service_requests', request.id)).toBe('en');
    expect(await languageOf('leads', request.id)).toBe('en');
    const company = await companyCopy(request.name);
    expect(company.parsed.subject).toBe(`Estimate request: ${request.name} (Installations)`);
    expect(allText(company)).not.toContain('Spanish');
    const copy = await suite.mailTo(request.email, 'Your free-estimate request');
    expect(copy.parsed.subject).toBe(`Your free-estimate request to ${COMPANY_NAME}`);
    expectInBothParts(copy, ['Hello,']);
    expectRow(copy, 'Service requested', 'Installations');
    expect(htmlLang(copy)).toBe('en');
  });

  it('an inquiry in Spanish: stored, the plain copy in Spanish with a plural, the company copy tagged', async () => {
    const v = suite.visitor();
    const products = [
      { name: 'Generador portátil inventado', message: 'Para huracanes' },
      { name: 'Otra cosa', message: '' },
    ];
    const name = `Rosa ${v.last}`;
    const body = { name, email: v.email, phone: '8135550177', products };
    const res = await suite.post('/email/inquiry', body, v.ip, ES);
    expect(res.status).toBe(201);
    const company = await companyCopy(name);
    expect(company.parsed.subject).toBe(`[ES] Inquiry: ${name} (2 products)`);
    expectInBothParts(company, [SPANISH_LINE, 'New product inquiry']);
    const stored = await db().execute<{ id: string; language: string }>(
      sql`select id, language from inquiries where email = ${v.email}`,
    );
    expect(stored.rows[0]?.language).toBe('es');
    expect(await languageOf('leads', stored.rows[0]?.id ?? '')).toBe('es');
    const copy = await suite.mailTo(v.email, 'Su consulta');
    expect(copy.parsed.subject).toBe(`Su consulta a ${COMPANY_NAME}`);
    expectInBothParts(copy, ['Recibimos su consulta', 'Lo que consultó:']);
    expectRow(copy, 'Otros artículos', '2 artículos más');
    expect(allText(copy)).not.toContain('Para huracanes');
  });
});

describe('a visit booked from a Spanish request', () => {
  it('sends the code, the booking, the company notice, a staff move, the reminder and the cancellation in Spanish', async () => {
    const request = await estimateIn(ES, 'Orlando');
    const ip = randomPrivateIp();
    const body = {
      service_request_id: request.id,
      booking_proof: request.proof,
      date: '2026-11-03',
      window: 'morning',
      address: '4410 W Gandy Blvd',
    };
    const held = await suite.publicCall<AppointmentHeld & ErrorBody>('POST', '/appointments', body, ip);
    expect(held.status, JSON.stringify(held.body)).toBe(202);

    const codeMail = await suite.mailTo(request.email, 'Su código de reserva');
    expect(codeMail.parsed.subject).toBe(`Su código de reserva de ${COMPANY_NAME}`);
    expectInBothParts(codeMail, ['Su código de reserva', 'El código vence en 15 minutos.']);
    const code = /^Código: (\d{6})$/m.exec(codeMail.parsed.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await suite.publicCall<AppointmentBooked & ErrorBody>(
      'POST',
      '/appointments/confirm',
      { service_request_id: request.id, booking_proof: request.proof, code },
      ip,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    const token = confirmed.body.manage_token;

    const day = formatLocalDate('2026-11-03', 'es');
    expect(day).toBe('martes, 3 de noviembre de 2026');
    const booked = await suite.mailTo(request.email, 'Su evaluación gratis a domicilio el');
    expect(booked.parsed.subject).toBe(`Su evaluación gratis a domicilio el ${day}`);
    const link = `${suite.server().url}/es/appointments/manage/${token}`;
    expectInBothParts(booked, ['Su visita está reservada', 'Hola, Rosa:', 'Ver o cambiar su visita', link]);
    expectRow(booked, 'Fecha', day);
    expectRow(
      booked,
      'Horario de llegada',
      `${windowHoursLabel('morning', 'es')} (hora de Florida (hora del Este))`,
    );
    expect(htmlLang(booked)).toBe('es');
    const event = child(parseIcs(calendarOf(booked).text), 'VEVENT');
    const summary = property(event, 'SUMMARY');
    expect(summary.value).toBe(`Evaluación gratis a domicilio con ${COMPANY_NAME}`);
    expect(summary.params.LANGUAGE).toBe('es');
    const description = property(event, 'DESCRIPTION');
    expect(description.params.LANGUAGE).toBe('es');
    expect(description.value.replaceAll('\\', '')).toBe(
      `Horario de llegada: ${windowHoursLabel('morning', 'es')} (hora de Florida). Ver o cambiar su visita: ${link}`,
    );
    expect(property(event, 'URL').value).toBe(link);
    expect(property(event, 'DTSTART').value).toBe('20261103T080000');

    // The company's notice stays English and says the language first.
    const notice = await suite.receiver.waitFor(
      (m) =>
        m.envelopeTo.includes(COMPANY) &&
        (m.parsed.subject ?? '').startsWith(`[ES] Visit booked: ${request.name}`),
    );
    expectInBothParts(notice, [SPANISH_LINE, 'Visit booked online']);

    // Staff move it for a caller: the customer's mail is Spanish (the language is the request's).
    const moved = await suite.staffBook(request, '2026-11-04', 'afternoon', '4410 W Gandy Blvd');
    expect(moved.status, JSON.stringify(moved.body)).toBeLessThan(300);
    const movedMail = await suite.mailTo(request.email, 'Nueva hora para su evaluación a domicilio');
    expectInBothParts(movedMail, ['Su visita tiene una nueva hora', formatLocalDate('2026-11-04', 'es')]);

    // The worker's reminder, a day before.
    const server = suite.server();
    const reminded = await sendDueReminders(
      server.database.db,
      { keys: accountKeys(server.config), publicUrl: server.config.publicUrl, companyEmail: COMPANY },
      new Date('2026-11-03T18:00:00Z'),
    );
    expect(reminded).toBeGreaterThanOrEqual(1);
    const reminder = await suite.mailTo(request.email, 'Recordatorio: su evaluación a domicilio');
    expectInBothParts(reminder, ['Nos vemos mañana', '/es/appointments/manage/']);

    // Cancelled with the manage link.
    const movedToken =
      /\/es\/appointments\/manage\/([A-Za-z0-9_-]+)/.exec(movedMail.parsed.text ?? '')?.[1] ?? '';
    const cancelled = await suite.publicCall<ErrorBody>('POST', `/appointments/manage/${movedToken}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const cancelMail = await suite.mailTo(request.email, 'Se canceló su evaluación a domicilio');
    expectInBothParts(cancelMail, ['Su visita está cancelada']);
    const cancelEvent = child(parseIcs(calendarOf(cancelMail).text), 'VEVENT');
    expect(property(cancelEvent, 'SUMMARY').value).toBe(`Evaluación gratis a domicilio con ${COMPANY_NAME}`);
  });

  it('an English request keeps the English mails, link and calendar entry', async () => {
    const request = await estimateIn({});
    const answer = await suite.book(request, '2026-11-05', 'afternoon', { address: '1 Main St' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const booked = await suite.mailTo(request.email, 'Your free in-home assessment on');
    expect(booked.parsed.subject).toBe('Your free in-home assessment on Thursday, November 5, 2026');
    expectInBothParts(booked, [
      'Hello Rosa,',
      `${suite.server().url}/appointments/manage/${answer.body.manage_token}`,
    ]);
    expectRow(booked, 'Arrival window', '12 pm – 5 pm (Florida time (Eastern))');
    const event = child(parseIcs(calendarOf(booked).text), 'VEVENT');
    expect(property(event, 'SUMMARY')).toMatchObject({
      params: {},
      value: `Free in-home assessment with ${COMPANY_NAME}`,
    });
    const notice = await suite.receiver.waitFor(
      (m) =>
        m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').includes(`Visit booked: ${request.name}`),
    );
    expect(notice.parsed.subject).not.toMatch(/^\[ES\]/);
    expect(allText(notice)).not.toContain('Spanish');
  });
});

describe('account mails', () => {
  it('follow the language of the sign-up, then of each sign-in', async () => {
    const server = suite.server();
    const email = uniqueEmail('rosa');
    const ip = randomPrivateIp();
    const password = strongPassword();
    const data = { first_name: 'Rosa', last_name: 'Pérez', email, username: `u${Date.now()}`, password };
    const call = (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const init = jsonRequest('POST', body, { ip });
      return server.fetch(`/api${path}`, { ...init, headers: { ...(init.headers as object), ...headers } });
    };
    expect((await call('/email/send-verification', data, ES)).status).toBe(200);
    const verification = await suite.receiver.waitFor((m) => m.envelopeTo.includes(email));
    expect(verification.parsed.subject).toBe(`Su código de verificación de ${COMPANY_NAME}`);
    expectInBothParts(verification, ['Verifique su correo electrónico', 'Hola, Rosa:']);
    expect(htmlLang(verification)).toBe('es');
    const code = /^Código: (\d{6})$/m.exec(verification.parsed.text ?? '')?.[1] ?? '';
    const verified = await call('/email/verify-code', { email, code }, ES);
    expect(verified.status).toBe(200);
    const { payload } = (await verified.json()) as { payload: { proof: string } };
    const created = await call('/users/signup', { ...data, verification_proof: payload.proof }, ES);
    expect(created.status).toBe(201);
    const userId = ((await created.json()) as { payload: { id: string } }).payload.id;
    expect(await languageOf('users', userId)).toBe('es');

    // A sign-in from an English page makes the account English; a reset then comes in English.
    expect((await call('/users/signin', { email, password })).status).toBe(200);
    expect(await languageOf('users', userId)).toBe('en');
    expect((await call('/email/forgot-password', { email })).status).toBeLessThan(300);
    const english = await suite.receiver.waitFor(
      (m) => m.envelopeTo.includes(email) && m.parsed.subject === 'Reset your password',
    );
    expect(english.parsed.text).toMatch(/\/reset-password\?/);
    expect(english.parsed.text).not.toContain('/es/reset-password');

    // Signed in again in Spanish: the next reset is Spanish and opens the Spanish page.
    expect((await call('/users/signin', { email, password }, ES)).status).toBe(200);
    expect(await languageOf('users', userId)).toBe('es');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await call('/email/forgot-password', { email }, ES);
    expect(again.status, await again.clone().text()).toBeLessThan(300);
    const spanish = await suite.receiver.waitFor(
      (m) => m.envelopeTo.includes(email) && m.parsed.subject === 'Restablezca su contraseña',
    );
    expectInBothParts(spanish, ['Hola, Rosa:', 'Elegir una nueva contraseña', '/es/reset-password?token=']);

    // The profile's notices follow the account too, whatever page asks: a new password, a new address.
    const signedIn = await call('/users/signin', { email, password }, ES);
    const { token } = (await signedIn.json()) as { token: string };
    const update = (body: unknown) =>
      server.fetch('/api/users/update', jsonRequest('PUT', body, { token, ip: randomPrivateIp() }));
    const changed = strongPassword();
    expect((await update({ password: { current: password, changed } })).status).toBe(200);
    const passwordNotice = await suite.receiver.waitFor(
      (m) => m.envelopeTo.includes(email) && m.parsed.subject === 'Se cambió su contraseña',
    );
    expectInBothParts(passwordNotice, ['Hola, Rosa:', 'se cambió desde su perfil', 'hora de Florida']);
    const newEmail = uniqueEmail('rosa-nueva');
    expect((await update({ email: newEmail, password: { current: changed } })).status).toBe(200);
    const codeMail = await suite.receiver.waitFor(
      (m) => m.envelopeTo.includes(newEmail) && m.parsed.subject === 'Confirme su nuevo correo electrónico',
    );
    const newCode = /^Código: (\d{6})$/m.exec(codeMail.parsed.text ?? '')?.[1] ?? '';
    const confirmed = await server.fetch(
      '/api/users/email-change/confirm',
      jsonRequest('POST', { code: newCode }, { token }),
    );
    expect(confirmed.status).toBe(200);
    const changedNotice = await suite.receiver.waitFor(
      (m) => m.envelopeTo.includes(email) && m.parsed.subject === 'Se cambió su correo electrónico',
    );
    expectInBothParts(changedNotice, [`se cambió a ${newEmail}`]);

    // A phone number added in Settings: the notice in Spanish, its type too.
    const phone = await server.fetch(
      '/api/contact-numbers',
      jsonRequest('POST', { type: 'Mobile', phone_number: '4075550123', city: 'Kissimmee' }, { token }),
    );
    expect(phone.status).toBe(201);
    const phoneNotice = await suite.receiver.waitFor(
      (m) =>
        m.envelopeTo.includes(newEmail) && m.parsed.subject === 'Se agregó un número de teléfono a su cuenta',
    );
    expectInBothParts(phoneNotice, [
      'Hola, Rosa: se agregó un número de teléfono',
      'Configuración, Notificaciones',
    ]);
    expectRow(
      phoneNotice,
      'Número',
      `(407) 555-0123 (${translate('es', 'phoneNumbers.type', { type: 'Mobile' })}, Kissimmee)`,
    );
  });
});
