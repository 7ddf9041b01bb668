// `npm run bench`: the figures of issue 9 in one run on this machine, printed, never asserted. The server
// is the compiled production build in a child process (so its RSS is its own), measured on a new PGlite
// directory, again on that now existing directory, and on a fresh PostgreSQL database (dropped after).
// Compare figures between commits on the same machine only. Then PGlite past its capacity (overload.ts:
// keyed inquiries at twice what it answers, retried as the web client retries). Last, the lead inbox at
// 50,000 leads (staffLeads.ts) and the Insights figures over a year of 50,000 leads (insights.ts) on PGlite and on
// PostgreSQL, each in its own process. With dist/web built, the web figures
// run against the existing-directory server: `--no-lighthouse` and `--no-phone` leave out their parts.
// `--pglite-only` stops after the two PGlite servers (issue 41: their 200/s and RSS alone).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { homePageWeight } from '../helpers/pageWeight';
import { freePort } from './childServer';
import { closedLoopThroughput, type Throughput } from './closedLoop';
import { inquiryLoad } from './inquiryLoad';
import { lighthouseSummary } from './lighthouse';
import { mailDrained } from './mailDrained';
import { overloadSection } from './overload';
import { phoneProfileSummary } from './phoneProfile';
import { BENCH_POSTGRES_URL, freshPostgresDatabase } from './postgresDatabase';
import { cpuSeconds, residentMegabytes } from './processMemory';
import {
  residentAfter,
  serverArgs,
  serverEnv,
  startBareFastify,
  startProductionServer,
} from './productionServer';
import { healthLine, inquiryLine, mailLine, rssLine } from './report';
import { webBuildExtras } from './webExtras';

const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The inquiry load, and the server's CPU while it ran (issue 41: the embedded database's share of a
 * two-core machine): cores used, and milliseconds per inquiry it answered.
 */
async function inquiryLoadWithCpu(label: string, server: { url: string; pid: number }) {
  const [cpuBefore, startedAt] = [cpuSeconds(server.pid), performance.now()];
  const load = await inquiryLoad(server.url);
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const answered = load.statuses['201'] ?? 0;
  print(inquiryLine(label, load));
  print(
    `Server CPU during the load, ${label}: ${(cpu / ((performance.now() - startedAt) / 1000)).toFixed(2)} cores, ` +
      `${((cpu * 1000) / Math.max(answered, 1)).toFixed(1)} ms per answered inquiry`,
  );
  return load;
}
const skipLighthouse = process.argv.includes('--no-lighthouse');
const skipPhone = process.argv.includes('--no-phone');
const pgliteOnly = process.argv.includes('--pglite-only');

async function bareFastifyHealth(): Promise<Throughput> {
  const bare = await startBareFastify();
  try {
    return await closedLoopThroughput(`${bare.url}/api/health`);
  } finally {
    await bare.stop();
  }
}

/**
 * RSS, health against a bare Fastify measured just before, and the inquiry load, on one server; then the
 * wait until it has written the load's e-mails (its outbox sent, as before a planned restart).
 */
async function measure(label: string, env: Record<string, string> & { DATA_DIR: string }): Promise<void> {
  const server = await startProductionServer(env);
  try {
    print(rssLine(label, await residentAfter(server), server.readyAfterSeconds));
    const bare = await bareFastifyHealth();
    print(healthLine(label, await closedLoopThroughput(`${server.url}/api/health`), bare));
    const load = await inquiryLoadWithCpu(label, server);
    print(`RSS after the load, ${label}: ${residentMegabytes(server.pid).toFixed(0)} MB`);
    print(mailLine(label, await mailDrained(env.DATA_DIR, 2 * (load.statuses['201'] ?? 0))));
  } catch (error) {
    print(`${label}: failed: ${error instanceof Error ? error.message : String(error)}\n${server.output()}`);
  } finally {
    await server.stop();
  }
}

const startEnv = Object.entries(serverEnv()).map(([name, value]) => `${name}=${value} `);
print(
  `Server: ${startEnv.join('')}node ${serverArgs().join(' ')} as npm start runs it, one child process per configuration.`,
);
print('Inquiries: open loop at a fixed rate; TRUST_PROXY=true and one X-Forwarded-For address per request,');
print('as real visitors behind a proxy look (the 5-a-minute per-IP limit stays on).\n');

const dataDir = await mkdtemp(path.join(tmpdir(), 'site-bench-'));
// Both PGlite servers on one port: the pages name their address, so the second start finds the pages the
// first compressed in its page cache, as a restarted server does, instead of compressing them again.
const pgliteServer = { DATA_DIR: dataDir, PORT: String(await freePort()) };
try {
  await measure('PGlite (new dir)', pgliteServer);
  const again = await startProductionServer(pgliteServer);
  try {
    print(rssLine('PGlite (existing dir)', await residentAfter(again), again.readyAfterSeconds));
    // The same load on a directory that already holds the first run's 4,000 inquiries and their sent mail.
    await inquiryLoadWithCpu('PGlite (existing dir)', again);
    if (!pgliteOnly) {
      print(
        await webBuildExtras(again.url, {
          pageWeight: homePageWeight,
          lighthouse: skipLighthouse ? undefined : lighthouseSummary,
          phone: skipPhone ? undefined : phoneProfileSummary,
        }),
      );
    }
  } finally {
    await again.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (pgliteOnly) process.exit(0);

const postgres = await freshPostgresDatabase();
const pgDataDir = await mkdtemp(path.join(tmpdir(), 'site-bench-pg-'));
try {
  // Every process on a shared database must be given the same APP_SECRET (config.ts refuses to guess one).
  await measure('PostgreSQL', {
    DATA_DIR: pgDataDir,
    DATABASE_URL: postgres.url,
    APP_SECRET: randomBytes(32).toString('hex'),
  });
} finally {
  await postgres.drop();
  await rm(pgDataDir, { recursive: true, force: true });
}

print('');
for (const line of await overloadSection()) print(line);

/** tests/bench/staffLeads.ts in a child process (it seeds its own server), its figures printed as they come. */
function staffInboxBench(env: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/staffLeads.ts', '--analyze'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code !== 0) print(`lead inbox bench exited with ${code}`);
      resolve();
    });
  });
}

print('\nLead inbox (issue 13): listLeads over HTTP with 50,000 seeded leads, statistics gathered.');
await staffInboxBench({});
await staffInboxBench({ TEST_DATABASE_URL: BENCH_POSTGRES_URL });

/** tests/bench/insights.ts in a child process (it seeds its own server), its figures printed as they come. */
function insightsBench(env: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/insights.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code !== 0) print(`insights bench exited with ${code}`);
      resolve();
    });
  });
}

print('\nInsights (issue 40): GET /staff/insights over HTTP with 50,000 leads over a year.');
await insightsBench({});
await insightsBench({ TEST_DATABASE_URL: BENCH_POSTGRES_URL });
