import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { newToken } from '../../src/server/security/tokens';
import { sessionTexts } from '../../src/shared/sessionRules';
import { staffMessages } from '../../src/shared/staffMessages';
import {
  confirmIdentity,
  jsonRequest,
  randomPrivateIp,
  signInRequest,
  signUpUser,
  waitForMail,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import { passkeyApi } from '../helpers/passkeyApi';
import { addSession } from '../helpers/sessionFixture';
import { SoftAuthenticator } from '../helpers/softAuthenticator';
import { setUpStaffSuite } from '../helpers/staffSuite';
import { codeAt, signInWithCode, turnTwoFactorOn } from '../helpers/twoFactorFlow';

// Issue 26: the lead inbox needs a session that passed a second factor (or a passkey), not an account that
// has 2FA on; and enrolling 2FA needs a recent confirmation and signs every other session out.

const suite = setUpStaffSuite();
const { call, receiver } = suite;
const error = (text: string) => ({ error: text });
const passkeys = passkeyApi(() => suite.server());

const post = (path: string, token: string, body?: unknown) =>
  suite.server().fetch(`/api${path}`, jsonRequest('POST', body, { token, ip: randomPrivateIp() }));

/** A listed staff member's account (OTHER_STAFF_EMAILS are listed in mixed case) that has not enrolled yet. */
const unenrolledStaff = () => signUpUser(suite.server(), receiver, { email: 'manager@example.com' });

describe('the staff takeover with a password alone', () => {
  it('cannot enroll without confirming; enrolling signs the owner out and tells them; the session reads no lead', async () => {
    const owner = await unenrolledStaff();
    const signIn = await signInRequest(suite.server(), owner.email, owner.password);
    const attacker: { token: string } = await signIn.json();

    const initiate = await post('/2fa/initiate', attacker.token);
    expect(initiate.status).toBe(403);
    expect(await initiate.json()).toEqual(error(en(sessionTexts.confirmationRequired)));

    // Whoever knows the password can confirm with it and enroll their own authenticator; that is loud now.
    await confirmIdentity(suite.server(), attacker.token, { password: owner.password });
    const setup = (await (await post('/2fa/initiate', attacker.token)).json()) as { base32: string };
    const verify = await post('/2fa/verify', attacker.token, {
      token: codeAt(setup.base32),
      secretBase32: setup.base32,
    });
    expect(verify.status).toBe(200);
    const ownerSessions = await suite.server().fetch('/api/sessions', jsonRequest('GET', undefined, owner));
    expect(ownerSessions.status).toBe(401);
    const notice = await waitForMail(receiver, owner.email, 'account.twoFactorChanged');
    expect(notice.parsed.text).toContain('other devices were signed out');

    const leads = await call('GET', '/leads', { token: attacker.token });
    expect(leads).toMatchObject({ status: 403, body: error(staffMessages.strongSignInRequired) });
  });
});

describe('a session signed in with the password alone', () => {
  it('made before enrollment (or before sessions recorded how) no longer passes the staff rule', async () => {
    const owner = await signUpUser(suite.server(), receiver, { email: 'owner@example.com' });
    const { secret } = await turnTwoFactorOn(suite.server(), owner);
    // The session that enrolled kept its 'password' sign-in; a row from before the migration is the same.
    const legacy = newToken();
    await addSession(suite.server().database.db, owner.user.id, legacy);
    for (const token of [owner.token, legacy]) {
      for (const path of ['/leads', '/leads/counts']) {
        const res = await call('GET', path, { token });
        expect(res, path).toMatchObject({ status: 403, body: error(staffMessages.strongSignInRequired) });
      }
    }
    const strong = await signInWithCode(suite.server(), owner, secret);
    expect((await call('GET', '/leads', { token: strong.token })).status).toBe(200);
    const sessions = await passkeys.call<components['schemas']['SessionList']>(
      strong.token,
      'GET',
      '/sessions',
    );
    const mine = sessions.body.sessions.find((s) => s.session_token === sessions.body.currentSessionId);
    expect(mine?.signed_in_with).toBe('password_and_code');
  });
});

describe('a passkey sign-in and the CSV export', () => {
  it('a passkey session passes the staff rule; the export also needs a confirmation in the last 15 minutes', async () => {
    const staff = await suite.staff();
    const device = new SoftAuthenticator(suite.server().url);
    await passkeys.addPasskey(staff.token, device);
    const signedIn = await passkeys.signInWith(device);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token;
    expect((await call('GET', '/leads/counts', { token })).status).toBe(200);

    const refused = await call('GET', '/leads/export', { token });
    expect(refused).toMatchObject({ status: 403, body: error(en(sessionTexts.confirmationRequired)) });
    const options = await passkeys.call<components['schemas']['PasskeyRequestOptionsResult']>(
      token,
      'POST',
      '/sessions/current/confirm/passkey-options',
    );
    const confirmed = await passkeys.call(token, 'POST', '/sessions/current/confirm', {
      passkey: device.get(options.body.options),
    });
    expect(confirmed.status).toBe(200);
    const csv = await call<string>('GET', '/leads/export', { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  });
});
