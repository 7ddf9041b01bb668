// Forgot-password timing: the answer must take as long for a registered address as for an unknown one
// (issue 10). `tsx tests/bench/forgotPassword.ts` prints both medians; run.ts may call the function.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { outboxSettled } from '../helpers/accounts';
import { createSignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';

export interface ForgotPasswordTiming {
  samples: number;
  knownMedianMs: number;
  unknownMedianMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Sends requests for registered and unknown addresses in random order (each address once, each from its own client
 * address, so no limit is reached) and times each answer. The server must trust X-Forwarded-For. Between
 * requests the outbox worker finishes what the previous one queued, so each answer is timed on its own.
 */
export async function measureForgotPassword(
  server: TestServer,
  samples = 200,
): Promise<ForgotPasswordTiming> {
  const known: number[] = [];
  const unknown: number[] = [];
  const users = [];
  for (let i = 0; i < samples; i++) users.push(await createSignedInUser(server.database.db));
  // Shuffled, so neither kind always follows the other's background work.
  const order = Array.from({ length: samples * 2 }, (_unused, i) => i % 2 === 0).sort(
    () => Math.random() - 0.5,
  );
  for (const [i, registered] of order.entries()) {
    const email = registered
      ? (users[known.length]?.email ?? '')
      : `nobody-${randomBytes(5).toString('hex')}@example.com`;
    const started = performance.now();
    const res = await server.fetch('/api/email/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    (registered ? known : unknown).push(performance.now() - started);
    if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
    await outboxSettled(server);
  }
  return { samples, knownMedianMs: median(known), unknownMedianMs: median(unknown) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startTestServer({ TRUST_PROXY: 'true' });
  try {
    const timing = await measureForgotPassword(server);
    process.stdout.write(
      `forgot-password (${timing.samples} each): registered median ${timing.knownMedianMs.toFixed(2)} ms, ` +
        `unknown median ${timing.unknownMedianMs.toFixed(2)} ms\n`,
    );
  } finally {
    await server.close();
  }
}
