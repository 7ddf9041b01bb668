import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountErrors } from '../../src/server/accounts/accountMessages';
import { advanceClock, setUpAccountServer } from '../helpers/accountSuite';
import {
  jsonRequest,
  mailCount,
  randomPrivateIp,
  readEmailChangeCode,
  type SignedUpAccount,
  signInRequest,
  signUpUser,
  uniqueEmail,
  waitForMail,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import type { TestServer } from '../helpers/testServer';

// Issue 26, the e-mail squat: a profile could take any address without proving it, so a stranger could
// take a new hire's address before they signed up (their sign-up then failed with 409) and nothing could
// ever verify it again. Now the address changes only when the code e-mailed to it is entered.

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

const update = (account: SignedUpAccount, body: unknown) =>
  server.fetch(
    '/api/users/update',
    jsonRequest('PUT', body, { token: account.token, ip: randomPrivateIp() }),
  );
const confirmChange = (account: SignedUpAccount, code: string) =>
  server.fetch(
    '/api/users/email-change/confirm',
    jsonRequest('POST', { code }, { token: account.token, ip: randomPrivateIp() }),
  );
const askFor = (account: SignedUpAccount, email: string) =>
  update(account, { email, password: { current: account.password } });

describe('changing the e-mail address', () => {
  it('a stranger cannot squat a future address: nothing changes, and its real owner can still sign up', async () => {
    const stranger = await signUpUser(server, smtp);
    const newHire = uniqueEmail('new-hire');
    const asked = await askFor(stranger, newHire);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      payload: expect.objectContaining({ email: stranger.email }),
      pending_email: newHire,
      message: en(accountErrors.emailChangeSent),
    });
    // The code went to the new hire's inbox, which the stranger cannot read; guesses run out.
    await waitForMail(smtp, newHire, 'account.emailChangeCode');
    for (const guess of ['000000', '111111', '222222', '333333', '444444']) {
      expect((await confirmChange(stranger, guess)).status).toBe(400);
    }
    const spent = await confirmChange(stranger, await readEmailChangeCode(smtp, newHire));
    expect(spent.status).toBe(400);
    expect((await spent.json()).error).toBe(en(accountErrors.codeAttemptsUsed));
    const me = await server.fetch('/api/users/user', jsonRequest('GET', undefined, stranger));
    expect((await me.json()).payload.email).toBe(stranger.email);

    const hire = await signUpUser(server, smtp, { email: newHire });
    expect(hire.user.email).toBe(newHire);
  });

  it('an address signed up meanwhile cannot be confirmed by the account that asked first (409, dropped)', async () => {
    const stranger = await signUpUser(server, smtp);
    const address = uniqueEmail('taken-later');
    expect((await askFor(stranger, address)).status).toBe(200);
    const code = await readEmailChangeCode(smtp, address);
    await signUpUser(server, smtp, { email: address });
    const refused = await confirmChange(stranger, code);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(en(accountErrors.emailInUse));
    const again = await confirmChange(stranger, code);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(en(accountErrors.noEmailChange));
  });

  it('the code from the new inbox changes it, verifies it, signs other devices out and tells the old address', async () => {
    const account = await signUpUser(server, smtp);
    const other: { token: string } = await (
      await signInRequest(server, account.email, account.password)
    ).json();
    const newEmail = uniqueEmail('moved');
    // Other fields of the same request change at once.
    const asked = await update(account, {
      first_name: 'Renamed',
      email: newEmail,
      password: { current: account.password },
    });
    expect(await asked.json()).toMatchObject({
      payload: { first_name: 'Renamed', email: account.email },
      pending_email: newEmail,
    });
    expect(mailCount(smtp, account.email, 'account.emailChanged')).toBe(0);
    const wrong = await confirmChange(account, '000000');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe(en(accountErrors.emailChangeCodeInvalid));

    const done = await confirmChange(account, await readEmailChangeCode(smtp, newEmail));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      message: en(accountErrors.emailChanged),
      payload: { email: newEmail, first_name: 'Renamed' },
    });
    const notice = await waitForMail(smtp, account.email, 'account.emailChanged');
    expect(notice.parsed.text).toContain(newEmail);
    expect((await server.fetch('/api/users/user', jsonRequest('GET', undefined, other))).status).toBe(401);
    const verified = await server.database.db.execute<{ verified: boolean }>(
      sql`select email_verified_at is not null as verified from users where id = ${account.user.id}`,
    );
    expect(verified.rows[0]?.verified).toBe(true);
    expect((await confirmChange(account, '123456')).status).toBe(409);
  });

  it('a code expires after 15 minutes, a newer request replaces the older code, and 5 an hour', async () => {
    const account = await signUpUser(server, smtp);
    const first = uniqueEmail('first');
    expect((await askFor(account, first)).status).toBe(200);
    const firstCode = await readEmailChangeCode(smtp, first);
    const second = uniqueEmail('second');
    expect((await askFor(account, second)).status).toBe(200);
    const secondCode = await readEmailChangeCode(smtp, second);
    // The older code is void (unless the two random codes happen to be the same six digits).
    if (firstCode !== secondCode) expect((await confirmChange(account, firstCode)).status).toBe(400);

    await advanceClock(server, 16 * 60_000);
    const late = await confirmChange(account, secondCode);
    expect(late.status).toBe(400);
    expect((await late.json()).error).toBe(en(accountErrors.emailChangeCodeExpired));

    for (let i = 0; i < 3; i++) expect((await askFor(account, uniqueEmail('more'))).status).toBe(200);
    const limited = await askFor(account, uniqueEmail('too-many'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
