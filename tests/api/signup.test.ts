import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUsernameTakenText } from '../../src/shared/accountRules';
import { messages } from '../../src/shared/messages';
import { advanceClock as advanceServerClock, setUpAccountServer } from '../helpers/accountSuite';
import {
  accountTablesText,
  jsonRequest,
  mailCount,
  randomPrivateIp,
  readVerificationCode,
  signUpUser,
  strongPassword,
  uniqueEmail,
} from '../helpers/accounts';
import { en, es } from '../helpers/englishText';
import type { TestServer } from '../helpers/testServer';

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

const advanceClock = (ms: number) => advanceServerClock(server, ms);

function signUpData(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: uniqueEmail('signup'),
    username: `ada${Math.random().toString(36).slice(2, 10)}`,
    password: strongPassword(),
    ...overrides,
  };
}

const post = (path: string, body: unknown, ip = randomPrivateIp()) =>
  server.fetch(path, jsonRequest('POST', body, { ip }));

describe('POST /email/send-verification', () => {
  it('e-mails a 6-digit code and stores only its keyed hash and the hashed password', async () => {
    const data = signUpData();
    const res = await post('/api/email/send-verification', data);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: en(messages.verification.codeSent) });
    const code = await readVerificationCode(smtp, data.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = smtp.to(data.email)[0];
    expect(mail?.parsed.html).toContain(code);

    const stored = await accountTablesText(server);
    expect(stored).toContain(data.email);
    expect(stored).not.toContain(data.password);
    expect(stored).not.toMatch(new RegExp(`"code_hash":"${code}"`));
    const rows = await server.database.db.execute<{ code_hash: string; password_hash: string }>(
      sql`select code_hash, password_hash from email_verifications where email = ${data.email}`,
    );
    expect(rows.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const params = rows.rows[0]?.password_hash.split('$')[3]?.split(',').sort();
    expect(rows.rows[0]?.password_hash.startsWith('$argon2id$v=19$')).toBe(true);
    expect(params).toEqual(['m=19456', 'p=1', 't=2']);
  });

  it('refuses a resend within 60 seconds, saying how long to wait, with Retry-After', async () => {
    const data = signUpData();
    const ip = randomPrivateIp();
    expect((await post('/api/email/send-verification', data, ip)).status).toBe(200);
    const again = await post('/api/email/send-verification', { email: data.email }, ip);
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await again.json()).error).toBe(`Please wait ${wait} seconds before requesting a new code.`);
  });

  it('resends with the e-mail alone after 60 seconds; only the newest code works', async () => {
    const data = signUpData();
    expect((await post('/api/email/send-verification', data)).status).toBe(200);
    const first = await readVerificationCode(smtp, data.email);
    await advanceClock(61_000);
    const resent = await post('/api/email/send-verification', { email: data.email.toUpperCase() });
    expect(resent.status).toBe(200);
    const second = await readVerificationCode(smtp, data.email.toUpperCase(), 1);
    if (first !== second) {
      const old = await post('/api/email/verify-code', { email: data.email, code: first });
      expect(old.status).toBe(400);
    }
    const ok = await post('/api/email/verify-code', { email: data.email, code: ` ${second} ` });
    expect(ok.status).toBe(200);
  });

  it('caps codes at 5 an hour per address', async () => {
    const data = signUpData();
    expect((await post('/api/email/send-verification', data)).status).toBe(200);
    for (let i = 1; i < 5; i++) {
      await advanceClock(61_000);
      expect((await post('/api/email/send-verification', { email: data.email })).status).toBe(200);
    }
    await advanceClock(61_000);
    const capped = await post('/api/email/send-verification', { email: data.email });
    expect(capped.status).toBe(429);
    expect((await capped.json()).error).toMatch(/^Too many codes were requested .* in \d+ minutes\.$/);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('404 for a resend without a pending sign-up, 400 for a partial body', async () => {
    const resend = await post('/api/email/send-verification', { email: uniqueEmail() });
    expect(resend.status).toBe(404);
    const partial = await post('/api/email/send-verification', { email: uniqueEmail(), username: 'abc' });
    expect(partial.status).toBe(400);
    expect((await partial.json()).error).toMatch(/all the sign-up fields/);
  });

  it('answers a refused sign-up in Spanish when the page asks for Spanish (issue 39)', async () => {
    const account = await signUpUser(server, smtp);
    const spanish = (body: unknown) => {
      const init = jsonRequest('POST', body, { ip: randomPrivateIp() });
      return server.fetch('/api/email/send-verification', {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'accept-language': 'es' },
      });
    };
    const nameTaken = await spanish(signUpData({ username: account.username }));
    expect(nameTaken.status).toBe(409);
    expect((await nameTaken.json()).error).toBe(es(messages.signUp.usernameTaken));
    expect(es(messages.signUp.usernameTaken)).toBe('Ese nombre de usuario ya está en uso.');
    // The sign-up form shows this refusal as it is in either language (SPEC 8's taken-username rule).
    expect(isUsernameTakenText(es(messages.signUp.usernameTaken))).toBe(true);
    const sent = await spanish(signUpData());
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: es(messages.verification.codeSent) });
    expect(es(messages.verification.codeSent)).toBe(
      '¡Código de verificación enviado! Revise su bandeja de entrada.',
    );
  });

  it('409 naming Email or Username when taken (case-insensitive), 400 for a common password', async () => {
    const account = await signUpUser(server, smtp);
    const emailTaken = await post(
      '/api/email/send-verification',
      signUpData({ email: account.email.toUpperCase() }),
    );
    expect(emailTaken.status).toBe(409);
    expect((await emailTaken.json()).error).toContain('Email');
    const nameTaken = await post(
      '/api/email/send-verification',
      signUpData({ username: account.username.toUpperCase() }),
    );
    expect(nameTaken.status).toBe(409);
    expect((await nameTaken.json()).error).toBe(en(messages.signUp.usernameTaken));
    const common = await post('/api/email/send-verification', signUpData({ password: 'password1234' }));
    expect(common.status).toBe(400);
    expect((await common.json()).error).toMatch(/too common/);
    const short = await post('/api/email/send-verification', signUpData({ password: 'short' }));
    expect(short.status).toBe(400);
    const long = await post('/api/email/send-verification', signUpData({ username: 'x'.repeat(21) }));
    expect(long.status).toBe(400);
  });

  it('answers 429 after 10 calls a minute from one client address', async () => {
    const ip = randomPrivateIp();
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/email/send-verification', { email: uniqueEmail() }, ip);
      expect(res.status).toBe(404);
    }
    const limited = await post('/api/email/send-verification', { email: uniqueEmail() }, ip);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(
      /^Too many requests\. Please try again in (1 minute|\d+ seconds)\.$/,
    );
  });
});

