import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { accountErrors } from '../../src/server/accounts/accountMessages';
import { sessionTexts } from '../../src/shared/sessionRules';
import { setUpAccountServer } from '../helpers/accountSuite';
import {
  confirmIdentity,
  jsonRequest,
  randomPrivateIp,
  readResetLink,
  signInRequest,
  signUpUser,
  strongPassword,
  waitForMail,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import { passkeyApi } from '../helpers/passkeyApi';
import { SoftAuthenticator } from '../helpers/softAuthenticator';
import type { TestServer } from '../helpers/testServer';

// Issue 26: adding a passkey needed only a bearer token, and a password reset kept every passkey, so one
// stolen token became lasting access that neither "reset password" nor "sign out other sessions" removed.
// Now adding one needs a confirmation, and the reset page asks which passkeys to keep.

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});
const passkeys = passkeyApi(() => server);
type PasskeyList = components['schemas']['PasskeyList'];

const post = (path: string, body: unknown) =>
  server.fetch(`/api${path}`, jsonRequest('POST', body, { ip: randomPrivateIp() }));

async function resetLinkOf(email: string): Promise<{ token: string; email: string }> {
  expect((await post('/email/forgot-password', { email })).status).toBe(200);
  const link = await readResetLink(smtp, email);
  return { token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') ?? '' };
}

describe('a stolen bearer token', () => {
  it('cannot add a passkey: the options and the answer need a confirmation it cannot give', async () => {
    const victim = await signUpUser(server, smtp);
    const stolen: { token: string } = await (
      await signInRequest(server, victim.email, victim.password)
    ).json();
    for (const [path, body] of [
      ['/passkeys/registration/options', undefined],
      [
        '/passkeys/registration/verify',
        {
          response: {
            id: 'x',
            rawId: 'x',
            type: 'public-key',
            clientExtensionResults: {},
            response: { clientDataJSON: 'e30', attestationObject: 'oA' },
          },
        },
      ],
    ] as const) {
      const res = await passkeys.call(stolen.token, 'POST', path, body);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual({ error: en(sessionTexts.confirmationRequired) });
    }
    const guess = await passkeys.call(stolen.token, 'POST', '/sessions/current/confirm', {
      password: 'guess-1234',
    });
    expect(guess.status).toBe(400);
    expect(await passkeys.list(victim.token)).toEqual([]);
  });
});

describe('the password reset and passkeys', () => {
  it('lists the passkeys for the link, and removes the ones not kept with the reset', async () => {
    const account = await signUpUser(server, smtp);
    const kept = new SoftAuthenticator(server.url);
    const unwanted = new SoftAuthenticator(server.url);
    await confirmIdentity(server, account.token, { password: account.password });
    const keep = await passkeys.addPasskey(account.token, kept);
    const drop = await passkeys.addPasskey(account.token, unwanted);
    await passkeys.call(account.token, 'PATCH', `/passkeys/${drop.id}`, { name: 'Unknown laptop' });
    const stranger = await signUpUser(server, smtp);
    await confirmIdentity(server, stranger.token, { password: stranger.password });
    const strangers = await passkeys.addPasskey(stranger.token, new SoftAuthenticator(server.url));

    const link = await resetLinkOf(account.email);
    const bad = await post('/email/reset-password/passkeys', { ...link, token: `${link.token}x` });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: en(accountErrors.resetLinkInvalid) });
    const listed = await post('/email/reset-password/passkeys', link);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { payload } = (await listed.json()) as PasskeyList;
    expect(payload.map((p) => [p.id, p.name])).toEqual([
      [keep.id, keep.name],
      [drop.id, 'Unknown laptop'],
    ]);

    // Listing used nothing up: the same link resets, keeping one passkey (a stranger's id changes nothing).
    const newPassword = strongPassword();
    const reset = await post('/email/reset-password', {
      ...link,
      newPassword,
      keep_passkeys: [keep.id, strangers.id],
    });
    expect(reset.status).toBe(200);
    const notice = await waitForMail(smtp, account.email, 'account.passwordChanged');
    expect(notice.parsed.text).toContain('Unknown laptop');

    expect((await passkeys.signInWith(unwanted)).status).toBe(401);
    const signedIn = await passkeys.signInWith(kept);
    expect(signedIn.status).toBe(200);
    expect((await passkeys.list(signedIn.body.token)).map((p) => p.id)).toEqual([keep.id]);
    expect((await passkeys.list(stranger.token)).map((p) => p.id)).toEqual([strangers.id]);
    expect((await post('/email/reset-password/passkeys', link)).status).toBe(400);
  });

  it('an empty keep list removes every passkey', async () => {
    const account = await signUpUser(server, smtp);
    const device = new SoftAuthenticator(server.url);
    await confirmIdentity(server, account.token, { password: account.password });
    await passkeys.addPasskey(account.token, device);
    const link = await resetLinkOf(account.email);
    const reset = await post('/email/reset-password', {
      ...link,
      newPassword: strongPassword(),
      keep_passkeys: [],
    });
    expect(reset.status).toBe(200);
    expect((await passkeys.signInWith(device)).status).toBe(401);
  });
});
