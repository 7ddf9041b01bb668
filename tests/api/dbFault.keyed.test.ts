import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { type ClusterServer, startClusterServer } from '../helpers/clusterServer';
import { freePort } from '../helpers/freePort';
import { type KeyedLead, keyedLeadStream, keyedLeadSummary } from '../helpers/keyedLeads';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import { seedMigratedPglite } from '../helpers/testDatabase';
import { type ThrowawayPostgres, throwawayPostgresUnavailable } from '../helpers/throwawayPostgres';

// Issue 25, item 3: leads sent with an Idempotency-Key and retried under it, as the web client does, while
// the database goes away and comes back. Every lead must end acknowledged, and be stored and e-mailed to
// the company exactly once, including those whose first try was stored but never answered.

const COMPANY = 'keyed-fault@company.test';
const waitFor = (what: string, done: () => boolean, timeout = 60_000) =>
  vi.waitFor(() => expect(done(), what).toBe(true), { timeout, interval: 20 });

async function storedNames(database: Database): Promise<string[]> {
  const rows = await database.db.execute<{ name: string }>(sql`select name from inquiries`);
  return rows.rows.map((row) => row.name);
}

/** Every lead acknowledged, stored once and e-mailed to the company once; nothing stored that was not sent. */
function expectExactlyOnce(leads: KeyedLead[], names: string[], smtp: SmtpReceiver): void {
  const companyMails = smtp.messages.filter((m) => m.envelopeTo.includes(COMPANY));
  for (const lead of leads) {
    expect(lead.acknowledged, `${lead.name}: ${lead.tries.join(', ')}`).toBe(true);
    expect(
      names.filter((name) => name === lead.name),
      lead.name,
    ).toHaveLength(1);
    const mails = companyMails.filter((m) => m.parsed.subject?.includes(`${lead.name} (`));
    expect(mails, lead.name).toHaveLength(1);
  }
  expect(names).toHaveLength(leads.length);
  expect(companyMails).toHaveLength(leads.length);
}

function configEnv(dataDir: string, smtp: SmtpReceiver): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    COMPANY_EMAIL: COMPANY,
    TRUST_PROXY: 'true',
    // No site: only the API is under test.
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    // The restart is under test, not the limiter (a busy 503 would be retried all the same).
    API_QUEUE_MS: '10000',
  };
}

const noCluster = throwawayPostgresUnavailable();
if (noCluster) process.stdout.write(`[keyed database fault test on PostgreSQL skipped] ${noCluster}\n`);

describe.skipIf(noCluster !== undefined)('keyed leads while the PostgreSQL server stops and starts', () => {
  const smtp = new SmtpReceiver();
  let server: ClusterServer;
  let pg: ThrowawayPostgres | undefined;
  let database: Database;
  let url: string;

  beforeAll(async () => {
    await smtp.start();
    server = await startClusterServer(smtp, COMPANY);
    ({ pg, database, url } = server);
  });

  afterAll(async () => {
    await server?.close();
    await smtp.stop();
  });

  it('stores and e-mails every lead exactly once, those retried through the outage included', async () => {
    if (!pg) throw new Error('no cluster');
    const stream = keyedLeadStream(url);
    await waitFor('20 leads acknowledged', () => stream.acknowledged() >= 20);
    await pg.stop();
    const before = stream.leads.length;
    // Every visitor is now retrying a lead the server cannot store.
    await sleep(1_500);
    await pg.start();
    await waitFor('20 more leads acknowledged', () => stream.acknowledged() >= before + 20);
    await stream.stop();

    await vi.waitFor(() => expect(smtp.to(COMPANY).length).toBeGreaterThanOrEqual(stream.leads.length), {
      timeout: 30_000,
      interval: 100,
    });
    const names = await storedNames(database);
    const mailed = smtp.to(COMPANY).length;
    process.stdout.write(
      keyedLeadSummary('keyed leads, PostgreSQL restart', stream.leads, names.length, mailed),
    );
    expect(stream.leads.filter((lead) => lead.tries.includes(503)).length).toBeGreaterThanOrEqual(4);
    expectExactlyOnce(stream.leads, names, smtp);
  }, 180_000);
});

/** The real server (src/server/main.ts) as its own process, on PGlite in `dataDir`, on a fixed port. */
function startServerProcess(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error('the server did not start within 60 s');
}

function ended(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('keyed leads while the server on PGlite stops and starts again', () => {
  const smtp = new SmtpReceiver();
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    await smtp.start();
    dataDir = await mkdtemp(path.join(tmpdir(), 'site-keyed-pglite-'));
    await seedMigratedPglite(dataDir);
  });

  afterAll(async () => {
    if (child) {
      child.kill('SIGKILL');
      await ended(child);
    }
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores and e-mails every lead exactly once across a restart of the process', async () => {
    const env = configEnv(dataDir, smtp);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = startServerProcess(env, port);
    await untilHealthy(url, child);

    const stream = keyedLeadStream(url);
    await waitFor('20 leads acknowledged', () => stream.acknowledged() >= 20);
    // PGlite is the process's own: a restart is the embedded database's outage. (SIGTERM, as a deploy or a
    // service manager stops it: after SIGKILL the mail a dead process had claimed waits out its five-minute
    // lease before another process sends it.) Visitors meanwhile get no answer and retry.
    child.kill('SIGTERM');
    await ended(child);
    const before = stream.leads.length;
    await sleep(500);
    child = startServerProcess(env, port);
    await untilHealthy(url, child);
    await waitFor('20 more leads acknowledged', () => stream.acknowledged() >= before + 20);
    await stream.stop();
    await vi.waitFor(() => expect(smtp.to(COMPANY).length).toBeGreaterThanOrEqual(stream.leads.length), {
      timeout: 30_000,
      interval: 100,
    });

    // PGlite is one process's files: the server stops before the test reads them.
    child.kill('SIGTERM');
    await ended(child);
    child = undefined;
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const names = await storedNames(database);
      const mailed = smtp.to(COMPANY).length;
      process.stdout.write(
        keyedLeadSummary('keyed leads, PGlite process restart', stream.leads, names.length, mailed),
      );
      expect(stream.leads.filter((lead) => lead.tries.includes('no answer')).length).toBeGreaterThanOrEqual(
        1,
      );
      expectExactlyOnce(stream.leads, names, smtp);
    } finally {
      await database.close();
    }
  }, 180_000);
});
