import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { email_notification_preferences as prefs } from '../../src/server/db/schema';
import { accountSettingsApi } from '../helpers/accountSettingsApi';
import { createSignedInUser, type SignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY lets each test come from its own client IP, so per-IP limits never leak between tests.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

const ALL_ON = {
  password_change: true,
  inquiry_verification: true,
  estimate_verification: true,
  phone_number_change: true,
};

const api = accountSettingsApi(() => server, '10.4');
const call = (user: SignedInUser | null, method: 'GET' | 'PATCH', body?: unknown, ip?: string) =>
  api.call(user, method, '/email-notifications', body, ip);

const newUser = () => createSignedInUser(server.database.db);

async function storedRow(userId: string) {
  const rows = await server.database.db
    .select({ password_change: prefs.password_change, inquiry_verification: prefs.inquiry_verification })
    .from(prefs)
    .where(eq(prefs.user_id, userId));
  return rows[0];
}

describe('GET /email-notifications', () => {
  it('answers all four on for a user without a stored row, and stores the defaults', async () => {
    const user = await newUser();
    expect(await storedRow(user.userId)).toBeUndefined();
    const res = await call(user, 'GET');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ payload: ALL_ON });
    expect(await storedRow(user.userId)).toEqual({ password_change: true, inquiry_verification: true });
    expect((await call(user, 'GET')).body).toEqual({ payload: ALL_ON });
  });

  it('answers 401 without a session', async () => {
    const res = await call(null, 'GET');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Please sign in to continue.');
  });
});

describe('PATCH /email-notifications', () => {
  it.each(['inquiry_verification', 'estimate_verification', 'phone_number_change'] as const)(
    'turns %s off and on again, answering all four',
    async (field) => {
      const user = await newUser();
      const off = await call(user, 'PATCH', { field, value: false });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ payload: { ...ALL_ON, [field]: false } });
      expect((await call(user, 'GET')).body).toEqual({ payload: { ...ALL_ON, [field]: false } });
      const on = await call(user, 'PATCH', { field, value: true });
      expect(on.body).toEqual({ payload: ALL_ON });
    },
  );

  it('changes only the caller’s preferences', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    await call(alice, 'PATCH', { field: 'estimate_verification', value: false });
    expect((await call(bob, 'GET')).body).toEqual({ payload: ALL_ON });
  });

  it.each([false, true])('refuses any change of password_change (value %s) with 400', async (value) => {
    const user = await newUser();
    const res = await call(user, 'PATCH', { field: 'password_change', value });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The password change notification is always on and cannot be changed.');
    expect((await call(user, 'GET')).body).toEqual({ payload: ALL_ON });
  });

  it.each([
    ['an unknown field', { field: 'marketing', value: false }],
    ['a value that is not a boolean', { field: 'inquiry_verification', value: 'false' }],
    ['no value', { field: 'inquiry_verification' }],
    ['no field', { value: true }],
    ['an extra property', { field: 'inquiry_verification', value: false, user_id: 'x' }],
  ])('answers 400 for %s', async (_label, body) => {
    const user = await newUser();
    const res = await call(user, 'PATCH', body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect((await call(user, 'GET')).body).toEqual({ payload: ALL_ON });
  });

  it('answers 401 without a session', async () => {
    const res = await call(null, 'PATCH', { field: 'inquiry_verification', value: false });
    expect(res.status).toBe(401);
  });

  it('allows 30 updates per minute per client IP, then answers 429', async () => {
    const user = await newUser();
    const ip = api.nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await call(user, 'PATCH', { field: 'inquiry_verification', value: i % 2 === 0 }, ip);
      expect(res.status).toBe(200);
    }
    const limited = await call(user, 'PATCH', { field: 'inquiry_verification', value: false }, ip);
    expect(limited.status).toBe(429);
    // The wait left in the window, e.g. '1 minute' or '58 seconds'.
    expect(limited.body.error).toMatch(/^Too many requests\. Please try again in (1 minute|\d+ seconds)\.$/);
    expect((await call(user, 'GET', undefined, ip)).status).toBe(200);
  });
});
