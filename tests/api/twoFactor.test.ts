import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/server/twoFactor/totp';
import { messages } from '../../src/shared/messages';
import { advanceClock as advanceServerClock, setUpAccountServer } from '../helpers/accountSuite';
import {
  accountTablesText,
  confirmIdentity,
  jsonRequest,
  randomPrivateIp,
  type SignedUpAccount,
  signInRequest,
  signUpUser,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import type { TestServer } from '../helpers/testServer';

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

const advanceClock = (ms: number) => advanceServerClock(server, ms);

/** The authenticator app's code `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) => totpCode(secret, new Date(Date.now() + steps * 30_000));

/** A new account whose session confirmed it's its user, as turning 2FA on needs (issue 26). */
async function confirmedUser(): Promise<SignedUpAccount> {
  const account = await signUpUser(server, smtp);
  await confirmIdentity(server, account.token, { password: account.password });
  return account;
}

const call = (path: string, token: string, body?: unknown) =>
  server.fetch(path, jsonRequest('POST', body, { token, ip: randomPrivateIp() }));

interface Enabled extends SignedUpAccount {
  secret: string;
  recoveryCodes: string[];
}

async function enableTwoFactor(account: SignedUpAccount): Promise<Enabled> {
  const setup = await (await call('/api/2fa/initiate', account.token)).json();
  const res = await call('/api/2fa/verify', account.token, {
    token: codeAt(setup.base32),
    secretBase32: setup.base32,
  });
  expect(res.status).toBe(200);
  const { recoveryCodes } = await res.json();
  return { ...account, secret: setup.base32, recoveryCodes };
}

/** The password step of a 2FA sign-in; answers the challenge cookie to send back. */
async function passwordStep(account: SignedUpAccount): Promise<string> {
  const res = await signInRequest(server, account.email, account.password);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ twofa_required: true, userId: account.user.id });
  const cookie = /^(twofa_challenge=[A-Za-z0-9_-]+);/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no challenge cookie');
  return cookie;
}

const secondStep = (userId: string, token: string, cookie?: string) =>
  server.fetch(
    '/api/users/signin/2fa',
    jsonRequest('POST', { userId, token }, { ip: randomPrivateIp(), ...(cookie ? { cookie } : {}) }),
  );

