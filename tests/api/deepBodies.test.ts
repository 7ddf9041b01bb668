import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/server/http/jsonDepth';
import { requestErrors } from '../../src/server/http/requestErrors';
import { loadOperations } from '../fuzz/contract';
import { randomPrivateIp } from '../helpers/accounts';
import { en } from '../helpers/englishText';
import { createSignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Issue 25: a body nested about 3,000 levels deep made every JSON operation answer 500 (a walk over the
// parsed body ran out of stack). Every operation that takes JSON now refuses a body deeper than
// MAX_JSON_DEPTH with 400 and says why, however deep it is, signed in or not.

const jsonOperations = loadOperations().filter((op) => op.bodies['application/json']);

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  ({ token } = await createSignedInUser(server.database.db));
});

afterAll(async () => {
  await server?.close();
});

async function send(method: string, path: string, body: string) {
  const res = await server.fetch(path.replace(/\{\w+\}/g, '1'), {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': randomPrivateIp(),
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

const tooDeep = { status: 400, body: { error: en(requestErrors.nestedTooDeep(MAX_JSON_DEPTH)) } };

describe('a JSON body nested too deeply', () => {
  it('is a JSON operation of the contract that these cases cover', () => {
    expect(jsonOperations.length).toBeGreaterThan(10);
  });

  describe.each(jsonOperations)('$method $path', ({ method, path }) => {
    it.each([3_000, 10_000, 20_000])('refuses arrays and objects %i levels deep with 400', async (levels) => {
      expect(await send(method, path, deepArray(levels))).toEqual(tooDeep);
      expect(await send(method, path, deepObject(levels))).toEqual(tooDeep);
    });
  });

  it('counts levels, not brackets inside strings, and leaves a body at the limit to the contract', async () => {
    const atLimit = await send('POST', '/api/users/signin', deepObject(MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.error).not.toBe(tooDeep.body.error);
    expect(await send('POST', '/api/users/signin', deepObject(MAX_JSON_DEPTH + 1))).toEqual(tooDeep);
    const bracketsInText = JSON.stringify({
      email: `${'['.repeat(5000)}@example.com`,
      password: '{'.repeat(99),
    });
    const signIn = await send('POST', '/api/users/signin', bracketsInText);
    expect(signIn.body.error).not.toBe(tooDeep.body.error);
  });

  it('still refuses a body that is not JSON, and one that poisons a prototype', async () => {
    expect(await send('POST', '/api/users/signin', '[[[')).toEqual({
      status: 400,
      body: { error: en(requestErrors.invalidJson) },
    });
    const poisoned = await send('POST', '/api/users/signin', '{"__proto__":{"admin":true}}');
    expect(poisoned.status).toBe(400);
  });
});
