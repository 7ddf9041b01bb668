import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { advanceClock as advanceServerClock, setUpAccountServer } from '../helpers/accountSuite';
import {
  accountTablesText,
  jsonRequest,
  mailCount,
  outboxSettled,
  randomPrivateIp,
  readResetLink,
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

const advanceClock = (ms: number) => advanceServerClock(server, ms);

const forgot = (email: string, ip = randomPrivateIp()) =>
  server.fetch('/api/email/forgot-password', jsonRequest('POST', { email }, { ip }));

const reset = (body: { token: string; email: string; newPassword: string }) =>
  server.fetch('/api/email/reset-password', jsonRequest('POST', body, { ip: randomPrivateIp() }));

function linkParts(link: URL): { token: string; email: string } {
  return { token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') ?? '' };
}

describe('POST /email/forgot-password', () => {
  it('answers the same for an unknown address and e-mails a link only to a real account', async () => {
    const account = await signUpUser(server, smtp);
    const unknown = uniqueEmail('ghost');
    const a = await forgot(unknown);
    const b = await forgot(account.email.toUpperCase());
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());

    const link = await readResetLink(smtp, account.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.config.publicUrl}/reset-password`);
    const { token, email } = linkParts(link);
    expect(email).toBe(account.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await outboxSettled(server);
    expect(smtp.to(unknown)).toHaveLength(0);
    expect(await accountTablesText(server)).not.toContain(token);
  });

  it('limits each address, known or not, to 5 requests an hour', async () => {
    const account = await signUpUser(server, smtp);
    const unknown = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) {
      expect((await forgot(account.email)).status).toBe(200);
      expect((await forgot(unknown)).status).toBe(200);
    }
    const known = await forgot(account.email);
    const ghost = await forgot(unknown);
    expect(known.status).toBe(429);
    expect(ghost.status).toBe(429);
    expect(await known.json()).toEqual(await ghost.json());
    expect(Number(known.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});

describe('POST /email/reset-password', () => {
  it('sets the new password, ends every session, sends the notice; the link works once', async () => {
    const account = await signUpUser(server, smtp);
    const other = await (await signInRequest(server, account.email, account.password)).json();
    expect((await forgot(account.email)).status).toBe(200);
    const parts = linkParts(await readResetLink(smtp, account.email));
    const newPassword = strongPassword();

    const res = await reset({ ...parts, newPassword });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: en(messages.resetPassword.success) });
    for (const token of [account.token, other.token]) {
      const me = await server.fetch('/api/users/user', jsonRequest('GET', undefined, { token }));
      expect(me.status).toBe(401);
    }
    const notice = await waitForMail(smtp, account.email, 'account.passwordChanged');
    expect(notice.parsed.text).toMatch(/reset/);
    expect((await signInRequest(server, account.email, account.password)).status).toBe(401);
    expect((await signInRequest(server, account.email, newPassword)).status).toBe(200);
    const again = await reset({ ...parts, newPassword: strongPassword() });
    expect(again.status).toBe(400);
    expect(await accountTablesText(server)).not.toContain(newPassword);
  });

  it('refuses an expired link, a link of an earlier request, a wrong e-mail and a common password', async () => {
    const account = await signUpUser(server, smtp);
    const someoneElse = await signUpUser(server, smtp);
    expect((await forgot(account.email)).status).toBe(200);
    const first = linkParts(await readResetLink(smtp, account.email));
    expect((await forgot(account.email)).status).toBe(200);
    const second = linkParts(await readResetLink(smtp, account.email, 1));
    expect(second.token).not.toBe(first.token);

    const stale = await reset({ ...first, newPassword: strongPassword() });
    expect(stale.status).toBe(400);
    expect((await stale.json()).error).toMatch(/invalid or has expired/);
    expect((await reset({ ...second, email: someoneElse.email, newPassword: strongPassword() })).status).toBe(
      400,
    );
    expect((await reset({ ...second, email: uniqueEmail(), newPassword: strongPassword() })).status).toBe(
      400,
    );
    const common = await reset({ ...second, newPassword: 'password123' });
    expect(common.status).toBe(400);
    expect((await common.json()).error).toMatch(/too common/);
    expect((await reset({ ...second, newPassword: 'short' })).status).toBe(400);

    await advanceClock(60 * 60_000 + 1000);
    expect((await reset({ ...second, newPassword: strongPassword() })).status).toBe(400);
  });

  it('lifts a sign-in lock-out of the address', async () => {
    const account = await signUpUser(server, smtp);
    for (let i = 0; i < 10; i++) await signInRequest(server, account.email, 'wrong-password');
    expect((await signInRequest(server, account.email, account.password)).status).toBe(429);
    const seen = mailCount(smtp, account.email, 'account.passwordReset');
    expect((await forgot(account.email)).status).toBe(200);
    const parts = linkParts(await readResetLink(smtp, account.email, seen));
    const newPassword = strongPassword();
    expect((await reset({ ...parts, newPassword })).status).toBe(200);
    expect((await signInRequest(server, account.email, newPassword)).status).toBe(200);
  });
});
