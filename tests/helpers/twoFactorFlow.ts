import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
import { totpCode } from '../../src/server/twoFactor/totp';
import {
  confirmIdentity,
  jsonRequest,
  randomPrivateIp,
  type SignedUpAccount,
  signInRequest,
} from './accounts';
import type { TestServer } from './testServer';

/** The authenticator app's code `steps` 30-second steps from now. */
export const codeAt = (secret: string, steps = 0) => totpCode(secret, new Date(Date.now() + steps * 30_000));

export interface TwoFactorOn {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Turns 2FA on through the API, as the settings screen does: confirm it's you (the password), initiate, then
 * verify with a current code. The account's other sessions end with it.
 */
export async function turnTwoFactorOn(server: TestServer, account: SignedUpAccount): Promise<TwoFactorOn> {
  await confirmIdentity(server, account.token, { password: account.password });
  const call = (path: string, body?: unknown) =>
    server.fetch(path, jsonRequest('POST', body, { token: account.token, ip: randomPrivateIp() }));
  const setup = (await (await call('/api/2fa/initiate')).json()) as { base32: string };
  const res = await call('/api/2fa/verify', { token: codeAt(setup.base32), secretBase32: setup.base32 });
  expect(res.status).toBe(200);
  const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] };
  return { secret: setup.base32, recoveryCodes };
}

/** Turns 2FA off with one of the recovery codes. */
export async function turnTwoFactorOff(server: TestServer, account: SignedUpAccount, recoveryCode: string) {
  const res = await server.fetch(
    '/api/2fa/disable',
    jsonRequest('POST', { recoveryCode }, { token: account.token, ip: randomPrivateIp() }),
  );
  expect(res.status).toBe(200);
}

/**
 * Both steps of a sign-in with 2FA on, with the authenticator's next code (the one that turned 2FA on, or
 * an earlier sign-in's, is spent): a session signed in with the password and a code, as staff need.
 */
export async function signInWithCode(
  server: TestServer,
  account: SignedUpAccount,
  secret: string,
  steps = 1,
): Promise<components['schemas']['AuthSuccess']> {
  const first = await signInRequest(server, account.email, account.password);
  expect(first.status).toBe(200);
  const cookie = /^(twofa_challenge=[A-Za-z0-9_-]+);/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no challenge cookie');
  const second = await server.fetch(
    '/api/users/signin/2fa',
    jsonRequest(
      'POST',
      { userId: account.user.id, token: codeAt(secret, steps) },
      { cookie, ip: randomPrivateIp() },
    ),
  );
  expect(second.status, await second.clone().text()).toBe(200);
  return second.json();
}
