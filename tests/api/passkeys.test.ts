import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkey_challenges, passkeys } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/security/tokens';
import {
  PASSKEY_CHALLENGE_LIFETIME_MS,
  PASSKEY_LIMIT,
  PASSKEY_PROMPT_TIMEOUT_MS,
  PASSKEY_TEXTS,
} from '../../src/shared/passkeys';
import { en } from '../helpers/englishText';
import { CHROME_ON_ANDROID, passkeyApi } from '../helpers/passkeyApi';
import { createSignedInUser } from '../helpers/sessionFixture';
import { SoftAuthenticator } from '../helpers/softAuthenticator';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Adding and listing passkeys. Renaming and removing them is in passkeys.manage.test.ts, signing in with
// them in passkeySignIn.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.close();
});

const api = passkeyApi(() => server);
const { call, creationOptions, verifyRegistration, addPasskey, list } = api;
const newUser = (names: { first_name?: string; last_name?: string } = {}) =>
  createSignedInUser(server.database.db, { ...names, confirmed: true });
const authenticator = () => new SoftAuthenticator(server.url);

async function challengeRow(challenge: string) {
  const [row] = await server.database.db
    .select()
    .from(passkey_challenges)
    .where(eq(passkey_challenges.challenge_hash, hashToken(challenge)));
  return row;
}

