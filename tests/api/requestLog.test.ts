import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonRequest,
  outboxSettled,
  randomPrivateIp,
  strongPassword,
  uniqueEmail,
} from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/testServer';

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
