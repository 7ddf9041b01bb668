import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { setUpAccountServer } from '../helpers/accountSuite';
import {
  jsonRequest,
  mailCount,
  outboxSettled,
  randomPrivateIp,
  readEmailChangeCode,
  signInRequest,
  signUpUser,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import type { TestServer } from '../helpers/testServer';

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

// Each call from its own address: this file makes more profile updates than one client may per minute.
const update = (token: string, body: unknown) =>
  server.fetch('/api/users/update', jsonRequest('PUT', body, { token, ip: randomPrivateIp() }));
const me = (token: string) => server.fetch('/api/users/user', jsonRequest('GET', undefined, { token }));

describe('GET /users/user', () => {
  it('answers the signed-in user with twofa_enabled and profileimg, never the password hash', async () => {
    const account = await signUpUser(server, smtp, { first_name: 'Nikola', last_name: 'Tesla' });
    const res = await me(account.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({
      payload: {
        id: account.user.id,
        first_name: 'Nikola',
        last_name: 'Tesla',
        email: account.email,
        username: account.username,
        profileimg: null,
        twofa_enabled: false,
      },
    });
  });

  it('401 without or with a wrong token', async () => {
    expect((await server.fetch('/api/users/user')).status).toBe(401);
    expect((await me('x'.repeat(43))).status).toBe(401);
  });
});

describe('PUT /users/update', () => {
  it('changes names and username without a password; absent fields stay', async () => {
    const account = await signUpUser(server, smtp);
    const username = `New${account.username.slice(0, 10)}`;
    const res = await update(account.token, { first_name: ' Marie ', username });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.payload).toMatchObject({
      first_name: 'Marie',
      last_name: 'User',
      username,
      email: account.email,
    });
    expect((await me(account.token)).status).toBe(200);
  });

  it('409 naming Username or Email when taken by another account (case-insensitive)', async () => {
    const account = await signUpUser(server, smtp);
    const other = await signUpUser(server, smtp);
    const name = await update(account.token, { username: other.username.toUpperCase() });
    expect(name.status).toBe(409);
    expect((await name.json()).error).toBe(en(messages.signUp.usernameTaken));
    const email = await update(account.token, {
      email: other.email.toUpperCase(),
      password: { current: account.password },
    });
    expect(email.status).toBe(409);
    expect((await email.json()).error).toContain('Email');
    const own = await update(account.token, { username: account.username });
    expect(own.status).toBe(200);
  });

  it('a new e-mail needs the current password and its code; then it is announced to the old address', async () => {
    const account = await signUpUser(server, smtp);
    const other = await (await signInRequest(server, account.email, account.password)).json();
    const newEmail = uniqueEmail('moved');
    const without = await update(account.token, { email: newEmail });
    expect(without.status).toBe(400);
    expect((await without.json()).error).toMatch(/current password/);
    const wrong = await update(account.token, { email: newEmail, password: { current: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('Current password is incorrect.');

    // Issue 26: the address changes only once the code e-mailed to it is entered.
    const res = await update(account.token, { email: newEmail, password: { current: account.password } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ payload: { email: account.email }, pending_email: newEmail });
    const code = await readEmailChangeCode(smtp, newEmail);
    const confirmed = await server.fetch(
      '/api/users/email-change/confirm',
      jsonRequest('POST', { code }, { token: account.token }),
    );
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).payload.email).toBe(newEmail);
    const notice = await waitForMail(smtp, account.email, 'account.emailChanged');
    expect(notice.parsed.text).toContain(newEmail);
    expect(notice.parsed.text).toContain('other devices were signed out');
    expect((await me(other.token)).status).toBe(401);
    expect((await me(account.token)).status).toBe(200);
    expect((await signInRequest(server, newEmail, account.password)).status).toBe(200);
    expect((await signInRequest(server, account.email, account.password)).status).toBe(401);
  });

  it('a new password ends the other sessions, keeps this one and sends the notice', async () => {
    const account = await signUpUser(server, smtp);
    const other = await (await signInRequest(server, account.email, account.password)).json();
    const changed = strongPassword();
    const res = await update(account.token, { password: { current: account.password, changed } });
    expect(res.status).toBe(200);
    expect((await me(account.token)).status).toBe(200);
    expect((await me(other.token)).status).toBe(401);
    await waitForMail(smtp, account.email, 'account.passwordChanged');
    expect((await signInRequest(server, account.email, account.password)).status).toBe(401);
    expect((await signInRequest(server, account.email, changed)).status).toBe(200);
  });

  it('400 for a wrong current password, a common or short new password, blank names, unknown fields', async () => {
    const account = await signUpUser(server, smtp);
    const cases: unknown[] = [
      { password: { current: 'wrong-password', changed: strongPassword() } },
      { password: { current: account.password, changed: 'password123' } },
      { password: { current: account.password, changed: 'short' } },
      { first_name: '   ' },
      { username: '  ' },
      { username: 'x'.repeat(21) },
      { is_admin: true },
    ];
    for (const body of cases) {
      const res = await update(account.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    await outboxSettled(server);
    expect(mailCount(smtp, account.email, 'account.passwordChanged')).toBe(0);
    expect((await signInRequest(server, account.email, account.password)).status).toBe(200);
  });

  it('wrong current passwords count towards the sign-in lock of the account', async () => {
    const account = await signUpUser(server, smtp);
    for (let i = 0; i < 10; i++) {
      const res = await update(account.token, {
        password: { current: 'wrong-password', changed: strongPassword() },
      });
      expect(res.status).toBe(400);
    }
    const locked = await update(account.token, {
      password: { current: account.password, changed: strongPassword() },
    });
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toBe('Too many wrong passwords. Please try again in 15 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
  });

  it('answers 429 after 20 calls a minute from one client address', async () => {
    const account = await signUpUser(server, smtp);
    const ip = randomPrivateIp();
    const call = () =>
      server.fetch(
        '/api/users/update',
        jsonRequest('PUT', { last_name: 'Same' }, { token: account.token, ip }),
      );
    for (let i = 0; i < 20; i++) expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(429);
  });
});
