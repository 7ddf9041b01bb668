import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../src/server/db/schema';
import { DEFAULT_CONCURRENCY } from '../../src/server/http/admission';
import { holdInquiryWrites } from '../helpers/heldWrites';
import { createSignedInUser, type SignedInUser } from '../helpers/sessionFixture';
import { CENTRAL_AIR_HOUSE } from '../helpers/sizingFixture';
import {
  openSlowConnection,
  requestHead,
  type SlowConnection,
  type SlowEnd,
} from '../helpers/slowConnection';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Issue 38, item 4: one client cannot stall the API. One account from one address holds more slow
// connections than the server has admission turns (headers dribbled, bodies at one byte a second, uploads
// that stop half-way) while another client's calls must all be answered at once; the slow connections
// are then cut off by the server's timeouts, shortened here so that the test waits seconds, not minutes.

const TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_REQUEST_TIMEOUT_MS: '2000',
  HTTP_IDLE_TIMEOUT_MS: '1500',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
};

/** The longest a slow connection may live: the request timeout, the server's check interval, the machine. */
const CUT_OFF_WITHIN_MS = 5000;

/** An answer a visitor would not call slow, on a machine whose two cores the other suites share. */
const ANSWERED_WITHIN_MS = 2000;

const BOUNDARY = 'slow-upload-boundary';

const SIZING_ANSWERS = JSON.stringify(CENTRAL_AIR_HOUSE);

function portOf(server: TestServer): number {
  return (server.app.server.address() as AddressInfo).port;
}

/** An upload whose head and first part headers arrive, then its picture one byte at a time, or never. */
function slowUpload(port: number, attacker: SignedInUser, dribble: boolean): SlowConnection {
  const partHead =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
    'Content-Type: image/png\r\n\r\n\x89PNG';
  return openSlowConnection(port, {
    opening:
      requestHead('POST', '/api/images/upload', {
        ...attacker.auth,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(200_000),
      }) + partHead,
    dribble: dribble ? 'x'.repeat(1000) : '',
  });
}

/** A JSON body that arrives one byte a second. */
function slowJsonBody(port: number, attacker: SignedInUser): SlowConnection {
  return openSlowConnection(port, {
    opening: `${requestHead('POST', '/api/sizing/estimate', {
      ...attacker.auth,
      'content-type': 'application/json',
      'content-length': String(SIZING_ANSWERS.length + 1000),
    })}{`,
    dribble: ' '.repeat(1000),
  });
}

/** A request head that arrives one byte a second. */
function slowHeaders(port: number, attacker: SignedInUser): SlowConnection {
  return openSlowConnection(port, {
    opening: 'GET /api/users/user HTTP/1.1\r\nhost: 127.0.0.1\r\n',
    dribble: `authorization: ${attacker.auth.authorization}\r\n${'x-slow: a\r\n'.repeat(50)}\r\n`,
  });
}

/** One complete request on a kept-alive connection, then nothing: an idle connection. */
function idleKeepAlive(port: number): SlowConnection {
  return openSlowConnection(port, { opening: requestHead('GET', '/api/health', {}) });
}

/** How the connection ended, or `afterMs: Infinity` when it was still open well past the cut-off. */
async function endedOrStillOpen(connection: SlowConnection): Promise<SlowEnd> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillOpen = new Promise<SlowEnd>((resolve) => {
    timer = setTimeout(
      () => resolve({ afterMs: Number.POSITIVE_INFINITY, status: undefined }),
      CUT_OFF_WITHIN_MS * 2,
    );
  });
  try {
    return await Promise.race([connection.ended, stillOpen]);
  } finally {
    clearTimeout(timer);
  }
}

interface Timed {
  what: string;
  status: number;
  ms: number;
}

async function timed(what: string, call: Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const res = await call;
  await res.arrayBuffer();
  return { what, status: res.status, ms: performance.now() - started };
}

