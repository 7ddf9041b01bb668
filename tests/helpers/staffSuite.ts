import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
import { confirmIdentity, jsonRequest, randomPrivateIp, type SignedUpAccount, signUpUser } from './accounts';
import { type LeadsSuite, setUpLeadsServer } from './leadsSuite';
import type { TestServer } from './testServer';
import { signInWithCode, turnTwoFactorOn } from './twoFactorFlow';

export type LeadList = components['schemas']['LeadList'];
export type LeadDetail = components['schemas']['LeadDetail'];
export type LeadCounts = components['schemas']['LeadCounts'];

export interface StaffAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface StaffSuite extends LeadsSuite {
  server(): TestServer;
  /** The staff member's address; STAFF_EMAILS holds it upper-cased, beside OTHER_STAFF_EMAILS. */
  staffEmail: string;
  /**
   * The staff member: signed up through the API with the listed address and 2FA on, then signed in with the
   * password and a code (a password-only session cannot use the inbox) and confirmed, so the export works
   * for 15 minutes (once per file). `secret` is the authenticator's.
   */
  staff(): Promise<SignedUpAccount & { secret: string }>;
  /** A staff call (`/api/staff` + path) as `token`, by default the staff member's, from a random client IP. */
  call<T>(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown },
  ): Promise<StaffAnswer<T>>;
  /** A guest's estimate request through the public calls, as the Get Estimate form sends it; its lead id. */
  guestEstimate(request: Record<string, unknown>, guest?: Record<string, unknown>): Promise<string>;
  /** An inquiry through the public call; the lead id, found by searching for the visitor's unique name. */
  inquiry(body: { name: string; email: string; phone: string; products: unknown[] }): Promise<string>;
}

/**
 * Types an address into `account`'s profile (PUT /users/update), as a customer may: since issue 26 nothing
 * changes until the code e-mailed to that address is entered, so a listed address typed there makes nobody
 * staff (and its inbox is not the customer's).
 */
export async function typeAddressIntoProfile(server: TestServer, account: SignedUpAccount, email: string) {
  const res = await server.fetch(
    '/api/users/update',
    jsonRequest(
      'PUT',
      { email, password: { current: account.password } },
      { token: account.token, ip: randomPrivateIp() },
    ),
  );
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ payload: { email: account.email }, pending_email: email });
}

/** Also listed in every staff suite's STAFF_EMAILS, in mixed case, for tests of other staff accounts. */
export const OTHER_STAFF_EMAILS = ['Owner@Example.com', 'Manager@Example.com'] as const;

/** One real server per file with STAFF_EMAILS set, on top of the lead suites' set-up (SMTP, proxy). */
export function setUpStaffSuite(clock?: () => Date): StaffSuite {
  const staffEmail = `staff-${randomBytes(4).toString('hex')}@example.com`;
  let server: TestServer | undefined;
  const leads = setUpLeadsServer(
    (started) => {
      server = started;
    },
    { STAFF_EMAILS: [...OTHER_STAFF_EMAILS, staffEmail.toUpperCase()].join(', ') },
    clock,
  );
  const started = () => {
    if (!server) throw new Error('the staff suite server has not started');
    return server;
  };
  let staffAccount: Promise<SignedUpAccount & { secret: string }> | undefined;
  const staff = () => {
    staffAccount ??= (async () => {
      const account = await signUpUser(started(), leads.receiver, {
        email: staffEmail,
        first_name: 'Sam',
        last_name: 'Staffer',
      });
      const { secret } = await turnTwoFactorOn(started(), account);
      const { token } = await signInWithCode(started(), account, secret);
      await confirmIdentity(started(), token, { password: account.password });
      return { ...account, token, secret };
    })();
    return staffAccount;
  };

  async function call<T>(
    method: string,
    path: string,
    options: { token?: string | null; body?: unknown } = {},
  ): Promise<StaffAnswer<T>> {
    const token = options.token === undefined ? (await staff()).token : options.token;
    const init = jsonRequest(method, options.body, { ...(token ? { token } : {}), ip: randomPrivateIp() });
    const res = await started().fetch(`/api/staff${path}`, init);
    // As bytes: Response.text() would drop the CSV export's byte-order mark, which the test checks.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const isJson = res.headers.get('content-type')?.startsWith('application/json');
    // The contract fixes each answer's shape (JSON, or CSV text for the export); the tests check it.
    const body = (isJson ? JSON.parse(text) : text) as T;
    return { status: res.status, body, headers: res.headers };
  }

  return {
    ...leads,
    server: started,
    staffEmail,
    staff,
    call,
    async guestEstimate(request, guest = {}) {
      const v = leads.visitor();
      const created = await leads.post(
        '/guests/create',
        { first_name: v.first, last_name: v.last, email: v.email, phone_number: '4075550142', ...guest },
        v.ip,
      );
      expect(created.status).toBe(201);
      const guestId = (created.body.payload as { id: string }).id;
      const sent = await leads.post('/guest/service-request', { guest_id: guestId, ...request }, v.ip);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      return (sent.body.payload as { id: string }).id;
    },
    async inquiry(body) {
      const sent = await leads.post('/email/inquiry', body, leads.visitor().ip);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const found = await call<LeadList>('GET', `/leads?q=${encodeURIComponent(body.name)}`);
      expect(found.body.leads).toHaveLength(1);
      const id = found.body.leads[0]?.id;
      if (!id) throw new Error('the inquiry is not in the inbox');
      return id;
    },
  };
}
