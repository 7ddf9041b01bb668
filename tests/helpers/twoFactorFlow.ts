import { expect } from 'vitest';
import { totpCode } from '../../src/server/twoFactor/totp';
import { jsonRequest, randomPrivateIp, type SignedUpAccount } from './accounts';
import type { TestServer } from './testServer';

/** The authenticator app's code `steps` 30-second steps from now. */
export const codeAt = (secret: string, steps = 0) => totpCode(secret, new Date(Date.now() + steps * 30_000));

export interface TwoFactorOn {
  secret: string;
  recoveryCodes: string[];
}

/** Turns 2FA on through the API, as the settings screen does: initiate, then verify with a current code. */
export async function turnTwoFactorOn(server: TestServer, account: SignedUpAccount): Promise<TwoFactorOn> {
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
