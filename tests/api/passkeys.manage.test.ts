import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_TEXTS } from '../../src/shared/passkeys';
import { en } from '../helpers/englishText';
import { passkeyApi } from '../helpers/passkeyApi';
import { createSignedInUser } from '../helpers/sessionFixture';
import { SoftAuthenticator } from '../helpers/softAuthenticator';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Renaming and removing passkeys, and the 404 for any id that is not one of the caller's.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.close();
});

const { call, addPasskey, list } = passkeyApi(() => server);
const newUser = () => createSignedInUser(server.database.db, { confirmed: true });
const authenticator = () => new SoftAuthenticator(server.url);

describe('PATCH and DELETE /passkeys/{id}', () => {
  it('renames a passkey, trimmed, and refuses an empty or too long name with the shared message', async () => {
    const user = await newUser();
    const added = await addPasskey(user.token, authenticator());
    const renamed = await call<{ payload: unknown }>(user.token, 'PATCH', `/passkeys/${added.id}`, {
      name: '  Kitchen tablet ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.payload).toEqual({ ...added, name: 'Kitchen tablet' });
    for (const [name, message] of [
      ['   ', en(PASSKEY_TEXTS.nameEmpty)],
      ['x'.repeat(51), en(PASSKEY_TEXTS.nameTooLong)],
    ]) {
      const res = await call(user.token, 'PATCH', `/passkeys/${added.id}`, { name });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const fifty = await call(user.token, 'PATCH', `/passkeys/${added.id}`, { name: 'y'.repeat(50) });
    expect(fifty.status).toBe(200);
    expect((await list(user.token))[0]?.name).toBe('y'.repeat(50));
  });

  it('removes a passkey and answers the ones left', async () => {
    const user = await newUser();
    const device = authenticator();
    const first = await addPasskey(user.token, device);
    const second = await addPasskey(user.token, device);
    const res = await call<{ payload: unknown }>(user.token, 'DELETE', `/passkeys/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual([second]);
    expect((await call(user.token, 'DELETE', `/passkeys/${first.id}`)).status).toBe(404);
  });

  it('answers 404 for another account’s, an unknown or a malformed id and changes nothing', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const added = await addPasskey(owner.token, authenticator());
    for (const id of [added.id, '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', 'not-a-uuid', "1' or '1'='1"]) {
      const path = `/passkeys/${encodeURIComponent(id)}`;
      const renamed = await call(other.token, 'PATCH', path, { name: 'Mine now' });
      expect(renamed.status).toBe(404);
      expect(renamed.body.error).toBe(en(PASSKEY_TEXTS.notFound));
      const removed = await call(other.token, 'DELETE', path);
      expect(removed.status).toBe(404);
      expect(removed.body.error).toBe(en(PASSKEY_TEXTS.notFound));
    }
    expect(await list(owner.token)).toEqual([added]);
    expect(await list(other.token)).toEqual([]);
    expect((await call(null, 'DELETE', `/passkeys/${added.id}`)).status).toBe(401);
    expect((await call(null, 'GET', '/passkeys')).status).toBe(401);
  });
});
