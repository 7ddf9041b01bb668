import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
import type { ReceivedMail, SmtpReceiver } from './smtpReceiver';
import type { TestServer } from './testServer';

export type UserPayload = components['schemas']['User'];

export interface SignedUpAccount {
  /** The bearer token of the session sign-up started. */
  token: string;
  user: UserPayload;
  /** Sign-up's answer: whether the account may open the lead inbox. */
  staff: boolean;
  email: string;
  username: string;
  password: string;
  /** The client address the calls were made from (used only when the server trusts X-Forwarded-For). */
  ip: string;
  /** The proof POST /email/verify-code answered, which sign-up needed. */
  proof: string;
}

export interface SignUpOptions {
  email?: string;
  username?: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  /** Sent as X-Forwarded-For; default a random private address, so per-IP limits stay per test. */
  ip?: string;
}

/** A fresh, unique address at example.com. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A password that is long enough and not on the common-password list. */
export function strongPassword(): string {
  return `Gen-${randomBytes(9).toString('base64url')}!`;
}

/** A random address in 10.0.0.0/8: 'Local network', and its own per-IP rate-limit bucket. */
export function randomPrivateIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Request options for a JSON call, with a bearer token and a client address when given. */
export function jsonRequest(
  method: string,
  body?: unknown,
  options: { token?: string; ip?: string; cookie?: string } = {},
): RequestInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.cookie) headers.cookie = options.cookie;
  return { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) };
}

/** The 6-digit code of the newest verification e-mail to `email` that arrived after `after` messages. */
export async function readVerificationCode(smtp: SmtpReceiver, email: string, after = 0): Promise<string> {
  const mail = await waitForMail(smtp, email, 'account.verification', after);
  const code = /^(?:Code|Código): (\d{6})$/m.exec(mail.parsed.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the verification e-mail to ${email}`);
  return code;
}

/** The 6-digit code of the newest "confirm your new e-mail address" message to `email` (issue 26). */
export async function readEmailChangeCode(smtp: SmtpReceiver, email: string, after = 0): Promise<string> {
  const mail = await waitForMail(smtp, email, 'account.emailChangeCode', after);
  const code = /^(?:Code|Código): (\d{6})$/m.exec(mail.parsed.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the e-mail-change message to ${email}`);
  return code;
}

