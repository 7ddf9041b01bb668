import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact_numbers } from '../../src/server/db/schema';
import { accountSettingsApi } from '../helpers/accountSettingsApi';
import { createSignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The four contact-number operations and their rules; notices, sign-in and rate limits are in
// contactNumbers.guards.test.ts.

let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY lets each test come from its own client IP, so per-IP limits never leak between tests.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

const newUser = () => createSignedInUser(server.database.db);
const api = accountSettingsApi(() => server, '10.3');
const { call, list, create } = api;

describe('GET /contact-numbers', () => {
  it('answers an empty list for a new user and the numbers oldest first', async () => {
    const user = await newUser();
    expect(await list(user)).toEqual([]);
    const a = await create(user, { type: 'Mobile', phone_number: '4075550123', city: 'Orlando' });
    const b = await create(user, { type: 'Work', phone_number: '8135550142' });
    expect(await list(user)).toEqual([a, b]);
  });

  it('never shows another user’s numbers', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    await create(alice, { type: 'Home', phone_number: '9045550188' });
    expect(await list(bob)).toEqual([]);
  });
});

describe('POST /contact-numbers', () => {
  it('stores the digits, the type and the city and answers 201 with the row', async () => {
    const user = await newUser();
    const created = await create(user, {
      type: 'Mobile',
      phone_number: '4075550123',
      city: '  Winter Park ',
    });
    expect(created).toEqual({
      id: expect.any(String),
      city: 'Winter Park',
      type: 'Mobile',
      phone_number: '4075550123',
    });
    const [row] = await server.database.db
      .select({ user_id: contact_numbers.user_id, phone_number: contact_numbers.phone_number })
      .from(contact_numbers)
      .where(eq(contact_numbers.id, created.id));
    expect(row).toEqual({ user_id: user.userId, phone_number: '4075550123' });
  });

  it.each([
    ['absent', {}],
    ['null', { city: null }],
    ['empty', { city: '' }],
  ])('stores a city that is %s as empty', async (_label, city) => {
    const user = await newUser();
    const created = await create(user, { type: 'Other', phone_number: '3215550111', ...city });
    expect(created.city).toBe('');
  });

  it.each([
    ['nine digits', { type: 'Mobile', phone_number: '407555012' }, 'phone_number has an invalid format.'],
    [
      'formatting characters',
      { type: 'Mobile', phone_number: '(407) 555-0123' },
      'phone_number has an invalid format.',
    ],
    [
      'an impossible area code',
      { type: 'Mobile', phone_number: '1235550123' },
      'Please enter a valid 10-digit phone number',
    ],
    [
      'an area code starting with 0',
      { type: 'Mobile', phone_number: '0125550123' },
      'Please enter a valid 10-digit phone number',
    ],
    [
      'a Canadian number',
      { type: 'Mobile', phone_number: '4165550123' },
      'Please enter a valid 10-digit phone number',
    ],
    ['no type', { phone_number: '4075550123' }, 'type is required.'],
    [
      'an unknown type',
      { type: 'Fax', phone_number: '4075550123' },
      'type must be one of: Mobile, Home, Work, Other.',
    ],
    ['no number', { type: 'Mobile' }, 'phone_number is required.'],
    [
      'an unknown field',
      { type: 'Mobile', phone_number: '4075550123', user_id: 'x' },
      'The request has a field this call does not take.',
    ],
    [
      'a city over 100 characters',
      { type: 'Mobile', phone_number: '4075550123', city: 'x'.repeat(101) },
      'city must be at most 100 characters long.',
    ],
  ])('answers 400 for %s and stores nothing', async (_label, body, message) => {
    const user = await newUser();
    const res = await call(user, 'POST', '/contact-numbers', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await list(user)).toEqual([]);
  });

  it('keeps at most 20 numbers per user (409)', async () => {
    const user = await newUser();
    const ip = api.nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await call(
        user,
        'POST',
        '/contact-numbers',
        { type: 'Mobile', phone_number: `40755501${String(i).padStart(2, '0')}` },
        ip,
      );
      expect(res.status).toBe(201);
    }
    const over = await call(user, 'POST', '/contact-numbers', { type: 'Mobile', phone_number: '4075550199' });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('You can keep at most 20 phone numbers. Delete one first.');
    expect(await list(user)).toHaveLength(20);
    // The limit is per user: someone else can still add one.
    await create(await newUser(), { type: 'Mobile', phone_number: '4075550199' });
  });
});

describe('PUT /contact-numbers/{id}', () => {
  it('replaces city, type and number of the user’s own row', async () => {
    const user = await newUser();
    const created = await create(user, { type: 'Mobile', phone_number: '4075550123', city: 'Orlando' });
    const res = await call(user, 'PUT', `/contact-numbers/${created.id}`, {
      type: 'Home',
      phone_number: '8135550142',
      city: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ id: created.id, city: '', type: 'Home', phone_number: '8135550142' });
    expect(await list(user)).toEqual([res.body.payload]);
  });

  it('answers 404 for another user’s row and leaves it unchanged', async () => {
    const [alice, mallory] = [await newUser(), await newUser()];
    const created = await create(alice, { type: 'Mobile', phone_number: '4075550123', city: 'Orlando' });
    const res = await call(mallory, 'PUT', `/contact-numbers/${created.id}`, {
      type: 'Work',
      phone_number: '8135550142',
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Phone number not found.');
    expect(await list(alice)).toEqual([created]);
  });

  it('answers 404 for an unknown id, 400 for an invalid number', async () => {
    const user = await newUser();
    const unknown = await call(user, 'PUT', '/contact-numbers/no-such-id', {
      type: 'Work',
      phone_number: '8135550142',
    });
    expect(unknown.status).toBe(404);
    const created = await create(user, { type: 'Mobile', phone_number: '4075550123' });
    const invalid = await call(user, 'PUT', `/contact-numbers/${created.id}`, {
      type: 'Work',
      phone_number: '1115550142',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Please enter a valid 10-digit phone number');
    expect(await list(user)).toEqual([created]);
  });
});

describe('DELETE /contact-numbers/{id}', () => {
  it('deletes the user’s own row and answers the remaining list', async () => {
    const user = await newUser();
    const a = await create(user, { type: 'Mobile', phone_number: '4075550123' });
    const b = await create(user, { type: 'Home', phone_number: '8135550142' });
    const res = await call(user, 'DELETE', `/contact-numbers/${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual([b]);
    expect(await list(user)).toEqual([b]);
  });

  it('answers 404 for another user’s row and keeps it', async () => {
    const [alice, mallory] = [await newUser(), await newUser()];
    const created = await create(alice, { type: 'Mobile', phone_number: '4075550123' });
    const res = await call(mallory, 'DELETE', `/contact-numbers/${created.id}`);
    expect(res.status).toBe(404);
    expect(await list(alice)).toEqual([created]);
  });

  it('answers 404 for an unknown or already deleted id', async () => {
    const user = await newUser();
    const created = await create(user, { type: 'Mobile', phone_number: '4075550123' });
    expect((await call(user, 'DELETE', `/contact-numbers/${created.id}`)).status).toBe(200);
    expect((await call(user, 'DELETE', `/contact-numbers/${created.id}`)).status).toBe(404);
  });
});
