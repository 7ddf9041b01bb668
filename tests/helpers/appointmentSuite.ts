import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
import { normalizeUsPhone } from '../../src/shared/phone';
import { jsonRequest, randomPrivateIp, type SignedUpAccount } from './accounts';
import { COMPANY } from './leadsSuite';
import type { ReceivedMail } from './smtpReceiver';
import { type StaffSuite, setUpStaffSuite } from './staffSuite';

export type Availability = components['schemas']['Availability'];
export type Appointment = components['schemas']['Appointment'];
export type AppointmentBooked = components['schemas']['AppointmentBooked'];
export type StaffSchedule = components['schemas']['StaffSchedule'];
export type StaffAppointment = components['schemas']['StaffAppointment'];
export type ErrorBody = components['schemas']['Error'];
export type MyAppointments = components['schemas']['MyAppointments'];
export type AppointmentHeld = components['schemas']['AppointmentHeld'];

/** The subject of the e-mail that carries a held booking's 6-digit code (appointmentEmails.ts). */
export const BOOKING_CODE_SUBJECT = 'Your booking code for';

/**
 * A valid US number of its own, so that the one-visit-per-phone rule (issue 38) never links two test
 * customers by accident.
 */
export function uniquePhone(): string {
  for (;;) {
    const candidate = `813${randomInt(200, 999)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    if (normalizeUsPhone(candidate) === candidate) return candidate;
  }
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A clock the appointment calls read; a test sets it to the day it plays out. */
export interface FakeClock {
  now: () => Date;
  set(iso: string): void;
}

export function fakeClock(iso: string): FakeClock {
  let at = new Date(iso);
  return {
    now: () => new Date(at),
    set(next) {
      at = new Date(next);
    },
  };
}

export interface EstimateRequest {
  id: string;
  proof: string;
  email: string;
  name: string;
}

export interface AppointmentSuite extends StaffSuite {
  clock: FakeClock;
  /**
   * A guest's estimate request, as the Get Estimate form sends it; its id, booking proof and address.
   * `guest` overrides what the guest typed (an attacker's name, someone else's address or phone).
   */
  estimate(city?: string, guest?: Record<string, string>, ip?: string): Promise<EstimateRequest>;
  /** A public appointment call (`/api` + path) from its own client IP unless one is given. */
  publicCall<T>(
    method: string,
    path: string,
    body?: unknown,
    ip?: string,
    token?: string,
  ): Promise<Answer<T>>;
  /**
   * Books as the booking page does for a guest: POST /appointments and, when that holds the window (202),
   * the 6-digit code read from the customer's inbox sent to POST /appointments/confirm. Answers the
   * booking's answer (the confirmation's when there was a code).
   */
  book(
    request: EstimateRequest,
    date: string,
    window: string,
    extra?: Record<string, unknown>,
    options?: { ip?: string; token?: string },
  ): Promise<Answer<AppointmentBooked & ErrorBody>>;
  /** POST /appointments alone: a hold (202), or a booking at once (201) for a verified customer. */
  hold(
    request: EstimateRequest,
    date: string,
    window: string,
    extra?: Record<string, unknown>,
    options?: { ip?: string; token?: string },
  ): Promise<Answer<AppointmentHeld & AppointmentBooked & ErrorBody>>;
  /** The code of the `after`+1-th booking-code e-mail to `email` (waits for it). */
  bookingCode(email: string, after?: number): Promise<string>;
  /** How many booking-code e-mails reached `email` so far. */
  bookingCodeCount(email: string): number;
  /** POST /appointments/confirm with `code`. */
  confirm(
    request: EstimateRequest,
    code: string,
    ip?: string,
  ): Promise<Answer<AppointmentBooked & ErrorBody>>;
  /** POST /appointments/resend-code. */
  resend(request: EstimateRequest, ip?: string): Promise<Answer<AppointmentHeld & ErrorBody>>;
  /** A signed-in customer's estimate request (POST /user/service-request), with its booking proof. */
  customerEstimate(account: SignedUpAccount, city?: string): Promise<EstimateRequest>;
  /** Staff book `request`'s visit for a caller (POST /staff/appointments), as `token` if given. */
  staffBook(
    request: { id: string },
    date: string,
    window: string,
    address: string,
    token?: string | null,
  ): Promise<Answer<StaffAppointment & ErrorBody>>;
  /** The company inbox's appointment notices about `name` so far, in arrival order. */
  companyNotices(name: string): ReceivedMail[];
  /** The messages to `email` so far, in arrival order. */
  mailsTo(email: string): ReceivedMail[];
  /** Waits for the message to `email` whose subject contains `subject` (messages may arrive in any order). */
  mailTo(email: string, subject: string): Promise<ReceivedMail>;
}

/** The staff suite on a fake clock for the appointment calls, plus the customer's side of booking. */
export function setUpAppointmentSuite(startIso: string): AppointmentSuite {
  const clock = fakeClock(startIso);
  const suite = setUpStaffSuite(clock.now);

  async function publicCall<T>(
    method: string,
    path: string,
    body?: unknown,
    ip = randomPrivateIp(),
    token?: string,
  ) {
    const res = await suite
      .server()
      .fetch(`/api${path}`, jsonRequest(method, body, { ip, ...(token ? { token } : {}) }));
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  }

  // Estimate requests are stamped with the real time, the booking reads the suite's clock (a proof books
  // for 7 days after its request): each request is dated at the clock's moment, as if sent then.
  async function datedByClock(serviceRequestId: string): Promise<void> {
    const at = clock.now().toISOString();
    await suite
      .server()
      .database.db.execute(
        sql`update service_requests set created_at = ${at}::timestamptz where id = ${serviceRequestId}`,
      );
  }

  const mailsTo = (email: string) => suite.receiver.messages.filter((m) => m.envelopeTo.includes(email));
  const codeMails = (email: string) =>
    mailsTo(email).filter((m) => (m.parsed.subject ?? '').startsWith(BOOKING_CODE_SUBJECT));

  async function bookingCode(email: string, after = 0): Promise<string> {
    await suite.receiver.waitFor(() => codeMails(email).length > after);
    const mail = codeMails(email)[after];
    const code = /^(?:Code|Código): (\d{6})$/m.exec(mail?.parsed.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the booking-code e-mail to ${email}`);
    return code;
  }

  function hold(
    request: EstimateRequest,
    date: string,
    window: string,
    extra: Record<string, unknown> = {},
    options: { ip?: string; token?: string } = {},
  ) {
    const body = { service_request_id: request.id, booking_proof: request.proof, date, window, ...extra };
    return publicCall<AppointmentHeld & AppointmentBooked & ErrorBody>(
      'POST',
      '/appointments',
      body,
      options.ip,
      options.token,
    );
  }

  function confirm(request: EstimateRequest, code: string, ip?: string) {
    const body = { service_request_id: request.id, booking_proof: request.proof, code };
    return publicCall<AppointmentBooked & ErrorBody>('POST', '/appointments/confirm', body, ip);
  }

  return {
    ...suite,
    clock,
    publicCall,
    mailsTo,
    hold,
    confirm,
    bookingCode,
    bookingCodeCount: (email) => codeMails(email).length,
    resend(request, ip) {
      const body = { service_request_id: request.id, booking_proof: request.proof };
      return publicCall('POST', '/appointments/resend-code', body, ip);
    },
    async estimate(city = 'Tampa', typed = {}, ip = undefined) {
      const v = suite.visitor();
      const guest = {
        first_name: v.first,
        last_name: v.last,
        email: v.email,
        phone_number: uniquePhone(),
        city,
        ...typed,
      };
      const from = ip ?? v.ip;
      const created = await suite.post('/guests/create', guest, from);
      expect(created.status).toBe(201);
      const guestId = (created.body.payload as { id: string }).id;
      const sent = await suite.post(
        '/guest/service-request',
        { guest_id: guestId, service_type_id: 1 },
        from,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const payload = sent.body.payload as { id: string; booking_proof: string };
      await datedByClock(payload.id);
      const name = `${guest.first_name} ${guest.last_name}`;
      return { id: payload.id, proof: payload.booking_proof, email: guest.email, name };
    },
    async book(request, date, window, extra = {}, options = {}) {
      const seen = codeMails(request.email).length;
      const held = await hold(request, date, window, extra, options);
      if (held.status !== 202) return held;
      return confirm(request, await bookingCode(request.email, seen), options.ip);
    },
    async customerEstimate(account, city = 'Orlando') {
      const body = { user_id: account.user.id, phone_number: uniquePhone(), city, service_type_id: 2 };
      const init = jsonRequest('POST', body, { token: account.token, ip: randomPrivateIp() });
      const res = await suite.server().fetch('/api/user/service-request', init);
      expect(res.status).toBe(201);
      const { payload } = (await res.json()) as { payload: { id: string; booking_proof: string } };
      await datedByClock(payload.id);
      const name = `${account.user.first_name} ${account.user.last_name}`;
      return { id: payload.id, proof: payload.booking_proof, email: account.email, name };
    },
    staffBook(request, date, window, address, token) {
      const body = { service_request_id: request.id, date, window, address };
      return suite.call('POST', '/appointments', { body, ...(token === undefined ? {} : { token }) });
    },
    companyNotices(name) {
      return suite.receiver.messages.filter(
        (m) =>
          m.envelopeTo.includes(COMPANY) &&
          /^Visit (booked|moved|cancelled): /.test(m.parsed.subject ?? '') &&
          (m.parsed.subject ?? '').includes(name),
      );
    },
    mailTo(email, subject) {
      return suite.receiver.waitFor(
        (m) => m.envelopeTo.includes(email) && (m.parsed.subject ?? '').includes(subject),
      );
    },
  };
}