/** The reset link of the newest password-reset e-mail to `email` that arrived after `after` messages. */
export async function readResetLink(smtp: SmtpReceiver, email: string, after = 0): Promise<URL> {
  const mail = await waitForMail(smtp, email, 'account.passwordReset', after);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.parsed.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link in the e-mail to ${email}`);
  return new URL(link);
}

const SUBJECTS: Record<string, RegExp> = {
  // English or Spanish (issue 39: an account's mails are in its language).
  'account.verification': /verification code|código de verificación/i,
  'account.passwordReset': /reset your password|restablezca su contraseña/i,
  'account.passwordChanged': /password was changed|se cambió su contraseña/i,
  'account.emailChanged': /e-mail address was changed|se cambió su correo electrónico/i,
  'account.twoFactorChanged':
    /two-factor authentication was turned (on|off)|se (activó|desactivó) la verificación en dos pasos/i,
  'account.passkeyChanged': /a passkey was (added|removed)|se (agregó|eliminó) una llave de acceso/i,
  'account.emailChangeCode': /confirm your new e-mail address|confirme su nuevo correo electrónico/i,
};

/**
 * Waits for the `after`-th-or-later e-mail of a kind to `email` (kinds are recognised by subject, as a
 * person would). `after` is the count of such messages already seen, so a resend is told from the first.
 */
export async function waitForMail(
  smtp: SmtpReceiver,
  email: string,
  kind: keyof typeof SUBJECTS,
  after = 0,
): Promise<ReceivedMail> {
  const subject = SUBJECTS[kind];
  if (!subject) throw new Error(`unknown mail kind ${kind}`);
  const matching = () => smtp.to(email).filter((mail) => subject.test(mail.parsed.subject ?? ''));
  await smtp.waitFor(() => matching().length > after);
  const mails = matching();
  const newest = mails[mails.length - 1];
  if (!newest) throw new Error('unreachable: waitFor resolved without a message');
  return newest;
}

/** How many e-mails of a kind `email` has received so far. */
export function mailCount(smtp: SmtpReceiver, email: string, kind: keyof typeof SUBJECTS): number {
  const subject = SUBJECTS[kind];
  return smtp.to(email).filter((mail) => subject?.test(mail.parsed.subject ?? '')).length;
}

/**
 * Signs a new user up through the real API, as the browser does: POST /email/send-verification, the
 * code read from the e-mail the SMTP receiver got, POST /email/verify-code, POST /users/signup.
 * The server must have been started with `SMTP_URL: smtp.url`.
 */
export async function signUpUser(
  server: TestServer,
  smtp: SmtpReceiver,
  options: SignUpOptions = {},
): Promise<SignedUpAccount> {
  const email = options.email ?? uniqueEmail();
  const username = options.username ?? `u${randomBytes(5).toString('hex')}`;
  const password = options.password ?? strongPassword();
  const ip = options.ip ?? randomPrivateIp();
  const data = {
    first_name: options.first_name ?? 'Test',
    last_name: options.last_name ?? 'User',
    email,
    username,
    password,
  };
  const seen = mailCount(smtp, email, 'account.verification');
  const sent = await server.fetch('/api/email/send-verification', jsonRequest('POST', data, { ip }));
  expect(sent.status, await sent.clone().text()).toBe(200);
  const code = await readVerificationCode(smtp, email, seen);
  const verified = await server.fetch('/api/email/verify-code', jsonRequest('POST', { email, code }, { ip }));
  expect(verified.status, await verified.clone().text()).toBe(200);
  const { payload } = (await verified.json()) as components['schemas']['VerifyCodeResult'];
  const created = await server.fetch(
    '/api/users/signup',
    jsonRequest('POST', { ...data, verification_proof: payload.proof }, { ip }),
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const body: components['schemas']['AuthSuccess'] = await created.json();
  return {
    token: body.token,
    user: body.payload,
    staff: body.staff,
    email,
    username,
    password,
    ip,
    proof: payload.proof,
  };
}

/**
 * POST /sessions/current/confirm with the account's password, as the "Confirm it's you" step does: the
 * session may then make sensitive calls (2FA, passkeys, ending sessions, the export) for 15 minutes.
 */
export async function confirmIdentity(
  server: TestServer,
  token: string,
  answer: { password: string } | { token: string } | { recoveryCode: string },
): Promise<void> {
  const res = await server.fetch(
    '/api/sessions/current/confirm',
    jsonRequest('POST', answer, { token, ip: randomPrivateIp() }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

/** POST /users/signin; answers the raw response (tests check the status and the cookie). */
export function signInRequest(
  server: TestServer,
  email: string,
  password: string,
  ip: string = randomPrivateIp(),
): Promise<Response> {
  return server.fetch('/api/users/signin', jsonRequest('POST', { email, password }, { ip }));
}

/**
 * Every row of the account tables as JSON text, so a test can assert that no plain token, code or secret
 * was stored anywhere.
 */
export async function accountTablesText(server: TestServer): Promise<string> {
  const tables = [
    'users',
    'sessions',
    'email_verifications',
    'password_resets',
    'two_factor_secrets',
    'two_factor_recovery_codes',
    'two_factor_challenges',
    'auth_throttles',
    'passkeys',
    'passkey_challenges',
    'email_changes',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await server.database.db.execute<{ row: string }>(
      sql.raw(`select row_to_json(t)::text as row from ${table} t`),
    );
    parts.push(...result.rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/**
 * Resolves once the outbox has nothing left to send. Tests that move the clock wait for it first: an SMTP
 * conversation in flight measures its time-outs with Date, so a jump would fail it.
 */
export async function outboxSettled(server: TestServer, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  for (;;) {
    const result = await server.database.db.execute<{ busy: number }>(
      // Forgot-password requests become outbox rows in the worker, so they count as mail in flight.
      sql`select (select count(*) from mail_outbox where status in ('pending', 'sending'))::int
        + (select count(*) from password_reset_requests)::int as busy`,
    );
    if ((result.rows[0]?.busy ?? 0) === 0) return;
    if (performance.now() - started > timeoutMs) throw new Error('the mail outbox did not settle');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
