import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { messages } from '../../src/shared/messages';
import { PASSKEY_TEXTS } from '../../src/shared/passkeys';
import { CONFIRMATION_WINDOW_MINUTES, sessionTexts } from '../../src/shared/sessionRules';
import { advanceClock, setUpAccountServer } from '../helpers/accountSuite';
import {
  confirmIdentity,
  jsonRequest,
  randomPrivateIp,
  type SignedUpAccount,
  signInRequest,
  signUpUser,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import { passkeyApi } from '../helpers/passkeyApi';
import { SoftAuthenticator } from '../helpers/softAuthenticator';
import type { TestServer } from '../helpers/testServer';
import { codeAt, turnTwoFactorOn } from '../helpers/twoFactorFlow';

// Issue 26, "sudo mode": the sensitive calls need a session whose user confirmed it was them in the last
// 15 minutes (POST /sessions/current/confirm), so a bearer token alone cannot turn 2FA on, add or remove a
// passkey or sign the owner out.

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});
const passkeys = passkeyApi(() => server);

type ConfirmResult = components['schemas']['ConfirmIdentityResult'];

const confirm = (token: string, body: unknown) =>
  passkeys.call<ConfirmResult>(token, 'POST', '/sessions/current/confirm', body);

/** Every sensitive call, with a body its schema accepts: each must refuse before doing anything. */
function sensitiveCalls(): Array<[string, string, unknown?]> {
  const fakeCredential = {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  };
  return [
    ['POST', '/2fa/initiate'],
    ['POST', '/2fa/verify', { token: '123456', secretBase32: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }],
    ['POST', '/passkeys/registration/options'],
    ['POST', '/passkeys/registration/verify', { response: fakeCredential }],
    ['DELETE', `/passkeys/${randomUUID()}`],
    ['DELETE', '/sessions'],
    ['DELETE', `/sessions/${randomUUID()}`],
  ];
}

async function expectAllRefused(token: string): Promise<void> {
  for (const [method, path, body] of sensitiveCalls()) {
    const res = await passkeys.call(token, method, path, body);
    expect(res.status, `${method} ${path}`).toBe(403);
    expect(res.body, `${method} ${path}`).toEqual({ error: en(sessionTexts.confirmationRequired) });
  }
}

