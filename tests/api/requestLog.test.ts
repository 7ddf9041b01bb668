import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonRequest,
  outboxSettled,
  randomPrivateIp,
  readResetLink,
  signUpUser,
  strongPassword,
  uniqueEmail,
} from '../helpers/accounts';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { createWebFixture, pageHtml, type WebFixture } from '../helpers/webFixture';

// One log line per request, as JSON (production) and as text (LOG_FORMAT=pretty, the development
// default), and the mail summary marked in the text (issue 15).

const json: string[] = [];
const pretty: string[] = [];
let jsonServer: TestServer;
let prettyServer: TestServer;

beforeAll(async () => {
  [jsonServer, prettyServer] = await Promise.all([
    startTestServer(
      { LOG_LEVEL: 'info', TRUST_PROXY: 'true' },
      { logDestination: { write: (line) => json.push(line) } },
    ),
    startTestServer(
      { LOG_LEVEL: 'info', LOG_FORMAT: 'pretty', TRUST_PROXY: 'true' },
      { logDestination: { write: (line) => pretty.push(line) } },
    ),
  ]);
});

afterAll(async () => {
  await Promise.all([jsonServer?.close(), prettyServer?.close()]);
});

/** Three calls: a success, a refusal by validation, and an unknown path. */
async function threeCalls(server: TestServer): Promise<void> {
  await (await server.fetch('/api/health')).arrayBuffer();
  await (
    await server.fetch('/api/users/signin', jsonRequest('POST', { email: 'x' }, { ip: randomPrivateIp() }))
  ).arrayBuffer();
  await (await server.fetch('/api/no-such-call?token=abc')).arrayBuffer();
}

describe('the request log', () => {
  it('has one JSON line per request with method, path, status and time', async () => {
    const before = json.length;
    await threeCalls(jsonServer);
    const entries = json.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.req !== undefined || entry.res !== undefined);
    expect(requests.map((entry) => entry.msg)).toEqual([
      'request completed',
      'request completed',
      'request completed',
    ]);
    expect(entries.some((entry) => entry.msg === 'incoming request')).toBe(false);
    expect(
      requests.map((entry) => [
        (entry.req as { method: string; url: string }).method,
        (entry.req as { url: string }).url,
        (entry.res as { statusCode: number }).statusCode,
      ]),
    ).toEqual([
      ['GET', '/api/health', 200],
      ['POST', '/api/users/signin', 400],
      // The query is never logged: reset links carry their token there.
      ['GET', '/api/no-such-call?…', 404],
    ]);
    for (const entry of requests) {
      expect(typeof entry.responseTime).toBe('number');
      expect(entry.level).toBe(30);
    }
  });

  it('is one readable line per request with LOG_FORMAT=pretty', async () => {
    const before = pretty.length;
    await threeCalls(prettyServer);
    const lines = pretty
      .slice(before)
      .join('')
      .split('\n')
      .filter((line) => line !== '');
    const requests = lines.filter((line) => /^\d\d:\d\d:\d\d (GET|POST) /.test(line));
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+(\.\d)? ms$/);
    expect(requests[1]).toMatch(/^\d\d:\d\d:\d\d POST \/api\/users\/signin 400 \d+(\.\d)? ms$/);
    expect(requests[2]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/no-such-call\?… 404 \d+(\.\d)? ms$/);
    for (const line of lines) expect(() => JSON.parse(line), line).toThrow();
    // Written for a file here, so without colour codes.
    expect(lines.join('\n')).not.toContain('\u001b[');
  });

  it('marks the mail summary, with its code, in the readable log', async () => {
    const email = uniqueEmail('log');
    const sent = await prettyServer.fetch(
      '/api/email/send-verification',
      jsonRequest(
        'POST',
        {
          email,
          first_name: 'Log',
          last_name: 'Reader',
          username: `log${Date.now()}`,
          password: strongPassword(),
        },
        { ip: randomPrivateIp() },
      ),
    );
    expect(sent.status).toBe(200);
    await outboxSettled(prettyServer);
    const summary = pretty
      .join('')
      .split('\n')
      .find((line) => line.includes(`✉ mail to ${email}`));
    expect(summary).toMatch(/^\d\d:\d\d:\d\d ✉ mail to .+: .+ — \d{6} {2}.+\.eml$/);
  });
});