describe('POST /passkeys/registration/options', () => {
  it('answers creation options for this site and account and stores only the challenge’s hash', async () => {
    const user = await newUser({ first_name: 'Ada', last_name: 'Lovelace' });
    const res = await call<{ options: Record<string, unknown> }>(
      user.token,
      'POST',
      '/passkeys/registration/options',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { options } = res.body;
    expect(options).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Sunshine State Generators' },
      user: {
        id: Buffer.from(user.userId.replaceAll('-', ''), 'hex').toString('base64url'),
        name: user.email,
        displayName: 'Ada Lovelace',
      },
      timeout: PASSKEY_PROMPT_TIMEOUT_MS,
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await challengeRow(String(options.challenge));
    expect(row).toMatchObject({ purpose: 'registration', user_id: user.userId, used_at: null });
    const lifetime = (row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0);
    expect(lifetime).toBe(PASSKEY_CHALLENGE_LIFETIME_MS);
    const stored = await server.database.db.execute(
      sql`select row_to_json(c)::text as row from passkey_challenges c`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain(String(options.challenge));
  });

  it('lists the passkeys already added, with their transports, to be excluded', async () => {
    const user = await newUser();
    const device = authenticator();
    await addPasskey(user.token, device);
    await addPasskey(user.token, device);
    const options = await creationOptions(user.token);
    expect(options.excludeCredentials).toEqual(
      device.credentials.map((c) => ({
        id: c.id.toString('base64url'),
        type: 'public-key',
        transports: ['internal', 'hybrid'],
      })),
    );
  });

  it('needs a session and is limited to 10 calls a minute per client address', async () => {
    expect((await call(null, 'POST', '/passkeys/registration/options')).status).toBe(401);
    const user = await newUser();
    const ip = '10.77.0.1';
    for (let i = 0; i < 10; i++) {
      expect(
        (await call(user.token, 'POST', '/passkeys/registration/options', undefined, { ip })).status,
      ).toBe(200);
    }
    const limited = await call(user.token, 'POST', '/passkeys/registration/options', undefined, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual(expect.any(String));
  });
});

describe('POST /passkeys/registration/verify', () => {
  it('stores the passkey under the browser’s name, lists it, and uses the challenge up', async () => {
    const user = await newUser();
    const device = authenticator();
    const options = await creationOptions(user.token);
    const answer = device.create(options);
    const res = await verifyRegistration(user.token, answer, CHROME_ON_ANDROID);
    expect(res.status).toBe(201);
    const added = res.body.payload;
    expect(added).toEqual({
      id: expect.any(String),
      name: 'Chrome on Android',
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(Math.abs(Date.parse(added.created_at) - Date.now())).toBeLessThan(60_000);
    expect(await list(user.token)).toEqual([added]);
    const [row] = await server.database.db.select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(row).toMatchObject({
      user_id: user.userId,
      credential_id: answer.id,
      sign_count: 0,
      transports: ['internal', 'hybrid'],
    });
    expect((await challengeRow(options.challenge))?.used_at).toBeInstanceOf(Date);

    const replayed = await verifyRegistration(user.token, answer);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toBe(en(PASSKEY_TEXTS.registrationExpired));
  });

  it('names a passkey "Passkey" when the browser is unknown', async () => {
    const user = await newUser();
    const res = await verifyRegistration(
      user.token,
      authenticator().create(await creationOptions(user.token)),
      'curl/8',
    );
    expect(res.body.payload.name).toBe('Passkey');
  });

  it('refuses an answer that cannot be read with 400', async () => {
    const user = await newUser();
    const answer = authenticator().create(await creationOptions(user.token));
    for (const clientDataJSON of ['', 'bm90IGpzb24', Buffer.from('{"challenge":42}').toString('base64url')]) {
      const res = await verifyRegistration(user.token, {
        ...answer,
        response: { ...answer.response, clientDataJSON },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(en(PASSKEY_TEXTS.unreadable));
    }
  });

  it('refuses an unknown, expired or another account’s challenge with 400', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const device = authenticator();
    const unknown = device.create(await creationOptions(user.token), { challenge: 'A'.repeat(43) });
    const others = device.create(await creationOptions(other.token));
    const options = await creationOptions(user.token);
    await server.database.db
      .update(passkey_challenges)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passkey_challenges.challenge_hash, hashToken(options.challenge)));
    const expired = device.create(options);
    for (const answer of [unknown, others, expired]) {
      const res = await verifyRegistration(user.token, answer);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(en(PASSKEY_TEXTS.registrationExpired));
    }
    expect(await list(user.token)).toEqual([]);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['no user verification', { noUserVerification: true }],
    ['a sign-in answer', { type: 'webauthn.get' }],
  ])('refuses an answer made for %s with 400 and uses the challenge up', async (_label, quirks) => {
    const user = await newUser();
    const options = await creationOptions(user.token);
    const res = await verifyRegistration(user.token, authenticator().create(options, quirks));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en(PASSKEY_TEXTS.registrationFailed));
    expect((await challengeRow(options.challenge))?.used_at).toBeInstanceOf(Date);
    expect(await list(user.token)).toEqual([]);
  });

  it('refuses a passkey already stored with 409', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const device = authenticator();
    await addPasskey(user.token, device);
    const [credential] = device.credentials;
    for (const account of [user, other]) {
      const res = await verifyRegistration(
        account.token,
        device.create(await creationOptions(account.token), {}, credential),
      );
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(en(PASSKEY_TEXTS.alreadyAdded));
    }
    expect(await list(other.token)).toEqual([]);
  });

  it(`allows at most ${PASSKEY_LIMIT} passkeys: the options and the verification answer 409`, async () => {
    const user = await newUser();
    const device = authenticator();
    for (let i = 0; i < PASSKEY_LIMIT - 1; i++) await addPasskey(user.token, device);
    const [first, second] = [await creationOptions(user.token), await creationOptions(user.token)];
    expect((await verifyRegistration(user.token, device.create(first))).status).toBe(201);
    const eleventh = await verifyRegistration(user.token, device.create(second));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toBe(en(PASSKEY_TEXTS.limitReached));
    const options = await call(user.token, 'POST', '/passkeys/registration/options');
    expect(options.status).toBe(409);
    expect(options.body.error).toBe(en(PASSKEY_TEXTS.limitReached));
    expect(await list(user.token)).toHaveLength(PASSKEY_LIMIT);
  });
});
