import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { inquiries, mail_outbox } from '../../src/server/db/schema';
import { requestErrors } from '../../src/server/http/requestErrors';
import { SERVER_BUSY_RETRY_AFTER_SECONDS } from '../../src/shared/serverBusy';
import { en } from '../helpers/englishText';
import { holdInquiryWrites } from '../helpers/heldWrites';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Issue 25: past its capacity the server refuses API work at once (503 + Retry-After) instead of queueing
// it. A tiny limit makes "past capacity" easy to reach: inquiry writes are held at the database, so an
// admitted request cannot finish, and every answer that comes before the hold is let go is a refusal.

interface Answer {
  name: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

let sent = 0;

async function sendInquiry(server: TestServer, name: string): Promise<Answer> {
  sent += 1;
  const res = await server.fetch('/api/email/inquiry', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Each from its own address: the per-IP limit (5 a minute) is not what this tests.
      'x-forwarded-for': `10.25.${sent >> 8}.${sent & 255}`,
    },
    body: JSON.stringify({
      name,
      email: emailOf(name),
      phone: '4075550142',
      products: [{ name: 'Portable Gasoline', message: '' }],
    }),
  });
  return { name, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

const emailOf = (name: string) => `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;

/** The answers in the order they came, and a promise of the first `count` of them. */
function arrivals(requests: Promise<Answer>[]) {
  const inOrder: Answer[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const all = requests.map((request) =>
    request.then((answer) => {
      inOrder.push(answer);
      for (const waiter of waiters) if (inOrder.length >= waiter.count) waiter.resolve();
      return answer;
    }),
  );
  return {
    inOrder,
    all: () => Promise.all(all),
    first: (count: number) =>
      new Promise<void>((resolve) => {
        if (inOrder.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
  };
}

/**
 * `answers.first(n)`, or a failure after a long while: a server that queued instead of refusing would hold
 * its answers as long as the test holds the database, and the hold must still be let go.
 */
async function refusalsCame(wait: Promise<void>, what: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer while the database was held: ${what}`)), 15_000);
  });
  try {
    await Promise.race([wait, late]);
  } finally {
    clearTimeout(timer);
  }
}

function expectRefused(answer: Answer | undefined) {
  expect(answer).toMatchObject({
    status: 503,
    retryAfter: String(SERVER_BUSY_RETRY_AFTER_SECONDS),
    body: { error: en(requestErrors.busy) },
  });
}

async function storedNames(db: Db, names: string[]): Promise<string[]> {
  const rows = await db
    .select({ name: inquiries.name })
    .from(inquiries)
    .where(inArray(inquiries.name, names));
  return rows.map((row) => row.name).sort();
}

async function mailFor(db: Db, names: string[]): Promise<number> {
  const addresses = names.map(emailOf);
  const rows = await db
    .select({ id: mail_outbox.id })
    .from(mail_outbox)
    .where(or(inArray(mail_outbox.to_address, addresses), inArray(mail_outbox.reply_to, addresses)));
  return rows.length;
}

describe('one request at a time, none waiting (API_CONCURRENCY=1, API_QUEUE_MS=0)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ API_CONCURRENCY: '1', API_QUEUE_MS: '0', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses the requests past the limit with 503 and Retry-After before the admitted one can finish, and stores nothing of them', async () => {
    const names = ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => `Crowd ${n}`);
    const hold = await holdInquiryWrites(server.database.db);
    const answers = arrivals(names.map((name) => sendInquiry(server, name)));
    try {
      // The one admitted is held at the database, so it cannot be among the first four answers.
      await refusalsCame(answers.first(4), 'four refusals');
      for (const answer of answers.inOrder) expectRefused(answer);
    } finally {
      await hold.release();
    }
    await answers.all();
    const admitted = answers.inOrder[4];
    expect(admitted?.status).toBe(201);

    const refused = names.filter((name) => name !== admitted?.name);
    expect(await storedNames(server.database.db, names)).toEqual([admitted?.name]);
    expect(await mailFor(server.database.db, refused)).toBe(0);
    expect(await mailFor(server.database.db, [admitted?.name ?? ''])).toBe(2);
  });

  it('does not count the health check or the API reference against the limit', async () => {
    const hold = await holdInquiryWrites(server.database.db);
    const answers = arrivals(['Busy One', 'Busy Two'].map((name) => sendInquiry(server, name)));
    let health: Promise<Response> | undefined;
    try {
      // One of the two is refused, so the other holds the only turn.
      await refusalsCame(answers.first(1), 'one refusal');
      expectRefused(answers.inOrder[0]);
      const reference = await server.fetch('/api/openapi.json');
      expect(reference.status).toBe(200);
      await reference.arrayBuffer();
      // On PGlite the ping waits for the held database; it must not be refused meanwhile.
      health = server.fetch('/api/health');
      expectRefused(await sendInquiry(server, 'Busy Three'));
    } finally {
      await hold.release();
    }
    expect((await health)?.status).toBe(200);
    expect((await answers.all()).map((answer) => answer.status).sort()).toEqual([201, 503]);
  });
});

describe('one request at a time, a short wait (API_CONCURRENCY=1, API_QUEUE_MS=300)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ API_CONCURRENCY: '1', API_QUEUE_MS: '300', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a request that waited its time in line, before the one ahead of it finishes', async () => {
    const names = ['Early Bird', 'Late Bird'];
    const hold = await holdInquiryWrites(server.database.db);
    const answers = arrivals(names.map((name) => sendInquiry(server, name)));
    try {
      // Nothing can finish while the hold lasts: the first answer is the one whose wait ran out.
      await refusalsCame(answers.first(1), 'the refusal at the end of the wait');
      expectRefused(answers.inOrder[0]);
    } finally {
      await hold.release();
    }
    await answers.all();
    const [refused, admitted] = answers.inOrder;
    expect(admitted?.status).toBe(201);
    expect(await storedNames(server.database.db, names)).toEqual([admitted?.name]);
    const refusedRows = await server.database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.email, emailOf(refused?.name ?? '')));
    expect(refusedRows).toEqual([]);
  });
});
