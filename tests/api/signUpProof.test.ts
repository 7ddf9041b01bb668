import { describe, expect, it } from 'vitest';
import { accountErrors } from '../../src/server/accounts/accountMessages';
import { setUpAccountServer } from '../helpers/accountSuite';
import {
  accountTablesText,
  jsonRequest,
  randomPrivateIp,
  readVerificationCode,
  strongPassword,
  uniqueEmail,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import type { TestServer } from '../helpers/testServer';

// Issue 26, the sign-up race: a sign-up was accepted for any address verified in the last 30 minutes,
// whoever sent it, so someone watching for a new hire's verification could finish it with their own
// password. Now sign-up needs the proof that verify-code answered to the browser that entered the code.

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

const post = (path: string, body: unknown) =>
  server.fetch(`/api${path}`, jsonRequest('POST', body, { ip: randomPrivateIp() }));

function signUpData(email = uniqueEmail('hire')) {
  const suffix = Math.random().toString(36).slice(2, 9);
  return {
    first_name: 'New',
    last_name: 'Hire',
    email,
    username: `hire${suffix}`,
    password: strongPassword(),
  };
}

/** Browser A: sends the data, reads the code from the inbox and enters it; answers verify-code's proof. */
async function verifyInBrowserA(data: ReturnType<typeof signUpData>): Promise<string> {
  expect((await post('/email/send-verification', data)).status).toBe(200);
  const code = await readVerificationCode(smtp, data.email);
  const verified = await post('/email/verify-code', { email: data.email, code });
  expect(verified.status).toBe(200);
  // Read loosely: the test checks the proof's form itself, after the attack it is about.
  const body = (await verified.json()) as { payload?: { proof?: string } };
  return body.payload?.proof ?? '';
}

describe('signing up after verification', () => {
  it('another browser cannot finish a sign-up it did not verify; the one that did can', async () => {
    const hire = signUpData();
    const proof = await verifyInBrowserA(hire);
    const attacker = { ...signUpData(hire.email), password: strongPassword() };

    const withoutProof = await post('/users/signup', attacker);
    expect(withoutProof.status).toBe(400);
    expect(await withoutProof.json()).toEqual({ error: 'verification_proof is required.' });
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const guessed = await post('/users/signup', { ...attacker, verification_proof: 'A'.repeat(43) });
    expect(guessed.status).toBe(403);
    expect(await guessed.json()).toEqual({ error: en(accountErrors.signUpProofWrong) });

    const created = await post('/users/signup', { ...hire, verification_proof: proof });
    expect(created.status).toBe(201);
    expect((await created.json()).payload).toMatchObject({ email: hire.email, username: hire.username });
    expect(await accountTablesText(server)).not.toContain(proof);
  });

  it('a proof serves only its own address, and entering the code again voids the earlier proof', async () => {
    const first = signUpData();
    const second = signUpData();
    const firstProof = await verifyInBrowserA(first);
    await verifyInBrowserA(second);
    const crossed = await post('/users/signup', { ...second, verification_proof: firstProof });
    expect(crossed.status).toBe(403);

    const code = await readVerificationCode(smtp, first.email);
    const again = await post('/email/verify-code', { email: first.email, code });
    const newProof = ((await again.json()) as { payload: { proof: string } }).payload.proof;
    expect((await post('/users/signup', { ...first, verification_proof: firstProof })).status).toBe(403);
    expect((await post('/users/signup', { ...first, verification_proof: newProof })).status).toBe(201);
  });
});
