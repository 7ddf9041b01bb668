import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { loadOperations } from '../fuzz/contract';
import { Random } from '../fuzz/random';
import { type FuzzRequest, generateRequest, generateStray } from '../fuzz/requests';
import { type AuthSource, runFuzz } from '../fuzz/runner';
import { addSession, createSignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';

// `npm test` sends 2,000 requests; `npm run fuzz` 20,000. FUZZ_SEED=<n> replays a run exactly (the
// requests, not the server's timing).
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const operations = loadOperations();

let server: TestServer;
let auth: AuthSource;

beforeAll(async () => {
  process.stdout.write(
    `fuzz: seed ${SEED}, ${COUNT} requests over ${operations.length} operations (FUZZ_SEED=${SEED} replays)\n`,
  );
  // Client addresses come from X-Forwarded-For, so per-IP limits rarely stop a request before its handler.
  server = await startTestServer({ TRUST_PROXY: 'true' });
  const { db } = server.database;
  const users = await Promise.all([1, 2, 3].map(() => createSignedInUser(db)));
  const [first] = users;
  if (!first) throw new Error('no fuzz user');
  const revokedToken = 'revoked-session-token-for-the-fuzzer-000000';
  const revokedId = await addSession(db, first.userId, revokedToken);
  await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, revokedId));
  auth = {
    valid: users.map((user) => user.token),
    revoked: revokedToken,
    fresh: async () => {
      const token = randomBytes(32).toString('base64url');
      await addSession(db, first.userId, token);
      return token;
    },
  };
});

afterAll(async () => {
  await server?.close();
});

function generate(): FuzzRequest[] {
  const rnd = new Random(SEED);
  return Array.from({ length: COUNT }, (_unused, index) => {
    if (rnd.chance(0.04)) return generateStray(rnd, index);
    const op = operations[index % operations.length];
    if (!op) throw new Error('no operations in openapi.yaml');
    return generateRequest(op, rnd, index);
  });
}

describe('fuzzing every operation of openapi.yaml', () => {
  it(
    'never answers 5xx, and every error is JSON { error } that repeats nothing of the request',
    async () => {
      const port = (server.app.server.address() as AddressInfo).port;
      const started = performance.now();
      const report = await runFuzz(port, generate(), auth);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const statuses = Object.entries(report.byStatus)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      process.stdout.write(`fuzz: seed ${SEED}: ${report.sent} requests in ${seconds} s; ${statuses}\n`);
      expect(report.failures.slice(0, 20)).toEqual([]);
      expect(report.sent).toBe(COUNT);
      for (const op of operations) expect(report.byOperation[op.id] ?? 0, op.id).toBeGreaterThan(0);
      expect(Object.keys(report.byStatus).filter((status) => Number(status) >= 500)).toEqual([]);
    },
    Math.max(120_000, COUNT * 60),
  );
});
