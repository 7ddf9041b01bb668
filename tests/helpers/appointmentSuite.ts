import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
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
  /** A guest's estimate request, as the Get Estimate form sends it; its id, booking proof and address. */
  estimate(city?: string): Promise<EstimateRequest>;
  /** A public appointment call (`/api` + path) from its own client IP unless one is given. */
  publicCall<T>(method: string, path: string, body?: unknown, ip?: string): Promise<Answer<T>>;
  book(
    request: EstimateRequest,
    date: string,
    window: string,
    extra?: Record<string, unknown>,
  ): Promise<Answer<AppointmentBooked & ErrorBody>>;
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

  async function publicCall<T>(method: string, path: string, body?: unknown, ip = randomPrivateIp()) {
    const res = await suite.server().fetch(`/api${path}`, jsonRequest(method, body, { ip }));
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  }

  const mailsTo = (email: string) => suite.receiver.messages.filter((m) => m.envelopeTo.includes(email));

  return {
    ...suite,
    clock,
    publicCall,
    mailsTo,
    async estimate(city = 'Tampa') {
      const v = suite.visitor();
      const guest = {
        first_name: v.first,
        last_name: v.last,
        email: v.email,
        phone_number: '8135550176',
        city,
      };
      const created = await suite.post('/guests/create', guest, v.ip);
      expect(created.status).toBe(201);
      const guestId = (created.body.payload as { id: string }).id;
      const sent = await suite.post(
        '/guest/service-request',
        { guest_id: guestId, service_type_id: 1 },
        v.ip,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const payload = sent.body.payload as { id: string; booking_proof: string };
      return { id: payload.id, proof: payload.booking_proof, email: v.email, name: `${v.first} ${v.last}` };
    },
    book(request, date, window, extra = {}) {
      const body = { service_request_id: request.id, booking_proof: request.proof, date, window, ...extra };
      return publicCall('POST', '/appointments', body);
    },
    async customerEstimate(account, city = 'Orlando') {
      const body = { user_id: account.user.id, phone_number: '4075550123', city, service_type_id: 2 };
      const init = jsonRequest('POST', body, { token: account.token, ip: randomPrivateIp() });
      const res = await suite.server().fetch('/api/user/service-request', init);
      expect(res.status).toBe(201);
      const { payload } = (await res.json()) as { payload: { id: string; booking_proof: string } };
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
