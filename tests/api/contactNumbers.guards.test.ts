import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mail_outbox, sessions } from '../../src/server/db/schema';
import { accountSettingsApi } from '../helpers/accountSettingsApi';
import { createSignedInUser } from '../helpers/sessionFixture';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import { startTestServer, type TestServer } from '../helpers/testServer';

// What surrounds the contact-number operations: the sign-in they need, the notice e-mails they send and
// their rate limit.

let receiver: SmtpReceiver;
let server: TestServer;

beforeAll(async () => {
  receiver = new SmtpReceiver();
  await receiver.start();
  // TRUST_PROXY lets each test come from its own client IP, so per-IP limits never leak between tests.
  server = await startTestServer({ SMTP_URL: receiver.url, TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
  await receiver?.stop();
});

const newUser = () => createSignedInUser(server.database.db);
const api = accountSettingsApi(() => server, '10.6');
const { call, list, create } = api;

async function noticesTo(email: string) {
  return server.database.db
    .select({ subject: mail_outbox.subject })
    .from(mail_outbox)
    .where(and(eq(mail_outbox.to_address, email), eq(mail_outbox.kind, 'account.phone_number_change')));
}

describe('signed-in only', () => {
  it.each([
    ['GET', '/contact-numbers', undefined],
    ['POST', '/contact-numbers', { type: 'Mobile', phone_number: '4075550123' }],
    ['PUT', '/contact-numbers/some-id', { type: 'Mobile', phone_number: '4075550123' }],
    ['DELETE', '/contact-numbers/some-id', undefined],
  ])('%s %s answers 401 without a session', async (method, path, body) => {
    const res = await call(null, method, path, body);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Please sign in to continue.');
  });

  it('answers 401 once the session is revoked', async () => {
    const user = await newUser();
    expect((await call(user, 'GET', '/contact-numbers')).status).toBe(200);
    await server.database.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.id, user.sessionId));
    expect((await call(user, 'GET', '/contact-numbers')).status).toBe(401);
  });
});

describe('phone number change notices', () => {
  it('e-mails the user on create, update and delete while the preference is on', async () => {
    const user = await newUser();
    const created = await create(user, { type: 'Mobile', phone_number: '4075550123', city: 'Orlando' });
    const added = await receiver.waitFor(
      (m) => m.envelopeTo.includes(user.email) && /added/.test(m.parsed.subject ?? ''),
    );
    expect(added.parsed.subject).toBe('A phone number was added to your account');
    expect(added.parsed.text).toContain('(407) 555-0123 (Mobile, Orlando)');

    await call(user, 'PUT', `/contact-numbers/${created.id}`, {
      type: 'Work',
      phone_number: '8135550142',
      city: '',
    });
    const changed = await receiver.waitFor(
      (m) => m.envelopeTo.includes(user.email) && /changed/.test(m.parsed.subject ?? ''),
    );
    expect(changed.parsed.text).toContain('(407) 555-0123 (Mobile, Orlando)');
    expect(changed.parsed.text).toContain('(813) 555-0142 (Work)');

    await call(user, 'DELETE', `/contact-numbers/${created.id}`);
    const removed = await receiver.waitFor(
      (m) => m.envelopeTo.includes(user.email) && /removed/.test(m.parsed.subject ?? ''),
    );
    expect(removed.parsed.text).toContain('(813) 555-0142 (Work)');
  });

  it('sends nothing for an update that changes nothing', async () => {
    const user = await newUser();
    const created = await create(user, { type: 'Mobile', phone_number: '4075550123' });
    const { id, ...same } = created;
    expect((await call(user, 'PUT', `/contact-numbers/${id}`, same)).status).toBe(200);
    expect(await noticesTo(user.email)).toEqual([{ subject: 'A phone number was added to your account' }]);
  });

  it('sends nothing once the user turned phone_number_change off', async () => {
    const user = await newUser();
    const off = await call(user, 'PATCH', '/email-notifications', {
      field: 'phone_number_change',
      value: false,
    });
    expect(off.status).toBe(200);
    const created = await create(user, { type: 'Mobile', phone_number: '4075550123' });
    await call(user, 'PUT', `/contact-numbers/${created.id}`, { type: 'Home', phone_number: '4075550123' });
    await call(user, 'DELETE', `/contact-numbers/${created.id}`);
    expect(await noticesTo(user.email)).toEqual([]);
  });
});

describe('rate limit', () => {
  it('allows each write 30 times per minute per client IP, then answers 429', async () => {
    const user = await newUser();
    const ip = api.nextIp();
    const created = await create(user, { type: 'Mobile', phone_number: '4075550123' });
    for (let i = 0; i < 30; i++) {
      const res = await call(
        user,
        'PUT',
        `/contact-numbers/${created.id}`,
        { type: 'Mobile', phone_number: '4075550123' },
        ip,
      );
      expect(res.status).toBe(200);
    }
    const limited = await call(
      user,
      'PUT',
      `/contact-numbers/${created.id}`,
      { type: 'Home', phone_number: '4075550123' },
      ip,
    );
    expect(limited.status).toBe(429);
    // The wait left in the window, e.g. '1 minute' or '58 seconds'.
    expect(limited.body.error).toMatch(/^Too many requests\. Please try again in (1 minute|\d+ seconds)\.$/);
    expect(await list(user)).toEqual([created]);
    // Reading is not limited, and other clients are not affected.
    expect((await call(user, 'GET', '/contact-numbers', undefined, ip)).status).toBe(200);
    expect(
      (
        await call(user, 'PUT', `/contact-numbers/${created.id}`, {
          type: 'Home',
          phone_number: '4075550123',
        })
      ).status,
    ).toBe(200);
  });
});
