import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
import { randomPrivateIp } from './accounts';
import type { Quirks, RegistrationJson, SoftAuthenticator } from './softAuthenticator';
import type { TestServer } from './testServer';

type Schemas = components['schemas'];
export type Passkey = Schemas['Passkey'];

export const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

export interface Answer<T = unknown> {
  status: number;
  body: T & { error?: string };
  headers: Headers;
}

/**
 * The passkey operations over real HTTP, each call from a fresh client IP unless one is given (the server
 * must trust X-Forwarded-For), so per-IP limits stay per test. `server` is read at call time.
 */
export function passkeyApi(server: () => TestServer) {
  async function call<T = unknown>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
    options: { ip?: string; userAgent?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomPrivateIp() };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await server().fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T & { error?: string }, headers: res.headers };
  }

  async function creationOptions(token: string): Promise<Schemas['PasskeyCreationOptions']> {
    const res = await call<Schemas['PasskeyCreationOptionsResult']>(
      token,
      'POST',
      '/passkeys/registration/options',
    );
    expect(res.status, res.body.error).toBe(200);
    return res.body.options;
  }

  async function requestOptions(): Promise<Schemas['PasskeyRequestOptions']> {
    const res = await call<Schemas['PasskeyRequestOptionsResult']>(
      null,
      'POST',
      '/passkeys/authentication/options',
    );
    expect(res.status, res.body.error).toBe(200);
    return res.body.options;
  }

  const verifyRegistration = (token: string, response: RegistrationJson, userAgent?: string) =>
    call<Schemas['PasskeyResult']>(
      token,
      'POST',
      '/passkeys/registration/verify',
      { response },
      { userAgent },
    );

  /** Adds a passkey the whole way (options, the authenticator, verify) and answers the stored one. */
  async function addPasskey(
    token: string,
    authenticator: SoftAuthenticator,
    userAgent?: string,
  ): Promise<Passkey> {
    const res = await verifyRegistration(
      token,
      authenticator.create(await creationOptions(token)),
      userAgent,
    );
    expect(res.status, res.body.error).toBe(201);
    return res.body.payload;
  }

  const signIn = (response: unknown) =>
    call<Schemas['AuthSuccess']>(null, 'POST', '/passkeys/authentication/verify', { response });

  /** Asks for request options and answers them with the authenticator's newest (or given) credential. */
  async function signInWith(
    authenticator: SoftAuthenticator,
    credential = authenticator.credentials.at(-1),
    quirks: Quirks = {},
  ) {
    return signIn(authenticator.get(await requestOptions(), credential, quirks));
  }

  async function list(token: string): Promise<Passkey[]> {
    const res = await call<Schemas['PasskeyList']>(token, 'GET', '/passkeys');
    expect(res.status, res.body.error).toBe(200);
    return res.body.payload;
  }

  return { call, creationOptions, requestOptions, verifyRegistration, addPasskey, signIn, signInWith, list };
}
