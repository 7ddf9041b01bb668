import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkey_challenges, passkeys } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/security/tokens';
import { PASSKEY_TEXTS } from '../../src/shared/passkeys';
import { setUpAccountServer } from '../helpers/accountSuite';
import {
  confirmIdentity,
  jsonRequest,
  randomPrivateIp,
  readResetLink,
  type SignedUpAccount,
  signInRequest,
  signUpUser,
  strongPassword,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import { passkeyApi } from '../helpers/passkeyApi';
import { SoftAuthenticator } from '../helpers/softAuthenticator';
import type { TestServer } from '../helpers/testServer';
import { turnTwoFactorOn } from '../helpers/twoFactorFlow';

// Signing in with a passkey: the session it starts and every way an answer is refused.

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

const api = passkeyApi(() => server);
const { call, creationOptions, requestOptions, verifyRegistration, addPasskey, signIn, signInWith, list } =
  api;

/** A signed-up account (it has a password) with one passkey on a new authenticator. */
async function accountWithPasskey(
  counterStep = 1,
): Promise<{ account: SignedUpAccount; device: SoftAuthenticator }> {
  const account = await signUpUser(server, smtp);
  const device = new SoftAuthenticator(server.url, counterStep);
  await confirmIdentity(server, account.token, { password: account.password });
  await addPasskey(account.token, device);
  return { account, device };
}

async function storedPasskey(credentialId: string) {
  const [row] = await server.database.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credential_id, credentialId));
  return row;
}

const sessionsOf = async (token: string) =>
  (await (await server.fetch('/api/sessions', jsonRequest('GET', undefined, { token }))).json()) as {
    sessions: { session_token: string }[];
    currentSessionId: string;
  };

async function expectRefused(
  res: { status: number; body: { error?: string } },
  status: number,
  message: string,
) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: message });
}

describe('POST /passkeys/authentication/options', () => {
  it('answers a fresh challenge with no allowed credentials, not cached, and stores it for nobody', async () => {
    const res = await call<{ options: Record<string, unknown> }>(
      null,
      'POST',
      '/passkeys/authentication/options',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.options).toMatchObject({ rpId: '127.0.0.1', userVerification: 'preferred' });
    expect(res.body.options.allowCredentials).toBeUndefined();
    const [row] = await server.database.db
      .select()
      .from(passkey_challenges)
      .where(eq(passkey_challenges.challenge_hash, hashToken(String(res.body.options.challenge))));
    expect(row).toMatchObject({ purpose: 'authentication', user_id: null, used_at: null });
    expect((await requestOptions()).challenge).not.toBe(res.body.options.challenge);
  });

  it('is limited to 20 calls a minute per client address', async () => {
    const ip = '10.78.0.1';
    for (let i = 0; i < 20; i++) {
      expect((await call(null, 'POST', '/passkeys/authentication/options', undefined, { ip })).status).toBe(
        200,
      );
    }
    expect((await call(null, 'POST', '/passkeys/authentication/options', undefined, { ip })).status).toBe(
      429,
    );
  });
});

