import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../src/shared/staffMessages';
import { jsonRequest, randomPrivateIp, signUpUser } from '../helpers/accounts';
import {
  type LeadList,
  OTHER_STAFF_EMAILS,
  setUpStaffSuite,
  typeAddressIntoProfile,
} from '../helpers/staffSuite';
import { signInWithCode, turnTwoFactorOff, turnTwoFactorOn } from '../helpers/twoFactorFlow';

const suite = setUpStaffSuite();
const { call, receiver } = suite;
const error = (text: string) => ({ error: text });

/** Every staff operation with valid input, so only who calls decides the answer. */
function everyCall(leadId: string): Array<[method: string, path: string, body?: unknown]> {
  return [
    ['GET', '/leads?status=new&kind=inquiry&q=smith'],
    ['GET', '/leads/counts'],
    ['GET', '/leads/export'],
    ['GET', `/leads/${leadId}`],
    ['PATCH', `/leads/${leadId}`, { status: 'won', note: 'Signed.' }],
    ['POST', `/leads/${leadId}/resend`],
    ['POST', `/leads/${leadId}/contacts`, { channel: 'called' }],
  ];
}

async function someLead(): Promise<string> {
  return suite.guestEstimate({ service_type_id: 1, request_description: 'Whole-home standby unit.' });
}

describe('who may use the lead inbox', () => {
  it('answers anonymous callers 401 on every staff call', async () => {
    for (const [method, path, body] of everyCall(await someLead())) {
      const res = await call(method, path, { token: null, body });
      expect([method, path, res.status, res.body]).toEqual([
        method,
        path,
        401,
        error('Please sign in to continue.'),
      ]);
    }
  });

  it('answers a customer 403 on every call, whether or not the lead exists', async () => {
    const customer = await signUpUser(suite.server(), receiver);
    await turnTwoFactorOn(suite.server(), customer);
    for (const leadId of [await someLead(), randomUUID()]) {
      for (const [method, path, body] of everyCall(leadId)) {
        const res = await call(method, path, { token: customer.token, body });
        expect([method, path, res.status, res.body]).toEqual([
          method,
          path,
          403,
          error(staffMessages.staffOnly),
        ]);
      }
    }
  });

  it('asks staff without two-factor authentication to turn it on, and lets them in once it is', async () => {
    // STAFF_EMAILS lists it as Owner@Example.com: the comparison ignores case.
    const owner = await signUpUser(suite.server(), receiver, { email: 'owner@example.com' });
    const refused = await call('GET', '/leads', { token: owner.token });
    expect(refused).toMatchObject({ status: 403, body: error(staffMessages.twoFactorRequired) });
    const { secret, recoveryCodes } = await turnTwoFactorOn(suite.server(), owner);
    // The session that turned 2FA on was signed in with the password alone (issue 26): a new sign-in with
    // the code opens the inbox.
    const weak = await call('GET', '/leads', { token: owner.token });
    expect(weak).toMatchObject({ status: 403, body: error(staffMessages.strongSignInRequired) });
    const { token } = await signInWithCode(suite.server(), owner, secret);
    const allowed = await call<LeadList>('GET', '/leads', { token });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    await turnTwoFactorOff(suite.server(), { ...owner, token }, recoveryCodes[0] ?? '');
    const off = await call('GET', '/leads/counts', { token });
    expect(off).toMatchObject({ status: 403, body: error(staffMessages.twoFactorRequired) });
  });

  it('does not make a customer staff who types a listed address into their profile', async () => {
    const customer = await signUpUser(suite.server(), receiver);
    await turnTwoFactorOn(suite.server(), customer);
    await typeAddressIntoProfile(suite.server(), customer, OTHER_STAFF_EMAILS[1].toLowerCase());
    const res = await call('GET', '/leads', { token: customer.token });
    expect(res).toMatchObject({ status: 403, body: error(staffMessages.staffOnly) });
  });

  it('lets the staff member in, with the listed address in another case', async () => {
    const res = await call<LeadList>('GET', '/leads');
    expect(res.status).toBe(200);
    expect(res.body.next_cursor).toBeNull();
  });
});

describe('bad input', () => {
  it('is a 400 or 404 with a clear message, never a 500', async () => {
    const leadId = await someLead();
    const cursor = (text: string) => Buffer.from(text).toString('base64url');
    const cases: Array<[method: string, path: string, body: unknown, status: number, message: RegExp]> = [
      ['GET', '/leads/not-a-uuid', undefined, 400, /id must be a valid uuid/],
      ['GET', `/leads/${randomUUID()}`, undefined, 404, /^Lead not found\.$/],
      ['GET', '/leads?status=archived', undefined, 400, /status must be one of: new, contacted, quoted/],
      ['GET', '/leads?kind=call', undefined, 400, /kind must be one of: estimate, inquiry/],
      ['GET', '/leads?q=ab', undefined, 400, /q must be at least 3 characters/],
      ['GET', `/leads?q=${'x'.repeat(101)}`, undefined, 400, /q must be at most 100/],
      ['GET', '/leads?limit=0', undefined, 400, /limit has an invalid format/],
      ['GET', '/leads?limit=101', undefined, 400, /limit has an invalid format/],
      ['GET', '/leads?cursor=a%24b', undefined, 400, /cursor has an invalid format/],
      ['GET', `/leads?cursor=${cursor('junk')}`, undefined, 400, /page link is out of date/],
      [
        'GET',
        `/leads?cursor=${cursor(`2025-02-30T00:00:00.000000Z~${leadId}`)}`,
        undefined,
        400,
        /out of date/,
      ],
      [
        'GET',
        `/leads?cursor=${cursor(`2025-13-01T00:00:00.000000Z~${leadId}`)}`,
        undefined,
        400,
        /out of date/,
      ],
      ['GET', `/leads?cursor=${cursor('2025-01-01T00:00:00.000000Z~nope')}`, undefined, 400, /out of date/],
      ['PATCH', `/leads/${leadId}`, { status: 'archived' }, 400, /status must be one of/],
      ['PATCH', `/leads/${leadId}`, {}, 400, /^Choose a new status or write a note\.$/],
      ['PATCH', `/leads/${leadId}`, { note: ' \n\t ' }, 400, /^Choose a new status or write a note\.$/],
      ['PATCH', `/leads/${leadId}`, { note: 'x'.repeat(2001) }, 400, /note must be at most 2000/],
      ['PATCH', `/leads/${leadId}`, { status: 'won', priority: 1 }, 400, /field this call does not take/],
      ['PATCH', `/leads/${randomUUID()}`, { status: 'won' }, 404, /^Lead not found\.$/],
      ['POST', `/leads/${randomUUID()}/resend`, undefined, 404, /^Lead not found\.$/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await call<{ error: string }>(method, path, { body });
      expect([method, path, res.status]).toEqual([method, path, status]);
      expect(res.body.error, `${method} ${path}`).toMatch(message);
    }
  });

  it('limits resends per client address', async () => {
    const { token } = await suite.staff();
    const ip = randomPrivateIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await suite
        .server()
        .fetch(`/api/staff/leads/${randomUUID()}/resend`, jsonRequest('POST', undefined, { token, ip }));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});
