import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyApi } from '../helpers/passkeyApi';
import { createSignedInUser, type SignedInUser } from '../helpers/sessionFixture';
import {
  type AuthenticationJson,
  encodeCbor,
  type RegistrationJson,
  SoftAuthenticator,
} from '../helpers/softAuthenticator';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Bad answers of every kind reach the two verify operations carrying a live challenge, so they get past
// the contract's checks and the challenge into the WebAuthn library: none may become a 500.

let server: TestServer;
let user: SignedInUser;
let device: SoftAuthenticator;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  user = await createSignedInUser(server.database.db, { confirmed: true });
  device = new SoftAuthenticator(server.url);
  await api.addPasskey(user.token, device);
});
afterAll(async () => {
  await server?.close();
});

const api = passkeyApi(() => server);
const b64 = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const cbor = (entries: [string, unknown][]) =>
  b64(encodeCbor(new Map(entries.map(([k, v]) => [k, v as Parameters<typeof encodeCbor>[0]]))));

/**
 * Ways to spoil a base64url field: nothing, garbage, random bytes, JSON, CBOR of the wrong shape, truncation,
 * a flipped byte. (Bytes after a complete attestation object are ignored by the library, and harmless: a
 * "none" attestation signs nothing, so they are not among them.)
 */
function spoiled(valid: string): string[] {
  const bytes = Buffer.from(valid, 'base64url');
  return [
    '',
    'AA',
    b64(randomBytes(37)),
    b64(randomBytes(900)),
    b64('{"fmt":"none"}'),
    cbor([['fmt', 'none']]),
    cbor([
      ['fmt', 'packed'],
      ['attStmt', new Map()],
      ['authData', randomBytes(40)],
    ]),
    cbor([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', 'text, not bytes'],
    ]),
    // CBOR arrays and maps nested as deep as the contract's length allows (the decoder recurses).
    b64(Buffer.concat([Buffer.alloc(12_000, 0x81), Buffer.from([0x00])])),
    b64(
      Buffer.concat([
        Buffer.alloc(12_000, 0xa1).map((byte, i) => (i % 2 ? 0x00 : byte)),
        Buffer.from([0x00]),
      ]),
    ),
    b64(bytes.subarray(0, Math.floor(bytes.length / 2))),
    b64(Buffer.from(bytes.map((byte, i) => (i === 40 ? byte ^ 0xff : byte)))),
  ];
}

/** A fresh registration answer with one response field replaced. */
async function registrationWith(field: keyof RegistrationJson['response'], value: unknown) {
  const answer = device.create(await api.creationOptions(user.token));
  return { response: { ...answer, response: { ...answer.response, [field]: value } } };
}

async function signInWith(field: keyof AuthenticationJson['response'] | 'id', value: unknown) {
  const answer = device.get(await api.requestOptions());
  if (field === 'id') return { response: { ...answer, id: value, rawId: value } };
  return { response: { ...answer, response: { ...answer.response, [field]: value } } };
}

async function expectRefusal(path: string, body: unknown, token: string | null, allowed: number[]) {
  const res = await api.call(token, 'POST', path, body);
  expect(allowed, `${path} ${JSON.stringify(body).slice(0, 200)} → ${res.status}`).toContain(res.status);
  expect(Object.keys(res.body)).toEqual(['error']);
}

describe('malformed passkey answers', () => {
  it('never make registration answer 500', async () => {
    const path = '/passkeys/registration/verify';
    const valid = device.create(await api.creationOptions(user.token));
    for (const value of spoiled(valid.response.attestationObject)) {
      await expectRefusal(path, await registrationWith('attestationObject', value), user.token, [400]);
    }
    const clientData = [
      b64('{"type":"webauthn.create","challenge":"AAAAAAAAAAAAAAAAAAAAAA","origin":7}'),
      b64('null'),
      b64('"a string"'),
      b64(randomBytes(64)),
    ];
    for (const value of clientData) {
      await expectRefusal(path, await registrationWith('clientDataJSON', value), user.token, [400]);
    }
    for (const body of [
      {},
      { response: 42 },
      { response: { ...valid, response: 'x' } },
      { response: { ...valid, id: 123 } },
      { response: { ...valid, response: { ...valid.response, transports: 'usb' } } },
      { response: { ...valid, response: { ...valid.response, clientDataJSON: 'A'.repeat(5000) } } },
      { response: { ...valid, response: { ...valid.response, attestationObject: 'not base64url!' } } },
      { response: valid, extra: true },
    ]) {
      await expectRefusal(path, body, user.token, [400]);
    }
  });

  it('never make sign-in answer 500', async () => {
    const path = '/passkeys/authentication/verify';
    const valid = device.get(await api.requestOptions());
    const authData = valid.response.authenticatorData;
    const trailing = b64(Buffer.concat([Buffer.from(authData, 'base64url'), randomBytes(8)]));
    for (const value of [...spoiled(authData), trailing]) {
      await expectRefusal(path, await signInWith('authenticatorData', value), null, [400, 401]);
    }
    for (const value of ['', b64(randomBytes(72)), b64(Buffer.from([0x30, 0x02, 0x02, 0x00]))]) {
      await expectRefusal(path, await signInWith('signature', value), null, [400, 401]);
    }
    for (const value of ['', 'AA', b64(randomBytes(64)), 'A'.repeat(2048)]) {
      await expectRefusal(path, await signInWith('id', value), null, [400, 401]);
    }
    for (const value of ['', b64(randomBytes(16)), 'A'.repeat(2048)]) {
      await expectRefusal(path, await signInWith('userHandle', value), null, [400, 401]);
    }
    for (const body of [
      { response: null },
      { response: { ...valid, type: 'password' } },
      { response: { ...valid, response: { ...valid.response, signature: 7 } } },
      { response: { ...valid, response: { ...valid.response, userHandle: 'A'.repeat(3000) } } },
      { response: { ...valid, clientExtensionResults: [] } },
    ]) {
      await expectRefusal(path, body, null, [400]);
    }
  });
});
