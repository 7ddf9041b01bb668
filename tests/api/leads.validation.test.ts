import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, inquiries, mail_outbox, service_requests } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../helpers/testServer';

let server: TestServer;
let ipCounter = 0;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

/** Each test gets a client IP of its own, so per-IP limits stay within the test. */
const freshIp = () => `10.2.${++ipCounter}.9`;

async function post(path: string, body: unknown, ip = freshIp()) {
  const res = await server.fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const guest = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Sam',
  last_name: 'Rivera',
  email: `sam.${randomBytes(4).toString('hex')}@example.com`,
  phone_number: '(407) 555-0142',
  city: 'Orlando',
  ...overrides,
});

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '407-555-0142',
  products: [{ name: 'Portable Diesel', message: '' }],
  ...overrides,
});

async function newGuestId(): Promise<string> {
  const res = await post('/guests/create', guest());
  expect(res.status).toBe(201);
  return (res.body.payload as { id: string }).id;
}

async function outboxSize(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(mail_outbox);
  return row?.n ?? 0;
}

describe('bad input is a 400 with a clear error, and nothing is stored or mailed', () => {
  it.each([
    [
      'a phone that is not a US number',
      { phone_number: '(123) 456-7890' },
      'Please enter a valid 10-digit phone number',
    ],
    ['a phone with 9 digits', { phone_number: '407 555 014' }, 'Please enter a valid 10-digit phone number'],
    ['a phone with letters', { phone_number: '407-555-CALL' }, 'phone_number has an invalid format.'],
    ['a malformed e-mail', { email: 'sam@' }, 'email must be a valid e-mail address.'],
    ['a blank first name', { first_name: '   ' }, 'first_name must not be empty.'],
    [
      'a city outside the service area',
      { city: 'Miami' },
      /^city must be one of: Orlando, Tampa, Jacksonville/,
    ],
  ])('guest with %s', async (_case, overrides, error) => {
    const before = await server.database.db.select({ n: count() }).from(guests);
    const res = await post('/guests/create', guest(overrides));
    expect(res.status).toBe(400);
    if (typeof error === 'string') expect(res.body).toEqual({ error });
    else expect(res.body.error).toMatch(error);
    const after = await server.database.db.select({ n: count() }).from(guests);
    expect(after).toEqual(before);
  });

  it.each([
    ['unknown service type id 7', { service_type_id: 7 }, 'service_type_id is out of range.'],
    ['heard-about id 0', { heard_about_option_id: 0 }, 'heard_about_option_id is out of range.'],
    [
      'a service type that is not a number',
      { service_type_id: '2' },
      'service_type_id must be of type integer,null.',
    ],
  ])('service request with %s', async (_case, overrides, error) => {
    const guestId = await newGuestId();
    const mailsBefore = await outboxSize();
    const res = await post('/guest/service-request', { guest_id: guestId, ...overrides });
    expect(res).toEqual({ status: 400, body: { error } });
    expect(await outboxSize()).toBe(mailsBefore);
  });

  it('service request for an unknown guest is a 404', async () => {
    const res = await post('/guest/service-request', { guest_id: '3b241101-e2bb-4255-8caf-4136c566a962' });
    expect(res).toEqual({
      status: 404,
      body: { error: 'We could not find your contact details. Please submit the form again.' },
    });
  });

  it('service request for a guest older than a day is a 404', async () => {
    const guestId = await newGuestId();
    await server.database.db
      .update(guests)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(guests.id, guestId));
    const res = await post('/guest/service-request', { guest_id: guestId });
    expect(res.status).toBe(404);
    const stored = await server.database.db
      .select({ n: count() })
      .from(service_requests)
      .where(eq(service_requests.guest_id, guestId));
    expect(stored[0]?.n).toBe(0);
  });

  it('a malformed guest id is a 400, not a database error', async () => {
    const res = await post('/guest/service-request', { guest_id: 'not-a-uuid' });
    expect(res).toEqual({ status: 400, body: { error: 'guest_id must be a valid uuid.' } });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'Please fill in all required fields'],
    ['a blank phone', { phone: '          ' }, 'Please fill in all required fields'],
    ['a bad phone', { phone: '555-555-5555' }, 'Please enter a valid 10-digit phone number'],
    ['a bad e-mail', { email: 'sam at example.com' }, 'email must be a valid e-mail address.'],
    ['no products', { products: [] }, 'products must have at least 1 entry.'],
    [
      'more than 100 products',
      { products: Array.from({ length: 101 }, (_, i) => ({ name: `Item ${i}` })) },
      'products must have at most 100 entries.',
    ],
    ['a blank product name', { products: [{ name: '  ' }] }, 'products.0.name must not be empty.'],
    ['a missing name', { name: undefined }, 'name is required.'],
  ])('inquiry with %s', async (_case, overrides, error) => {
    const mailsBefore = await outboxSize();
    const [inquiriesBefore] = await server.database.db.select({ n: count() }).from(inquiries);
    const res = await post('/email/inquiry', inquiry(overrides));
    expect(res).toEqual({ status: 400, body: { error } });
    expect(await outboxSize()).toBe(mailsBefore);
    const [inquiriesAfter] = await server.database.db.select({ n: count() }).from(inquiries);
    expect(inquiriesAfter?.n).toBe(inquiriesBefore?.n);
  });

  it('an inquiry of exactly 100 products is accepted', async () => {
    const products = Array.from({ length: 100 }, (_, i) => ({ name: `Item ${i}`, message: 'x' }));
    const res = await post('/email/inquiry', inquiry({ products }));
    expect(res.status).toBe(201);
  });
});

describe('size and rate limits', () => {
  it('answers 413 for a body over 1 MB', async () => {
    const products = [{ name: 'Portable Diesel', message: 'x'.repeat(1024 * 1024 + 10) }];
    const res = await post('/email/inquiry', JSON.stringify(inquiry({ products })));
    expect(res).toEqual({ status: 413, body: { error: 'The request body is too large.' } });
  });

  it('limits inquiries to 5 a minute per client IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post('/email/inquiry', inquiry(), ip)).status).toBe(201);
    const limited = await server.fetch('/api/email/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(inquiry()),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again in 1 minute.' });
    // Another visitor is not affected.
    expect((await post('/email/inquiry', inquiry())).status).toBe(201);
  });

  it('limits guest records and guest requests to 10 a minute per client IP', async () => {
    const ip = freshIp();
    let guestId = '';
    for (let i = 0; i < 10; i++) {
      const res = await post('/guests/create', guest(), ip);
      expect(res.status).toBe(201);
      guestId = (res.body.payload as { id: string }).id;
    }
    expect((await post('/guests/create', guest(), ip)).status).toBe(429);
    for (let i = 0; i < 10; i++) {
      expect((await post('/guest/service-request', { guest_id: guestId }, ip)).status).toBe(201);
    }
    expect((await post('/guest/service-request', { guest_id: guestId }, ip)).status).toBe(429);
  });
});