describe('setting up 2FA', () => {
  it('initiates a pending secret, then verify turns 2FA on and answers 10 single-use recovery codes', async () => {
    const account = await confirmedUser();
    const initiated = await call('/api/2fa/initiate', account.token);
    expect(initiated.status).toBe(200);
    const setup = await initiated.json();
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    expect(setup.base32).toMatch(/^[A-Z2-7]{32}$/);
    const user = await (await server.fetch('/api/users/user', jsonRequest('GET', undefined, account))).json();
    expect(user.payload.twofa_enabled).toBe(false);

    const otherSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const wrongSecret = await call('/api/2fa/verify', account.token, {
      token: codeAt(setup.base32),
      secretBase32: otherSecret,
    });
    expect(wrongSecret.status).toBe(400);
    const current = codeAt(setup.base32);
    const wrongCode = await call('/api/2fa/verify', account.token, {
      token: current === '000000' ? '111111' : '000000',
      secretBase32: setup.base32,
    });
    expect(wrongCode.status).toBe(400);
    expect((await wrongCode.json()).error).toBe(en(messages.twoFactor.verifyFailed));

    const verified = await call('/api/2fa/verify', account.token, {
      token: current,
      secretBase32: setup.base32,
    });
    expect(verified.status).toBe(200);
    const { recoveryCodes } = await verified.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await (
      await server.fetch('/api/users/user', jsonRequest('GET', undefined, account))
    ).json();
    expect(after.payload.twofa_enabled).toBe(true);
    expect((await call('/api/2fa/initiate', account.token)).status).toBe(409);

    const stored = await accountTablesText(server);
    expect(stored).not.toContain(setup.base32);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('409 for verify without a pending set-up, 401 without a token', async () => {
    const account = await confirmedUser();
    const res = await call('/api/2fa/verify', account.token, {
      token: '123456',
      secretBase32: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    expect(res.status).toBe(409);
    expect((await server.fetch('/api/2fa/initiate', { method: 'POST' })).status).toBe(401);
  });

  it('a newer initiate replaces the pending secret', async () => {
    const account = await confirmedUser();
    const first = await (await call('/api/2fa/initiate', account.token)).json();
    const second = await (await call('/api/2fa/initiate', account.token)).json();
    expect(second.base32).not.toBe(first.base32);
    const stale = await call('/api/2fa/verify', account.token, {
      token: codeAt(first.base32),
      secretBase32: first.base32,
    });
    expect(stale.status).toBe(400);
  });
});

describe('signing in with 2FA', () => {
  it('needs the challenge cookie and a code; a used code and a used challenge are refused', async () => {
    const account = await enableTwoFactor(await confirmedUser());
    const res = await signInRequest(server, account.email, account.password);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^twofa_challenge=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/users/signin/2fa');
    expect(setCookie).toContain('Max-Age=300');
    expect(setCookie).not.toContain('Secure');
    const body = await res.json();
    expect(body).toEqual({ twofa_required: true, userId: account.user.id });
    const cookie = setCookie.split(';')[0] ?? '';

    // The code that turned 2FA on (this step) cannot be replayed; the next step's code works.
    const next = codeAt(account.secret, 1);
    expect((await secondStep(account.user.id, next)).status).toBe(401);
    expect((await secondStep(randomUuid(), next, cookie)).status).toBe(401);
    const ok = await secondStep(account.user.id, next, cookie);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/^twofa_challenge=;/);
    const signedIn = await ok.json();
    expect(signedIn.payload).toMatchObject({ id: account.user.id, twofa_enabled: true });
    expect(signedIn.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await secondStep(account.user.id, codeAt(account.secret, 1), cookie)).status).toBe(401);
    const replay = await secondStep(account.user.id, next, await passwordStep(account));
    expect(replay.status).toBe(401);
    expect((await replay.json()).error).toBe(en(messages.twoFactor.verifyFailed));
    expect(await accountTablesText(server)).not.toContain(cookie.split('=')[1]);
  });

  it('accepts an unused recovery code once', async () => {
    const account = await enableTwoFactor(await confirmedUser());
    const code = account.recoveryCodes[3] ?? '';
    const first = await secondStep(account.user.id, code.toUpperCase(), await passwordStep(account));
    expect(first.status).toBe(200);
    const again = await secondStep(account.user.id, code, await passwordStep(account));
    expect(again.status).toBe(401);
  });

  it('allows 5 codes per challenge', async () => {
    const account = await enableTwoFactor(await confirmedUser());
    const cookie = await passwordStep(account);
    for (let i = 0; i < 5; i++) {
      expect((await secondStep(account.user.id, 'aaaaa-aaaaa', cookie)).status).toBe(401);
    }
    const sixth = await secondStep(account.user.id, account.recoveryCodes[0] ?? '', cookie);
    expect(sixth.status).toBe(401);
    expect((await sixth.json()).error).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('a challenge expires after 5 minutes', async () => {
    const account = await enableTwoFactor(await confirmedUser());
    const cookie = await passwordStep(account);
    await advanceClock(5 * 60_000 + 1000);
    expect((await secondStep(account.user.id, account.recoveryCodes[0] ?? '', cookie)).status).toBe(401);
  });

  it('10 wrong codes lock the user’s codes for 15 minutes', async () => {
    const account = await enableTwoFactor(await confirmedUser());
    for (let round = 0; round < 2; round++) {
      const cookie = await passwordStep(account);
      for (let i = 0; i < 5; i++) {
        expect((await secondStep(account.user.id, 'aaaaa-aaaaa', cookie)).status).toBe(401);
      }
    }
    const locked = await secondStep(
      account.user.id,
      account.recoveryCodes[0] ?? '',
      await passwordStep(account),
    );
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toBe('Too many wrong codes. Please try again in 15 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
  });
});

describe('turning 2FA off', () => {
  it('needs a current code or a recovery code, then removes the secret and the recovery codes', async () => {
    const account = await enableTwoFactor(await confirmedUser());
    const wrong = await call('/api/2fa/disable', account.token, { recoveryCode: 'zzzzz-zzzzz' });
    expect(wrong.status).toBe(400);
    const both = await call('/api/2fa/disable', account.token, { token: '123456', recoveryCode: 'x' });
    expect(both.status).toBe(400);
    const empty = await call('/api/2fa/disable', account.token, {});
    expect(empty.status).toBe(400);

    const res = await call('/api/2fa/disable', account.token, { token: codeAt(account.secret, 1) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: en(messages.twoFactor.disabled) });
    const rows = await server.database.db.execute(
      sql`select user_id from two_factor_secrets where user_id = ${account.user.id}
          union all select user_id from two_factor_recovery_codes where user_id = ${account.user.id}`,
    );
    expect(rows.rows).toHaveLength(0);
    expect((await call('/api/2fa/disable', account.token, { token: '123456' })).status).toBe(409);
    const signIn = await signInRequest(server, account.email, account.password);
    expect((await signIn.json()).token).toBeTruthy();
  });

  it('with a recovery code', async () => {
    const account = await enableTwoFactor(await confirmedUser());
    const res = await call('/api/2fa/disable', account.token, { recoveryCode: account.recoveryCodes[9] });
    expect(res.status).toBe(200);
    const user = await (await server.fetch('/api/users/user', jsonRequest('GET', undefined, account))).json();
    expect(user.payload.twofa_enabled).toBe(false);
  });
});

function randomUuid(): string {
  return crypto.randomUUID();
}
