import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { fileBlob, multipartForm } from '../fixtures/images';
import { outboxSettled, randomPrivateIp } from './accounts';
import { type ControlledDatabase, controlledDatabase } from './controlledDatabase';
import { SmtpReceiver } from './smtpReceiver';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { startTestServer, type TestServer } from './testServer';

export const COMPANY = 'keys@company.test';

/** What a test reads of an answer: the raw text too, to compare a replay byte for byte. */
export interface Answer {
  status: number;
  text: string;
  body: Record<string, unknown>;
  replayed: string | null;
  retryAfter: string | null;
}

export interface CallOptions {
  key?: string;
  token?: string;
  /** The client address (per-IP limits); a random private one by default. */
  ip?: string;
}

/** A fresh key in the web client's shape (32 random hex digits and a submission number). */
export const newKey = () => `${randomBytes(16).toString('hex')}-1`;

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: JSON.parse(text) as Record<string, unknown>,
    replayed: res.headers.get('idempotent-replayed'),
    retryAfter: res.headers.get('retry-after'),
  };
}

function headersFor(options: CallOptions): Record<string, string> {
  return {
    'x-forwarded-for': options.ip ?? randomPrivateIp(),
    ...(options.key !== undefined ? { 'idempotency-key': options.key } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
}

/** POSTs JSON to `/api<path>` of `server`. */
export async function postJson(server: TestServer, path: string, body: unknown, options: CallOptions = {}) {
  const res = await server.fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersFor(options) },
    body: JSON.stringify(body),
  });
  return answerOf(res);
}

/** Uploads `bytes` as the profile image, in the part named `image` as a browser's FormData sends it. */
export async function uploadImage(
  server: TestServer,
  bytes: Buffer,
  options: CallOptions & { token: string },
) {
  const res = await server.fetch('/api/images/upload', {
    method: 'POST',
    headers: headersFor(options),
    body: multipartForm([['image', fileBlob(bytes, 'image/png'), 'photo.png']]),
  });
  return answerOf(res);
}

/** An inquiry whose sender's name is unique to the test, so its rows and e-mails can be counted. */
export function inquiry(tag = randomBytes(4).toString('hex')) {
  return {
    name: `Key Tester ${tag}`,
    email: `keys.${tag}@example.com`,
    phone: '4075550142',
    products: [{ name: 'Portable Diesel', message: 'Two units' }],
  };
}

/** How many rows of `table` match `where` (raw SQL, as the tests count leads and keys). */
export async function countRows(db: Db, table: string, where = sql`true`): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return result.rows[0]?.n ?? -1;
}

export interface IdempotencySuite {
  server: () => TestServer;
  database: () => TestDatabase & ControlledDatabase;
  receiver: SmtpReceiver;
  /** The company's e-mails about `name`, once every queued message was delivered. */
  companyMails(name: string): Promise<number>;
}

/**
 * One real server per test file, on a database a test can hold up or make fail (controlledDatabase.ts),
 * e-mailing the company inbox COMPANY through an in-process SMTP receiver; client IPs come from
 * X-Forwarded-For, a new one per call, so no per-IP limit is reached.
 */
export function setUpIdempotencyServer(): IdempotencySuite {
  const receiver = new SmtpReceiver();
  let server: TestServer | undefined;
  let database: (TestDatabase & ControlledDatabase) | undefined;
  beforeAll(async () => {
    await receiver.start();
    const controlled = controlledDatabase(await createTestDatabase());
    database = controlled;
    server = await startTestServer(
      { SMTP_URL: receiver.url, COMPANY_EMAIL: COMPANY, TRUST_PROXY: 'true' },
      { database: controlled, prepare: (app) => controlled.watchRequests(app) },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    await receiver.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the idempotency server has not started');
    return value;
  };
  return {
    server: () => started(server),
    database: () => started(database),
    receiver,
    async companyMails(name) {
      await outboxSettled(started(server));
      return receiver.messages.filter(
        (m) => m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').includes(name),
      ).length;
    },
  };
}
