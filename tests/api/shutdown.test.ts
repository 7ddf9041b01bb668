import { readlink } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess';
import { openSlowConnection, requestHead } from '../helpers/slowConnection';

// Issue 38, item 7: SIGTERM ends the server within 10 s whatever happened to its standard output and
// whatever its clients do. The real server (main.ts) runs as a child process whose standard output is a
// Unix socket pair, as a process manager or journald gives a service.

const EXIT_WITHIN_MS = 10_000;

// The server process runs on PGlite in a folder of its own whatever database the suite was given, so the
// PostgreSQL pass of the API suite would only repeat the same 85 s; it runs in the PGlite pass.
const ON_SUITE_DATABASE = process.env.TEST_DATABASE_URL === undefined;

let server: ServerProcess | undefined;

afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

/** The exit, or `undefined` when the process was still running `EXIT_WITHIN_MS` after `since`. */
async function exitAfter(process: ServerProcess, since: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), EXIT_WITHIN_MS + 2000);
  });
  try {
    const exit = await Promise.race([process.exited, late]);
    return exit && { code: exit.code, signal: exit.signal, withinMs: exit.at - since };
  } finally {
    clearTimeout(timer);
  }
}

async function expectExitWithin10s(process: ServerProcess, since: number): Promise<void> {
  const exit = await exitAfter(process, since);
  expect(exit, `still running ${EXIT_WITHIN_MS + 2000} ms after SIGTERM`).toBeDefined();
  expect(exit?.withinMs).toBeLessThan(EXIT_WITHIN_MS);
  expect(exit, process.stderr()).toMatchObject({ code: 0, signal: null });
}

/**
 * Makes each request's log line a few hundred bytes in either format, so that the lines of a few thousand
 * requests are more than the socket pair and the reading side hold (about 200 KB and 64 KB): the server
 * has lines pending.
 */
const LONG_SEGMENT = 'x'.repeat(200);

/** GET `count` times over `parallel` kept-alive connections: each answer is one request line in the log. */
async function manyRequests(url: string, count: number, parallel: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: parallel });
  const statuses: number[] = [];
  let next = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const req = request(`${url}/api/nothing-here/${LONG_SEGMENT}`, { agent }, (res) => {
        statuses.push(res.statusCode ?? 0);
        res.resume().on('end', resolve);
      });
      req.on('error', () => {
        statuses.push(0);
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next += 1;
        await one();
      }
    }),
  );
  agent.destroy();
  return statuses;
}

type LogFormat = 'json' | 'pretty';

/** The server under `format`, its log reader no longer reading, and its log lines piling up unread. */
async function serverWithPendingLog(format: LogFormat): Promise<ServerProcess> {
  const started = await startServerProcess({ LOG_FORMAT: format, LOG_LEVEL: 'info' });
  expect(await readlink(`/proc/${started.child.pid}/fd/1`)).toMatch(/^socket:/);
  started.child.stdout?.pause();
  // A readable line is shorter than a JSON one: more of them fill the same buffers.
  const statuses = await manyRequests(started.url, format === 'json' ? 2500 : 6000, 16);
  expect(statuses.filter((status) => status !== 404)).toEqual([]);
  return started;
}

describe.runIf(ON_SUITE_DATABASE).each(['json', 'pretty'] as const)(
  'SIGTERM with LOG_FORMAT=%s',
  (format) => {
    it('ends the server within 10 s when the reader of its standard output died with writes pending', async () => {
      server = await serverWithPendingLog(format);
      server.child.stdout?.destroy();
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      await expectExitWithin10s(server, signalledAt);
    }, 60_000);

    it('keeps answering after the reader died, then ends within 10 s', async () => {
      server = await serverWithPendingLog(format);
      server.child.stdout?.destroy();
      const after = await manyRequests(server.url, 200, 4);
      expect(after.filter((status) => status !== 404)).toEqual([]);
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      await expectExitWithin10s(server, signalledAt);
    }, 60_000);

    it('ends the server within 10 s when the reader is alive but has stopped reading', async () => {
      server = await serverWithPendingLog(format);
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      await expectExitWithin10s(server, signalledAt);
    }, 60_000);
  },
);

describe.runIf(ON_SUITE_DATABASE)('SIGTERM', () => {
  it('ends the server within 10 s while a client holds a request body open, refusing new work', async () => {
    server = await startServerProcess({ LOG_FORMAT: 'json' });
    server.child.stdout?.resume();
    const held = openSlowConnection(server.port, {
      opening: `${requestHead('POST', '/api/sizing/estimate', {
        'content-type': 'application/json',
        'content-length': '5000',
      })}{"square_feet": 2400,`,
    });
    // A kept-alive connection that is idle: its one request was answered.
    const idle = openSlowConnection(server.port, { opening: requestHead('GET', '/api/health', {}) });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A new client is turned away at once rather than left waiting for a server that is going.
    const late = await fetch(`${server.url}/api/health`).then(
      (res) => `answered ${res.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    expect(late).toBe('ECONNREFUSED');
    await expectExitWithin10s(server, signalledAt);
    // The server ended both connections: the held one without answering a body it never got.
    expect((await held.ended).status).not.toBe(200);
    expect((await idle.ended).status).toBe(200);
  }, 60_000);
});