describe('one account at one address holding more slow connections than the server has turns', () => {
  let server: TestServer;
  let attacker: SignedInUser;
  let visitor: SignedInUser;
  const slow: Array<{ kind: 'upload' | 'body' | 'headers' | 'idle'; connection: SlowConnection }> = [];

  beforeAll(async () => {
    // The admission wait of production (250 ms): a refusal comes as it would for a real visitor.
    server = await startTestServer({ ...TIMEOUTS, API_QUEUE_MS: '250' });
    attacker = await createSignedInUser(server.database.db);
    visitor = await createSignedInUser(server.database.db);
  });
  afterAll(async () => {
    for (const { connection } of slow) connection.stop();
    await server?.close();
  });

  it("answers another client's calls at once, and cuts every slow connection off", async () => {
    const port = portOf(server);
    const capacity = DEFAULT_CONCURRENCY[server.database.kind];
    // Ten uploads (the per-address limit a minute), half dribbling and half stopped, then slow bodies
    // and slow heads until the slow connections outnumber the turns.
    for (let i = 0; i < 10; i += 1) {
      slow.push({ kind: 'upload', connection: slowUpload(port, attacker, i % 2 === 0) });
    }
    while (slow.length < capacity + 6) {
      slow.push(
        slow.length % 2 === 0
          ? { kind: 'body', connection: slowJsonBody(port, attacker) }
          : { kind: 'headers', connection: slowHeaders(port, attacker) },
      );
    }
    slow.push({ kind: 'idle', connection: idleKeepAlive(port) });
    // Long enough for every slow request to reach whatever it can hold.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const answers: Timed[] = [];
    for (let round = 0; round < 5; round += 1) {
      answers.push(await timed('getUser', server.fetch('/api/users/user', { headers: visitor.auth })));
      answers.push(
        await timed(
          'estimateGeneratorSize',
          server.fetch('/api/sizing/estimate', {
            method: 'POST',
            headers: { ...visitor.auth, 'content-type': 'application/json' },
            body: SIZING_ANSWERS,
          }),
        ),
      );
    }
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => answer.ms > ANSWERED_WITHIN_MS)).toEqual([]);

    const ends = await Promise.all(
      slow.map(async ({ kind, connection }) => ({ kind, ...(await endedOrStillOpen(connection)) })),
    );
    expect(ends.filter((end) => end.afterMs > CUT_OFF_WITHIN_MS)).toEqual([]);
    const statuses = (kind: string) => ends.filter((end) => end.kind === kind).map((end) => end.status);
    // A slow body or head is answered 408 when its time is up.
    expect(new Set([...statuses('body'), ...statuses('headers')])).toEqual(new Set([408]));
    // Two uploads of the account may arrive at once: cut off by the timeouts (408 while it dribbles, closed
    // unanswered once silent); the others are refused at once.
    const uploads = statuses('upload');
    expect(uploads.filter((status) => status === 429)).toHaveLength(uploads.length - 2);
    expect(
      uploads.filter((status) => status !== 429).every((status) => status === 408 || status === undefined),
    ).toBe(true);
    // The idle connection's one request was answered before the connection was let go.
    expect(statuses('idle')).toEqual([200]);
  }, 30_000);
});

describe('one admission turn (API_CONCURRENCY=1, API_QUEUE_MS=0)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ API_CONCURRENCY: '1', API_QUEUE_MS: '0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs one handler at a time, even when each client leaves while its handler works', async () => {
    const port = portOf(server);
    const names = ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => `Leaver ${n}`);
    const { db } = server.database;
    // Every inquiry write waits until release, so an admitted handler cannot finish meanwhile.
    const held = await holdInquiryWrites(db);
    try {
      for (const name of names) {
        const body = JSON.stringify({
          name,
          email: 'leaver@example.com',
          phone: '4075550142',
          products: [{ name: 'Portable Gasoline', message: '' }],
        });
        const client = openSlowConnection(port, {
          opening:
            requestHead('POST', '/api/email/inquiry', {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(body)),
            }) + body,
        });
        // Time for the request to be admitted (or refused), then the client leaves.
        await new Promise((resolve) => setTimeout(resolve, 300));
        client.stop();
        await client.ended;
      }
    } finally {
      await held.release();
    }
    // Each stored inquiry is a handler that was running while the writes were held.
    const settled = performance.now();
    let stored: string[] = [];
    while (performance.now() - settled < 3000) {
      const rows = await db
        .select({ name: inquiries.name })
        .from(inquiries)
        .where(inArray(inquiries.name, names));
      stored = rows.map((row) => row.name);
      if (stored.length > 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored).toEqual(['Leaver One']);
  });
});
