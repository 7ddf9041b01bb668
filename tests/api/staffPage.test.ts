import { rm } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeCookie } from '../../src/api/cookies';
import { sessions, users } from '../../src/server/db/schema';
import { newToken } from '../../src/server/security/tokens';
import { type RawResponse, rawRequest } from '../helpers/rawHttp';
import { addSession, createSignedInUser, type SignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { createWebFixture, type WebFixture } from '../helpers/webFixture';

// The staff inbox's page (/staff, a private page of the fixture build) over real HTTP: its shell for a
// staff account's session cookie, the not-found page with its 404 for everyone else.
const STAFF_EMAIL = 'boss@example.com';

let server: TestServer;
let fixture: WebFixture;

beforeAll(async () => {
  fixture = await createWebFixture();
  // Listed in another letter case and beside another address, as an operator may write it.
  server = await startTestServer({
    WEB_DIR: fixture.dir,
    STAFF_EMAILS: `owner@example.com, BOSS@Example.com`,
  });
});

afterAll(async () => {
  await server?.close();
  if (fixture) await rm(fixture.dir, { recursive: true, force: true });
});

/** The Cookie header a browser sends once the web app stored `token` (src/api/cookies.ts), among others. */
const cookieOf = (token: string) =>
  `theme=%22dark%22; ${serializeCookie('authToken', token, 30, new Date()).split(';')[0]}`;

const page = (cookie?: string, method = 'GET', headers: Record<string, string> = {}) =>
  rawRequest(server.url, '/staff', { method, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/**
 * Neither answer of a private path may be kept by a shared cache or served to another visitor; the shell a
 * signed-in staff member gets may not be kept at all (issue 29: nothing of a signed-in visit stays).
 */
function expectPerVisitor(res: RawResponse, cacheControl = 'private, no-cache'): void {
  expect(res.headers['cache-control']).toBe(cacheControl);
  expect(String(res.headers.vary)).toMatch(/(^|, *)Cookie(,|$)/i);
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
}

async function expectNotFound(cookie: string | undefined, why: string): Promise<void> {
  const res = await page(cookie);
  expect(res.status, why).toBe(404);
  expect(res.body.toString(), why).toContain('<h1>not-found</h1>');
  expect(res.body.toString(), why).not.toContain('staff shell');
  expectPerVisitor(res);
  const head = await page(cookie, 'HEAD');
  expect(head.status, `${why} (HEAD)`).toBe(404);
  expect(head.body.length).toBe(0);
  expectPerVisitor(head);
}

let staff: SignedInUser;
beforeAll(async () => {
  staff = await createSignedInUser(server.database.db, { email: STAFF_EMAIL });
});

describe('the staff page', () => {
  it('is the shell for a staff account without 2FA, on GET and HEAD, compressed like any page', async () => {
    const res = await page(cookieOf(staff.token), 'GET', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(res.body).toString()).toContain('<h1>staff shell</h1>');
    expectPerVisitor(res, 'private, no-store');
    const head = await page(cookieOf(staff.token), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expectPerVisitor(head, 'private, no-store');
  });

  it('is the not-found page for a guest, a customer and cookie text that is no session', async () => {
    const customer = await createSignedInUser(server.database.db);
    await expectNotFound(undefined, 'guest');
    await expectNotFound('theme=%22dark%22', 'other cookies only');
    await expectNotFound(cookieOf(customer.token), 'customer');
    for (const garbage of ['authToken=%E0%A4%A', 'authToken={', 'authToken=%22%22', 'authToken=null']) {
      await expectNotFound(garbage, garbage);
    }
    await expectNotFound(`authToken=${'x'.repeat(4000)}`, 'a long token');
    await expectNotFound(cookieOf(staff.token.slice(1)), 'a token one character short');
    // The bearer header is for API calls; a page needs the cookie a navigation sends.
    const bearer = await page(undefined, 'GET', staff.auth);
    expect(bearer.status).toBe(404);
  });

  it('is the not-found page for a listed address that is not verified', async () => {
    const unverified = await createSignedInUser(server.database.db, { email: 'owner@example.com' });
    await server.database.db
      .update(users)
      .set({ email_verified_at: null })
      .where(eq(users.id, unverified.userId));
    await expectNotFound(cookieOf(unverified.token), 'unverified');
  });

  it('is the not-found page once a staff session is signed out or expired', async () => {
    const signedOut = newToken();
    await addSession(server.database.db, staff.userId, signedOut);
    expect((await page(cookieOf(signedOut))).status).toBe(200);
    const out = await server.fetch('/api/users/signout', {
      method: 'POST',
      headers: { authorization: `Bearer ${signedOut}` },
    });
    expect(out.status).toBe(200);
    await expectNotFound(cookieOf(signedOut), 'signed out');

    const expired = newToken();
    const sessionId = await addSession(server.database.db, staff.userId, expired);
    await server.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    await expectNotFound(cookieOf(expired), 'expired');
    expect((await page(cookieOf(staff.token))).status).toBe(200);
  });

  it('answers a guest 404, never 304, even with the shell ETag', async () => {
    const shell = await page(cookieOf(staff.token));
    const guest = await page(undefined, 'GET', { 'if-none-match': String(shell.headers.etag) });
    expect(guest.status).toBe(404);
    const again = await page(cookieOf(staff.token), 'GET', { 'if-none-match': String(shell.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('is not redirected from a trailing slash, which would tell anyone it exists', async () => {
    for (const cookie of [undefined, cookieOf(staff.token)]) {
      const res = await rawRequest(server.url, '/staff/', { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(404);
      expect(res.body.toString()).toContain('<h1>not-found</h1>');
    }
  });

  it('is named neither in robots.txt nor in the sitemap', async () => {
    const robots = (await rawRequest(server.url, '/robots.txt')).body.toString();
    expect(robots).toContain('Disallow: /profile');
    expect(robots).not.toContain('/staff');
    const sitemap = (await rawRequest(server.url, '/sitemap.xml')).body.toString();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/staff');
  });
});
