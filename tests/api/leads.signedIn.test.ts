import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  email_notification_preferences,
  inquiries,
  mail_outbox,
  service_requests,
} from '../../src/server/db/schema';
import { setUpLeadsServer, toCompany } from '../helpers/leadsSuite';
import { expectInBothParts } from '../helpers/mailContent';
import { createSignedInUser } from '../helpers/sessionFixture';
import type { TestServer } from '../helpers/testServer';

let server: TestServer;
const { receiver, visitor, post } = setUpLeadsServer((started) => {
  server = started;
});

describe('signed-in inquiry', () => {
  it('links a signed-in sender and respects their inquiry_verification preference', async () => {
    const v = visitor();
    const user = await createSignedInUser(server.database.db);
    await server.database.db
      .insert(email_notification_preferences)
      .values({ user_id: user.userId, inquiry_verification: false });
    const res = await post(
      '/email/inquiry',
      {
        name: `${v.first} ${v.last}`,
        email: v.email,
        phone: '4075550142',
        products: [{ name: 'Standby Propane' }],
      },
      v.ip,
      user.auth,
    );
    expect(res.status).toBe(201);
    const company = await receiver.waitFor(toCompany(v.last));
    expectInBothParts(company, [`Signed-in customer (${user.username})`, 'Standby Propane']);

    const [stored] = await server.database.db
      .select({ user_id: inquiries.user_id })
      .from(inquiries)
      .where(eq(inquiries.email, v.email));
    expect(stored?.user_id).toBe(user.userId);
    // The confirmation would have been queued in the same transaction as the company's copy.
    const queued = await server.database.db
      .select({ kind: mail_outbox.kind })
      .from(mail_outbox)
      .where(eq(mail_outbox.to_address, v.email));
    expect(queued).toEqual([]);
  });
});

describe('signed-in estimate request', () => {
  const body = (userId: string) => ({
    user_id: userId,
    phone_number: '(407) 555-0142',
    city: 'Orlando',
    service_type_id: 1,
    request_description: 'New 24 kW standby generator',
    heard_about_option_id: 3,
    other_heard_about_details: null,
  });

  it('needs a session', async () => {
    const v = visitor();
    const res = await post('/user/service-request', body('00000000-0000-4000-8000-000000000000'), v.ip);
    expect(res).toEqual({ status: 401, body: { error: 'Please sign in to continue.' } });
  });

  it('refuses a request for another user', async () => {
    const v = visitor();
    const user = await createSignedInUser(server.database.db);
    const other = await createSignedInUser(server.database.db);
    const res = await post('/user/service-request', body(other.userId), v.ip, user.auth);
    expect(res.status).toBe(403);
  });

  it('stores the request for the user and e-mails the company and the user', async () => {
    const v = visitor();
    const user = await createSignedInUser(server.database.db, { last_name: v.last, email: v.email });
    const res = await post('/user/service-request', body(user.userId), v.ip, user.auth);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your request has been submitted!');
    const company = await receiver.waitFor(toCompany(v.last));
    expectInBothParts(company, [
      `Test ${v.last}`,
      v.email,
      '(407) 555-0142',
      'Orlando, FL',
      'Installations',
      'New 24 kW standby generator',
      'Friend/Family Referral',
      `Signed-in customer (${user.username})`,
    ]);
    await receiver.waitFor((m) => m.envelopeTo.includes(v.email));
  });

  it('limits a user to 10 requests an hour, whatever their IP', async () => {
    const user = await createSignedInUser(server.database.db);
    const v = visitor();
    for (let i = 0; i < 10; i++) {
      expect((await post('/user/service-request', body(user.userId), v.ip, user.auth)).status).toBe(201);
    }
    const limited = await post('/user/service-request', body(user.userId), visitor().ip, user.auth);
    expect(limited).toEqual({
      status: 429,
      body: { error: 'Too many estimate requests. Please try again in 1 hour.' },
    });
    // The first of the ten frees its place an hour after it was made (the contract's Retry-After).
    const [first] = await server.database.db
      .select({ at: service_requests.created_at })
      .from(service_requests)
      .where(eq(service_requests.user_id, user.userId))
      .orderBy(asc(service_requests.created_at))
      .limit(1);
    const raw = await server.fetch('/api/user/service-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.auth, 'x-forwarded-for': visitor().ip },
      body: JSON.stringify(body(user.userId)),
    });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get('retry-after'));
    const expected = ((first?.at.getTime() ?? 0) + 3_600_000 - Date.now()) / 1000;
    expect(retryAfter).toBeGreaterThan(expected - 5);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(expected) + 1);
  });

  it('sends no confirmation when estimate_verification is off', async () => {
    const v = visitor();
    const user = await createSignedInUser(server.database.db, { last_name: v.last, email: v.email });
    await server.database.db
      .insert(email_notification_preferences)
      .values({ user_id: user.userId, estimate_verification: false });
    const res = await post('/user/service-request', body(user.userId), v.ip, user.auth);
    expect(res.status).toBe(201);
    await receiver.waitFor(toCompany(v.last));
    const queued = await server.database.db
      .select({ kind: mail_outbox.kind })
      .from(mail_outbox)
      .where(eq(mail_outbox.to_address, v.email));
    expect(queued).toEqual([]);
  });
});