describe('sensitive calls without a recent confirmation', () => {
  it('are refused with the one stable 403 text, and pass for 15 minutes after a confirmation', async () => {
    const account = await signUpUser(server, smtp);
    // Signing up (or in) is no confirmation: a token alone is what a thief holds.
    await expectAllRefused(account.token);

    const confirmed = await confirm(account.token, { password: account.password });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    expect(confirmed.body.message).toBe(en(sessionTexts.confirmed));
    const until = Date.parse(confirmed.body.payload.confirmed_until);
    expect(until - Date.now()).toBeGreaterThan((CONFIRMATION_WINDOW_MINUTES - 1) * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(CONFIRMATION_WINDOW_MINUTES * 60_000);
    expect((await passkeys.call(account.token, 'POST', '/2fa/initiate')).status).toBe(200);

    await advanceClock(server, 14 * 60_000);
    expect((await passkeys.call(account.token, 'POST', '/2fa/initiate')).status).toBe(200);
    await advanceClock(server, 2 * 60_000);
    await expectAllRefused(account.token);
    await confirmIdentity(server, account.token, { password: account.password });
    expect((await passkeys.call(account.token, 'POST', '/2fa/initiate')).status).toBe(200);
  });

  it('confirming one session confirms no other session of the account', async () => {
    const account = await signUpUser(server, smtp);
    const other = (await (await signInRequest(server, account.email, account.password)).json()) as {
      token: string;
    };
    await confirmIdentity(server, account.token, { password: account.password });
    await expectAllRefused(other.token);
  });
});

describe('POST /sessions/current/confirm', () => {
  it('refuses a wrong password with 400, counts it towards the sign-in lock, and locks after 10', async () => {
    const account = await signUpUser(server, smtp);
    const wrong = await confirm(account.token, { password: `${account.password}-not` });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: en(sessionTexts.passwordWrong) });
    for (let i = 1; i < 10; i++) await confirm(account.token, { password: `wrong-${i}` });
    const locked = await confirm(account.token, { password: account.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signInRequest(server, account.email, account.password)).status).toBe(429);
  });

  it('takes a current authenticator code once, or an unused recovery code once', async () => {
    const account = await signUpUser(server, smtp);
    const { secret, recoveryCodes } = await turnTwoFactorOn(server, account);
    const code = codeAt(secret, 1);
    expect((await confirm(account.token, { token: code })).status).toBe(200);
    const replayed = await confirm(account.token, { token: code });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toEqual({ error: en(messages.twoFactor.verifyFailed) });
    const [recovery = ''] = recoveryCodes;
    expect((await confirm(account.token, { recoveryCode: recovery })).status).toBe(200);
    expect((await confirm(account.token, { recoveryCode: recovery })).status).toBe(400);
  });

  it('409 for a code while 2FA is off, 400 for two answers at once, 401 without a session', async () => {
    const account = await signUpUser(server, smtp);
    expect((await confirm(account.token, { token: '123456' })).status).toBe(409);
    expect((await confirm(account.token, { recoveryCode: 'abcde-fghjk' })).status).toBe(409);
    const both = await confirm(account.token, { password: account.password, token: '123456' });
    expect(both.status).toBe(400);
    const anonymous = await server.fetch(
      '/api/sessions/current/confirm',
      jsonRequest('POST', { password: account.password }, { ip: randomPrivateIp() }),
    );
    expect(anonymous.status).toBe(401);
  });

  it('keeps how the session was signed in', async () => {
    const account = await signUpUser(server, smtp);
    const { secret } = await turnTwoFactorOn(server, account);
    await confirmIdentity(server, account.token, { token: codeAt(secret, 1) });
    const list = await passkeys.call<components['schemas']['SessionList']>(account.token, 'GET', '/sessions');
    expect(list.body.sessions.map((s) => s.signed_in_with)).toEqual(['password']);
  });
});

describe('confirming with a passkey', () => {
  async function withPasskey(): Promise<{ account: SignedUpAccount; device: SoftAuthenticator }> {
    const account = await signUpUser(server, smtp);
    const device = new SoftAuthenticator(server.url);
    await confirmIdentity(server, account.token, { password: account.password });
    await passkeys.addPasskey(account.token, device);
    return { account, device };
  }

  const options = async (token: string) =>
    passkeys.call<components['schemas']['PasskeyRequestOptionsResult']>(
      token,
      'POST',
      '/sessions/current/confirm/passkey-options',
    );

  it("asks for the user's own passkeys and accepts one of them, once", async () => {
    const { account, device } = await withPasskey();
    const asked = await options(account.token);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    expect(asked.body.options.allowCredentials?.map((c) => c.id)).toEqual(
      device.credentials.map((c) => c.id.toString('base64url')),
    );
    const answer = device.get(asked.body.options);
    expect((await confirm(account.token, { passkey: answer })).status).toBe(200);
    const replayed = await confirm(account.token, { passkey: answer });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toEqual({ error: en(PASSKEY_TEXTS.registrationExpired) });
  });

  it("refuses another account's passkey, and a sign-in challenge; 409 without a passkey", async () => {
    const { account } = await withPasskey();
    const other = await withPasskey();
    const stolen = other.device.get((await options(account.token)).body.options);
    const refused = await confirm(account.token, { passkey: stolen });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: en(sessionTexts.passkeyFailed) });
    const signInAnswer = other.device.get(await passkeys.requestOptions());
    expect((await confirm(other.account.token, { passkey: signInAnswer })).status).toBe(400);

    const plain = await signUpUser(server, smtp);
    const none = await options(plain.token);
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ error: en(sessionTexts.noPasskeys) });
  });
});