// Issue 38, item 3: a path that carries a secret (the manage link's token, the reset link's token and
// e-mail address) is logged as its route's pattern, for pages and API alike; a path no route matches
// keeps only the segments that cannot be one.
describe('paths that carry secrets', () => {
  const lines: string[] = [];
  const smtp = new SmtpReceiver();
  let server: TestServer;
  let fixture: WebFixture;

  beforeAll(async () => {
    fixture = await createWebFixture();
    // The two shells of the real build that links lead to, as prerender.json lists them.
    const pages = [
      { path: '/appointments/manage/:token', file: 'appointments/manage/_token/index.html', sitemap: false },
      { path: '/reset-password', file: 'reset-password/index.html', sitemap: false },
    ];
    for (const page of pages) {
      await mkdir(path.dirname(path.join(fixture.dir, page.file)), { recursive: true });
      await writeFile(path.join(fixture.dir, page.file), pageHtml(page.path));
    }
    const manifestFile = path.join(fixture.dir, 'prerender.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.pages.push(...pages);
    await writeFile(manifestFile, JSON.stringify(manifest));
    await smtp.start();
    server = await startTestServer(
      { LOG_LEVEL: 'info', SMTP_URL: smtp.url, WEB_DIR: fixture.dir, TRUST_PROXY: 'true' },
      { logDestination: { write: (line) => lines.push(line) } },
    );
  });

  afterAll(async () => {
    await server?.close();
    await smtp.stop();
    if (fixture) await rm(fixture.dir, { recursive: true, force: true });
  });

  /** The request lines logged while `run` ran: [method, url, status]. */
  async function logged(run: () => Promise<void>): Promise<{ rows: string[][]; text: string }> {
    const before = lines.length;
    await run();
    const added = lines.slice(before);
    const rows = added
      .map(
        (line) => JSON.parse(line) as { req?: { method: string; url: string }; res?: { statusCode: number } },
      )
      .filter((entry) => entry.req !== undefined)
      .map((entry) => [entry.req?.method ?? '', entry.req?.url ?? '', String(entry.res?.statusCode)]);
    return { rows, text: added.join('') };
  }

  const send = async (method: string, pathname: string, body?: unknown, token?: string) => {
    const res = await server.fetch(pathname, jsonRequest(method, body, { ip: randomPrivateIp(), token }));
    await res.arrayBuffer();
    return res.status;
  };

  async function answer<T>(method: string, pathname: string, body: unknown, token: string): Promise<T> {
    const res = await server.fetch(pathname, jsonRequest(method, body, { ip: randomPrivateIp(), token }));
    expect(res.status, `${method} ${pathname}: ${await res.clone().text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  }

  /** The manage token of a visit a signed-in customer (verified address) books at once, as the site does. */
  async function bookedVisitToken(): Promise<string> {
    const account = await signUpUser(server, smtp);
    const request = await answer<{ payload: { id: string; booking_proof: string } }>(
      'POST',
      '/api/user/service-request',
      { user_id: account.user.id, phone_number: '4075550142', city: 'Orlando', service_type_id: 2 },
      account.token,
    );
    const availability = await answer<{
      days: { date: string; windows: { window: string; available: boolean }[] }[];
    }>('GET', '/api/appointments/availability', undefined, account.token);
    const open = availability.days.flatMap((day) =>
      day.windows.filter((slot) => slot.available).map((slot) => ({ date: day.date, window: slot.window })),
    );
    expect(open.length).toBeGreaterThan(0);
    const booked = await answer<{ manage_token: string }>(
      'POST',
      '/api/appointments',
      {
        service_request_id: request.payload.id,
        booking_proof: request.payload.booking_proof,
        ...open[0],
        address: '1200 Lake Ivanhoe Dr',
      },
      account.token,
    );
    return booked.manage_token;
  }

  it('names manage links by pattern, page and API, whatever the token looks like', async () => {
    // A booked visit's own token, and a short one that no scrub of long runs would catch: only the
    // route's pattern keeps both out.
    const tokens = [await bookedVisitToken(), `Tk${randomBytes(9).toString('hex')}`];
    for (const token of tokens) {
      const { rows, text } = await logged(async () => {
        await send('GET', `/appointments/manage/${token}`);
        await send('GET', `/appointments/manage/${token}?from=email`);
        await send('GET', `/api/appointments/manage/${token}`);
        await send('POST', `/api/appointments/manage/${token}/reschedule`, {
          date: '2030-01-02',
          window: 'morning',
        });
        await send('POST', `/api/appointments/manage/${token}/cancel`);
        // No route answers these two: a 404 page below the link, and a method the link does not take.
        await send('GET', `/appointments/manage/${token}/extra`);
        await send('PUT', `/api/appointments/manage/${token}`);
      });
      expect(rows.map(([method, url]) => `${method} ${url}`)).toEqual([
        'GET /appointments/manage/:token',
        'GET /appointments/manage/:token?…',
        'GET /api/appointments/manage/:token',
        'POST /api/appointments/manage/:token/reschedule',
        'POST /api/appointments/manage/:token/cancel',
        'GET /appointments/manage/…/extra',
        'PUT /api/appointments/manage/…',
      ]);
      expect(rows[0]?.[2]).toBe('200');
      // The booked visit's link opens it: the API read answers 200 (the made-up token's, 404).
      expect(rows[2]?.[2]).toBe(token === tokens[0] ? '200' : '404');
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.slice(0, 12));
    }
  });

  it("names the reset page by pattern, and logs neither the link's token nor its e-mail address", async () => {
    const account = await signUpUser(server, smtp);
    expect(await send('POST', '/api/email/forgot-password', { email: account.email })).toBe(200);
    const link = await readResetLink(smtp, account.email);
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    const { rows, text } = await logged(async () => {
      await send('GET', `${link.pathname}${link.search}`);
      // The address alone in a path, as a mistyped or probing request could carry it.
      await send('GET', `/reset-password/${encodeURIComponent(account.email)}`);
      await send('GET', `/api/users/${account.email}`);
    });
    expect(rows).toEqual([
      ['GET', '/reset-password?…', '200'],
      ['GET', '/reset-password/…', '404'],
      ['GET', '/api/users/…', '404'],
    ]);
    for (const secret of [token, account.email, encodeURIComponent(account.email), link.search]) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps the paths of ordinary pages, files and unknown addresses readable', async () => {
    const { rows } = await logged(async () => {
      await send('GET', '/services/installations');
      await send('GET', '/assets/app-abc123.js');
      await send('GET', '/wp-login.php');
      await send('GET', `/api/sessions/${randomBytes(8).toString('hex')}`);
    });
    expect(rows).toEqual([
      ['GET', '/services/installations', '200'],
      ['GET', '/assets/app-abc123.js', '200'],
      ['GET', '/wp-login.php', '404'],
      // Ending a session takes DELETE: its pattern names the id, and GET is a 405 of an unmatched path.
      ['GET', '/api/sessions/…', '405'],
    ]);
  });
});