describe('POST /passkeys/authentication/verify', () => {
  it('signs in like a password sign-in, records the use, and skips the 2FA step', async () => {
    const { account, device } = await accountWithPasskey();
    await turnTwoFactorOn(server, account);
    const res = await signInWith(device);
    expect(res.status, res.body.error).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      payload: { ...account.user, twofa_enabled: true },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      staff: false,
    });
    const me = await server.fetch(
      '/api/users/user',
      jsonRequest('GET', undefined, { token: res.body.token }),
    );
    expect(me.status).toBe(200);
    const { sessions, currentSessionId } = await sessionsOf(res.body.token);
    expect(sessions.map((s) => s.session_token)).toContain(currentSessionId);
    expect(sessions).toHaveLength(2);

    const [passkey] = await list(account.token);
    expect(Math.abs(Date.parse(passkey?.last_used_at ?? '') - Date.now())).toBeLessThan(60_000);
    expect((await storedPasskey(device.credentials[0]?.id.toString('base64url') ?? ''))?.sign_count).toBe(1);
  });

  it('refuses the same answer twice, and a challenge that expired or was given for adding a passkey', async () => {
    const { account, device } = await accountWithPasskey();
    const answer = device.get(await requestOptions());
    expect((await signIn(answer)).status).toBe(200);
    await expectRefused(await signIn(answer), 401, en(PASSKEY_TEXTS.signInExpired));

    const options = await requestOptions();
    await server.database.db
      .update(passkey_challenges)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passkey_challenges.challenge_hash, hashToken(options.challenge)));
    await expectRefused(await signIn(device.get(options)), 401, en(PASSKEY_TEXTS.signInExpired));

    const creation = await creationOptions(account.token);
    const misused = device.get({ challenge: creation.challenge, rpId: '127.0.0.1' });
    await expectRefused(await signIn(misused), 401, en(PASSKEY_TEXTS.signInExpired));
    // Nor is a sign-in challenge good for adding a passkey.
    const crossed = device.create({ ...creation, challenge: (await requestOptions()).challenge });
    const added = await verifyRegistration(account.token, crossed);
    await expectRefused(added, 400, en(PASSKEY_TEXTS.registrationExpired));
  });

  it.each([
    ['a tampered signature', { tamperSignature: true }],
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['no user verification', { noUserVerification: true }],
    ['a registration answer type', { type: 'webauthn.create' }],
    ['a counter that did not grow', { counter: 1 }],
    ['a counter that went back', { counter: 0 }],
  ])('refuses %s with 401 and stores nothing', async (_label, quirks) => {
    const { device } = await accountWithPasskey();
    expect((await signInWith(device)).status).toBe(200);
    const credentialId = device.credentials[0]?.id.toString('base64url') ?? '';
    const before = await storedPasskey(credentialId);
    await expectRefused(await signInWith(device, undefined, quirks), 401, en(PASSKEY_TEXTS.signInFailed));
    expect(await storedPasskey(credentialId)).toEqual(before);
  });

  it('accepts an authenticator that keeps no counter, again and again', async () => {
    const { device } = await accountWithPasskey(0);
    for (let i = 0; i < 3; i++) expect((await signInWith(device)).status).toBe(200);
  });

  it('refuses an unknown or removed passkey, and one presented for another account', async () => {
    const { account, device } = await accountWithPasskey();
    const stranger = new SoftAuthenticator(server.url);
    stranger.create(await creationOptions(account.token));
    await expectRefused(await signInWith(stranger), 401, en(PASSKEY_TEXTS.signInFailed));

    const other = await accountWithPasskey();
    const otherHandle = other.device.credentials[0]?.userHandle ?? '';
    await expectRefused(
      await signInWith(device, undefined, { userHandle: otherHandle }),
      401,
      en(PASSKEY_TEXTS.signInFailed),
    );
    expect((await signInWith(device, undefined, { userHandle: null })).status).toBe(200);

    const [passkey] = await list(account.token);
    expect((await call(account.token, 'DELETE', `/passkeys/${passkey?.id}`)).status).toBe(200);
    await expectRefused(await signInWith(device), 401, en(PASSKEY_TEXTS.signInFailed));
    // The password was never touched.
    expect((await signInRequest(server, account.email, account.password)).status).toBe(200);
  });

  it('keeps the passkeys through a password reset, and they still sign in', async () => {
    const { account, device } = await accountWithPasskey();
    const forgot = jsonRequest('POST', { email: account.email }, { ip: randomPrivateIp() });
    expect((await server.fetch('/api/email/forgot-password', forgot)).status).toBe(200);
    const link = await readResetLink(smtp, account.email);
    const body = {
      token: link.searchParams.get('token'),
      email: account.email,
      newPassword: strongPassword(),
    };
    const reset = await server.fetch(
      '/api/email/reset-password',
      jsonRequest('POST', body, { ip: randomPrivateIp() }),
    );
    expect(reset.status).toBe(200);
    const res = await signInWith(device);
    expect(res.status).toBe(200);
    expect(await list(res.body.token)).toHaveLength(1);
  });

  it('refuses an answer that cannot be read with 400', async () => {
    const { device } = await accountWithPasskey();
    const answer = device.get(await requestOptions());
    for (const clientDataJSON of ['', '_-_-', Buffer.from('[1,2]').toString('base64url')]) {
      const res = await signIn({ ...answer, response: { ...answer.response, clientDataJSON } });
      await expectRefused(res, 400, en(PASSKEY_TEXTS.unreadable));
    }
  });
});
