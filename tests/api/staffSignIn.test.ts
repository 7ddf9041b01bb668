import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import {
  jsonRequest,
  randomPrivateIp,
  type SignedUpAccount,
  signInRequest,
  signUpUser,
} from '../helpers/accounts';
import { OTHER_STAFF_EMAILS, setUpStaffSuite, typeAddressIntoProfile } from '../helpers/staffSuite';
import { codeAt, turnTwoFactorOn } from '../helpers/twoFactorFlow';

// Sign-up and both sign-in steps tell the web app whether the account is staff (the rule of
// src/server/staff/staffStatus.ts), so it can show the lead inbox in the user menu.
type AuthSuccess = components['schemas']['AuthSuccess'];

const suite = setUpStaffSuite();
const { receiver } = suite;

async function signedIn(account: SignedUpAccount, email = account.email): Promise<AuthSuccess> {
  const res = await signInRequest(suite.server(), email, account.password);
  expect(res.status).toBe(200);
  return res.json();
}

/** Both steps of a sign-in with 2FA on; the code that turned 2FA on is spent, so the next step's is sent. */
async function signedInWithCode(account: SignedUpAccount, secret: string): Promise<AuthSuccess> {
  const first = await signInRequest(suite.server(), account.email, account.password);
  expect(await first.json()).toEqual({ twofa_required: true, userId: account.user.id });
  const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
  const second = await suite
    .server()
    .fetch(
      '/api/users/signin/2fa',
      jsonRequest(
        'POST',
        { userId: account.user.id, token: codeAt(secret, 1) },
        { cookie, ip: randomPrivateIp() },
      ),
    );
  expect(second.status).toBe(200);
  return second.json();
}

describe('the staff flag of sign-up and sign-in', () => {
  it('is true for a verified address that STAFF_EMAILS lists, whatever the letter case, with 2FA or not', async () => {
    // STAFF_EMAILS lists it as Owner@Example.com (OTHER_STAFF_EMAILS[0]).
    const owner = await signUpUser(suite.server(), receiver, { email: 'OWNER@example.com' });
    expect(owner.staff).toBe(true);
    expect((await signedIn(owner)).staff).toBe(true);
    const { secret } = await turnTwoFactorOn(suite.server(), owner);
    const answer = await signedInWithCode(owner, secret);
    expect(answer).toMatchObject({ staff: true, payload: { id: owner.user.id, twofa_enabled: true } });
  });

  it('is false for a customer, at every step', async () => {
    const customer = await signUpUser(suite.server(), receiver);
    expect(customer.staff).toBe(false);
    expect((await signedIn(customer)).staff).toBe(false);
    const { secret } = await turnTwoFactorOn(suite.server(), customer);
    expect((await signedInWithCode(customer, secret)).staff).toBe(false);
  });

  it('is false for a listed address typed into a profile, which stays pending without its code', async () => {
    const customer = await signUpUser(suite.server(), receiver);
    const listed = OTHER_STAFF_EMAILS[1].toLowerCase();
    await typeAddressIntoProfile(suite.server(), customer, listed);
    expect((await signedIn(customer)).staff).toBe(false);
    expect((await signInRequest(suite.server(), listed, customer.password)).status).toBe(401);
  });
});
