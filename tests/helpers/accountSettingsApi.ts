import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
import type { SignedInUser } from './sessionFixture';
import type { TestServer } from './testServer';

export type ContactNumber = components['schemas']['ContactNumber'];

export interface Answer {
  status: number;
  body: { payload?: unknown; error?: string };
}

/**
 * JSON calls of the contact-number and notification operations, each from a fresh client IP unless one
 * is given (the server must trust X-Forwarded-For), so one test's calls never reach another's rate limit.
 * `server` is read at call time, so the client can be made before beforeAll starts the server.
 */
export function accountSettingsApi(server: () => TestServer, ipPrefix: string) {
  let counter = 0;
  const nextIp = () => `${ipPrefix}.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

  async function call(
    user: SignedInUser | null,
    method: string,
    path: string,
    body?: unknown,
    ip = nextIp(),
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...(user?.auth ?? {}) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await server().fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  async function list(user: SignedInUser): Promise<ContactNumber[]> {
    const res = await call(user, 'GET', '/contact-numbers');
    expect(res.status).toBe(200);
    return res.body.payload as ContactNumber[];
  }

  async function create(user: SignedInUser, body: Record<string, unknown>): Promise<ContactNumber> {
    const res = await call(user, 'POST', '/contact-numbers', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.payload as ContactNumber;
  }

  return { call, list, create, nextIp };
}
