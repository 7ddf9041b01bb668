import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { keyHash } from '../../src/server/idempotency/requestHashes';
import {
  accountTablesText,
  jsonRequest,
  outboxSettled,
  randomPrivateIp,
  readEmailChangeCode,
  readResetLink,
  signInRequest,
  signUpUser,
  strongPassword,
} from '../helpers/accounts';
import { passkeyApi } from '../helpers/passkeyApi';
import { socketRequest } from '../helpers/rawSocket';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import { SoftAuthenticator } from '../helpers/softAuthenticator';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { codeAt, turnTwoFactorOff, turnTwoFactorOn } from '../helpers/twoFactorFlow';

// Production settings with every log line kept (trace): the account flows that handle passwords, codes,
// links and tokens must leave none of them, nor any stored hash, in the log.
const lines: string[] = [];
const smtp = new SmtpReceiver();
let server: TestServer;

beforeAll(async () => {
  await smtp.start();
  // The test client is the proxy here (127.0.0.1); production refuses TRUST_PROXY=true (issue 38).
  server = await startTestServer(
    { NODE_ENV: 'production', LOG_LEVEL: 'trace', SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' },
    { logDestination: { write: (line) => lines.push(line) } },
  );
});

afterAll(async () => {
  await server?.close();
  await smtp.stop();
});

const post = (path: string, body: unknown, token?: string, cookie?: string) =>
  server.fetch(
    path,
    jsonRequest('POST', body, {
      ip: randomPrivateIp(),
      ...(token ? { token } : {}),
      ...(cookie ? { cookie } : {}),
    }),
  );

/** Everything secret the flows below handle, gathered as a user (and an attacker with a dump) would see it. */
const secrets: string[] = [];
const sixDigitCodes: string[] = [];

async function runAccountFlows(): Promise<void> {
  const account = await signUpUser(server, smtp);
  secrets.push(account.password, account.token, account.proof);

  expect((await post('/api/email/forgot-password', { email: account.email })).status).toBe(200);
  const link = await readResetLink(smtp, account.email);
  const newPassword = strongPassword();
  secrets.push(link.toString(), link.searchParams.get('token') ?? 'missing', link.search, newPassword);
  const reset = { token: link.searchParams.get('token'), email: account.email, newPassword };
  expect((await post('/api/email/reset-password', reset)).status).toBe(200);

  expect((await signInRequest(server, account.email, `${newPassword}-wrong`)).status).toBe(401);
  const signedIn = (await (await signInRequest(server, account.email, newPassword)).json()) as {
    token: string;
  };
  const session = { ...account, password: newPassword, token: signedIn.token };
  secrets.push(signedIn.token);

  const twoFactor = await turnTwoFactorOn(server, session);
  secrets.push(twoFactor.secret, ...twoFactor.recoveryCodes);
  sixDigitCodes.push(codeAt(twoFactor.secret), codeAt(twoFactor.secret, -1));
  const [first = '', second = ''] = twoFactor.recoveryCodes;
  const challenged = await signInRequest(server, account.email, newPassword);
  const cookie = /^(twofa_challenge=([A-Za-z0-9_-]+));/.exec(challenged.headers.get('set-cookie') ?? '');
  secrets.push(cookie?.[2] ?? 'missing challenge');
  const wrong = await post(
    '/api/users/signin/2fa',
    { userId: account.user.id, token: '000000' },
    undefined,
    cookie?.[1],
  );
  expect(wrong.status).toBe(401);
  const finished = await post(
    '/api/users/signin/2fa',
    { userId: account.user.id, token: first },
    undefined,
    cookie?.[1],
  );
  expect(finished.status).toBe(200);
  secrets.push(((await finished.json()) as { token: string }).token);
  await turnTwoFactorOff(server, session, second);

  // Passkeys: adding one, signing in with it, a refused replay and a tampered signature.
  const passkeys = passkeyApi(() => server);
  const device = new SoftAuthenticator(server.url);
  const creation = await passkeys.creationOptions(session.token);
  const registration = device.create(creation);
  secrets.push(creation.challenge, registration.id, registration.response.attestationObject);
  expect((await passkeys.verifyRegistration(session.token, registration)).status).toBe(201);
  const assertion = device.get(await passkeys.requestOptions());
  secrets.push(assertion.response.signature, assertion.response.clientDataJSON);
  const withPasskey = await passkeys.signIn(assertion);
  expect(withPasskey.status).toBe(200);
  secrets.push(withPasskey.body.token);
  expect((await passkeys.signIn(assertion)).status).toBe(401);
  expect((await passkeys.signInWith(device, undefined, { tamperSignature: true })).status).toBe(401);

  // Issue 26: confirming it's you with a code and a passkey, and an e-mail change with its code.
  const passkeyConfirm = await passkeys.call<{ options: Parameters<SoftAuthenticator['get']>[0] }>(
    withPasskey.body.token,
    'POST',
    '/sessions/current/confirm/passkey-options',
  );
  const confirmAnswer = device.get(passkeyConfirm.body.options);
  secrets.push(passkeyConfirm.body.options.challenge, confirmAnswer.response.signature);
  const confirmedWithPasskey = await post(
    '/api/sessions/current/confirm',
    { passkey: confirmAnswer },
    withPasskey.body.token,
  );
  expect(confirmedWithPasskey.status).toBe(200);
  const newEmail = `moved-${randomBytes(5).toString('hex')}@example.com`;
  const change = await server.fetch(
    '/api/users/update',
    jsonRequest(
      'PUT',
      { email: newEmail, password: { current: newPassword } },
      { token: withPasskey.body.token, ip: randomPrivateIp() },
    ),
  );
  expect(change.status).toBe(200);
  const changeCode = await readEmailChangeCode(smtp, newEmail);
  sixDigitCodes.push(changeCode);
  const wrongChange = await post(
    '/api/users/email-change/confirm',
    { code: '000000' },
    withPasskey.body.token,
  );
  expect(wrongChange.status).toBe(400);
  const changed = await post('/api/users/email-change/confirm', { code: changeCode }, withPasskey.body.token);
  expect(changed.status).toBe(200);

  // An inquiry under an Idempotency-Key (stored, answered again, the key with another body) and a
  // malformed key: keys are stored hashed and never logged. Shorter than the log's scrub of long tokens.
  const key = `logkey-${randomBytes(12).toString('hex')}`;
  const malformedKey = `bad key ${randomBytes(8).toString('hex')}`;
  secrets.push(key, keyHash('sendInquiry', 'guest', key), malformedKey);
  const keyedInquiry = (body: unknown, idempotencyKey: string) => {
    const init = jsonRequest('POST', body, { ip: randomPrivateIp() });
    const headers = { ...(init.headers as Record<string, string>), 'idempotency-key': idempotencyKey };
    return server.fetch('/api/email/inquiry', { ...init, headers });
  };
  const lead = {
    name: 'Log Tester',
    email: account.email,
    phone: '4075550142',
    products: [{ name: 'Fuel Tanks' }],
  };
  expect((await keyedInquiry(lead, key)).status).toBe(201);
  expect((await keyedInquiry(lead, key)).headers.get('idempotent-replayed')).toBe('true');
  expect((await keyedInquiry({ ...lead, name: 'Another Tester' }, key)).status).toBe(422);
  expect((await keyedInquiry(lead, malformedKey)).status).toBe(400);

  // Requests the server refuses, and a database error carrying a password hash among its parameters.
  const nul = await post('/api/users/signin', { email: account.email, password: `${newPassword}\u0000` });
  expect(nul.status).toBe(400);
  const duplicate = await server.database.db
    .insert(users)
    .values({
      first_name: 'X',
      last_name: 'Y',
      email: newEmail,
      username: 'dup',
      password_hash: newPassword,
    })
    .catch((error: unknown) => error);
  server.app.log.error({ err: duplicate }, 'a failed insert, logged as the error handler would');
  // A request Node cannot parse, carrying a token: Fastify's default would log its raw bytes at trace level.
  const port = (server.app.server.address() as AddressInfo).port;
  const garbled = await socketRequest(port, {
    method: 'GET',
    target: '/api/users/user\u0001',
    headers: { authorization: `Bearer ${signedIn.token}`, cookie: cookie?.[1] ?? '' },
  });
  expect(garbled.status).toBe(400);
  await outboxSettled(server);
}

describe('the log under NODE_ENV=production and LOG_LEVEL=trace', () => {
  it('holds no password, code, token, link or stored hash', async () => {
    await runAccountFlows();
    const stored = await accountTablesText(server);
    // Every hash, keyed digest and sealed secret the database now holds.
    const hashes = stored.match(/\$argon2id\$[^"]+|\b[0-9a-f]{64}\b|v1\.[A-Za-z0-9_-]{20,}/g) ?? [];
    expect(hashes.length).toBeGreaterThan(5);
    const log = lines.join('');
    expect(server.app.log.level).toBe('trace');
    expect(lines.length).toBeGreaterThan(30);
    expect(log).toContain('"msg":"client error"');
    expect(log).toContain('"msg":"signed in with a passkey"');
    expect(log).toContain('"msg":"answered again for a repeated Idempotency-Key"');
    for (const secret of [...secrets, ...hashes])
      expect(log, `log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    for (const code of sixDigitCodes) expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`));
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/\b[0-9a-f]{64}\b/);
    expect(log).not.toMatch(/reset-password\?token/);
  });
});