describe('POST /email/verify-code', () => {
  it('400 for a wrong code, and after 5 tries even the right code is refused', async () => {
    const data = signUpData();
    expect((await post('/api/email/send-verification', data)).status).toBe(200);
    const code = await readVerificationCode(smtp, data.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/email/verify-code', { email: data.email, code: wrong });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/Invalid verification code/);
    }
    const locked = await post('/api/email/verify-code', { email: data.email, code });
    expect(locked.status).toBe(400);
    expect((await locked.json()).error).toBe('Too many wrong codes. Please request a new code.');
  });

  it('a code expires after 10 minutes', async () => {
    const data = signUpData();
    expect((await post('/api/email/send-verification', data)).status).toBe(200);
    const code = await readVerificationCode(smtp, data.email);
    await advanceClock(10 * 60_000 + 1000);
    const res = await post('/api/email/verify-code', { email: data.email, code });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/expired/);
  });

  it('400 for an address that was never sent a code', async () => {
    const res = await post('/api/email/verify-code', { email: uniqueEmail(), code: '123456' });
    expect(res.status).toBe(400);
  });
});

describe('POST /users/signup', () => {
  it('creates the user with default preferences and a session; the pending sign-up is removed', async () => {
    const account = await signUpUser(server, smtp, { first_name: '  Grace ', last_name: 'Hopper' });
    expect(account.user).toMatchObject({
      email: account.email,
      username: account.username,
      first_name: 'Grace',
      last_name: 'Hopper',
      profileimg: null,
      twofa_enabled: false,
    });
    expect(account.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const prefs = await server.database.db.execute<Record<string, boolean>>(
      sql`select password_change, inquiry_verification, estimate_verification, phone_number_change
          from email_notification_preferences where user_id = ${account.user.id}`,
    );
    expect(prefs.rows).toEqual([
      {
        password_change: true,
        inquiry_verification: true,
        estimate_verification: true,
        phone_number_change: true,
      },
    ]);
    const pending = await server.database.db.execute(
      sql`select id from email_verifications where lower(email) = lower(${account.email})`,
    );
    expect(pending.rows).toHaveLength(0);
    const stored = await accountTablesText(server);
    expect(stored).not.toContain(account.token);
    expect(stored).not.toContain(account.password);
  });

  it('403 when the e-mail was not verified, or verified more than 30 minutes ago', async () => {
    const unverified = signUpData();
    expect((await post('/api/email/send-verification', unverified)).status).toBe(200);
    const refused = await post('/api/users/signup', { ...unverified, verification_proof: 'x'.repeat(43) });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toContain('Email');

    const late = signUpData();
    expect((await post('/api/email/send-verification', late)).status).toBe(200);
    const code = await readVerificationCode(smtp, late.email);
    const verified = await post('/api/email/verify-code', { email: late.email, code });
    expect(verified.status).toBe(200);
    const { proof } = (await verified.json()).payload;
    await advanceClock(31 * 60_000);
    expect((await post('/api/users/signup', { ...late, verification_proof: proof })).status).toBe(403);
  });

  it('409 when the username was taken between verification and sign-up', async () => {
    const data = signUpData();
    expect((await post('/api/email/send-verification', data)).status).toBe(200);
    const code = await readVerificationCode(smtp, data.email);
    const verified = await post('/api/email/verify-code', { email: data.email, code });
    expect(verified.status).toBe(200);
    const { proof } = (await verified.json()).payload;
    await signUpUser(server, smtp, { username: data.username.toUpperCase() });
    const res = await post('/api/users/signup', { ...data, verification_proof: proof });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(en(messages.signUp.usernameTaken));
    expect(mailCount(smtp, data.email, 'account.verification')).toBe(1);
  });
});
