import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { advanceClock as advanceServerClock, setUpAccountServer } from '../helpers/accountSuite';
import {
  accountTablesText,
  jsonRequest,
  randomPrivateIp,
  signInRequest,
  signUpUser,
  uniqueEmail,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import type { TestServer } from '../helpers/testServer';

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

const advanceClock = (ms: number) => advanceServerClock(server, ms);

const me = (token: string) => server.fetch('/api/users/user', jsonRequest('GET', undefined, { token }));

describe('POST /users/signin', () => {
  it('signs in with any case of the e-mail and starts a new session with address, place and browser', async () => {
    const account = await signUpUser(server, smtp);
    const res = await server.fetch(
      '/api/users/signin',
      jsonRequest(
        'POST',
        { email: account.email.toUpperCase(), password: account.password },
        { ip: '8.8.8.8' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.json();
    expect(body.payload).toEqual(account.user);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(account.token);
    expect((await me(body.token)).status).toBe(200);

    const rows = await server.database.db.execute<{
      token_hash: string;
      ip_address: string;
      location: string | null;
      user_agent: string | null;
      expires_at: Date | string;
      created_at: Date | string;
    }>(
      sql`select token_hash, ip_address, location, user_agent, expires_at, created_at from sessions
          where user_id = ${account.user.id} order by created_at desc limit 1`,
    );
    const session = rows.rows[0];
    expect(session?.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
    expect(session?.ip_address).toBe('8.8.8.8');
    expect(session?.location).toMatch(/, US$/);
    expect(session?.user_agent).toBeTruthy();
    const lifetime =
      new Date(session?.expires_at ?? 0).getTime() - new Date(session?.created_at ?? 0).getTime();
    expect(lifetime).toBe(30 * 24 * 60 * 60 * 1000);
    expect(await accountTablesText(server)).not.toContain(body.token);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const account = await signUpUser(server, smtp);
    const wrong = await signInRequest(server, account.email, `${account.password}x`);
    const unknown = await signInRequest(server, uniqueEmail(), account.password);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect(await unknown.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('locks an address for 15 minutes after 10 wrong passwords, registered or not, then lets it in', async () => {
    const account = await signUpUser(server, smtp);
    const stranger = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) {
      expect((await signInRequest(server, account.email, 'wrong-password')).status).toBe(401);
      expect((await signInRequest(server, stranger, 'wrong-password')).status).toBe(401);
    }
    const locked = await signInRequest(server, account.email, account.password);
    const lockedStranger = await signInRequest(server, stranger, 'wrong-password');
    expect(locked.status).toBe(429);
    expect(lockedStranger.status).toBe(429);
    const lockedBody = await locked.json();
    expect(lockedBody).toEqual(await lockedStranger.json());
    expect(lockedBody.error).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);

    await advanceClock(15 * 60_000 + 1000);
    expect((await signInRequest(server, account.email, account.password)).status).toBe(200);
  });

  it('a successful sign-in resets the count of wrong passwords', async () => {
    const account = await signUpUser(server, smtp);
    for (let i = 0; i < 9; i++) {
      expect((await signInRequest(server, account.email, 'wrong-password')).status).toBe(401);
    }
    expect((await signInRequest(server, account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await signInRequest(server, account.email, 'wrong-password')).status).toBe(401);
    }
    expect((await signInRequest(server, account.email, account.password)).status).toBe(200);
  });

  it('answers 429 after 20 calls a minute from one client address', async () => {
    const ip = randomPrivateIp();
    for (let i = 0; i < 20; i++) {
      expect((await signInRequest(server, uniqueEmail(), 'wrong-password', ip)).status).toBe(401);
    }
    const limited = await signInRequest(server, uniqueEmail(), 'wrong-password', ip);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(
      /^Too many requests\. Please try again in (1 minute|\d+ seconds)\.$/,
    );
  });

  it('400 for a missing field or a malformed e-mail', async () => {
    const missing = await server.fetch('/api/users/signin', jsonRequest('POST', { email: uniqueEmail() }));
    expect(missing.status).toBe(400);
    const malformed = await signInRequest(server, 'not-an-email', 'whatever');
    expect(malformed.status).toBe(400);
  });
});

describe('POST /users/signout', () => {
  it('ends the current session only', async () => {
    const account = await signUpUser(server, smtp);
    const other = await (await signInRequest(server, account.email, account.password)).json();
    const res = await server.fetch(
      '/api/users/signout',
      jsonRequest('POST', undefined, { token: account.token }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: en(messages.signOut.done) });
    expect((await me(account.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(200);
    const again = await server.fetch(
      '/api/users/signout',
      jsonRequest('POST', undefined, { token: account.token }),
    );
    expect(again.status).toBe(401);
  });

  it('401 without a token', async () => {
    expect((await server.fetch('/api/users/signout', { method: 'POST' })).status).toBe(401);
  });
});
