// `npm run bench`'s overload section (issue 25: refuse, don't queue), also run alone:
//   npx tsx tests/bench/overload.ts
// The production server on a new PGlite directory: its capacity for inquiries first (closed loop), then
// visitors' keyed inquiries offered at twice that for a fixed time, retried as the web client retries
// them (keyedLeads.ts). It prints every answer's latency and the share of 503s, and, read from the
// database once the server has stopped, whether every lead answered 2xx is stored, and stored once.
// BENCH_OVERLOAD_RATE fixes the offered rate (to compare builds at the same load), BENCH_OVERLOAD_SECONDS
// the time it is offered (10 s); API_CONCURRENCY and API_QUEUE_MS reach the server as they are.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { closedLoopThroughput } from './closedLoop';
import { percentile } from './httpClient';
import { inquiry } from './inquiryLoad';
import { type KeyedLoadResult, keyedLeadLoad } from './keyedLeads';
import type { FixedRateRequest } from './openLoop';
import { startProductionServer } from './productionServer';

const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 10);
const CAPACITY_CLIENTS = 8;
const CAPACITY_SECONDS = 5;
/** After the capacity run the outbox worker sends the e-mails it put off; the overload starts after that. */
const SETTLE_SECONDS = 5;
const LEAD_NAME = 'Overload lead';
// Visitor numbers (addresses) of each phase: none repeats within the per-IP limit's minute.
const CAPACITY_VISITORS = 100_000;
const OVERLOAD_VISITORS = 1_000_000;

const count = (n: number) => n.toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(0)} ms`;
const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** The same request as a lead form sends it: under a key of its own, so the server does the same work. */
function keyed(request: FixedRateRequest): FixedRateRequest {
  return { ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } };
}

/** How many rows each lead name has in `inquiries`, read from the stopped server's PGlite directory. */
async function storedCopies(dataDir: string): Promise<Map<string, number>> {
  const database = await openDatabase({ dataDir });
  try {
    const { rows } = await database.db.execute<{ name: string; copies: number }>(
      sql`select name, count(*)::int as copies from inquiries where name like ${`${LEAD_NAME} %`} group by name`,
    );
    return new Map(rows.map((row) => [row.name, Number(row.copies)]));
  } finally {
    await database.close();
  }
}

function answerLines(result: KeyedLoadResult): string[] {
  const latencies = [...result.latencies].sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const lead of result.leads) {
    for (const status of lead.statuses) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const refused = statuses.get(503) ?? 0;
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}x${n}`)
    .join(' ');
  return [
    `  answers ${count(latencies.length)}: p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, ` +
      `max ${ms(latencies[latencies.length - 1] ?? Number.NaN)}; 503: ${share(refused, latencies.length)}  [${byStatus}]`,
  ];
}

function storageLines(result: KeyedLoadResult, copies: Map<string, number>): string[] {
  const acknowledged = result.leads.filter((lead) => lead.acknowledged);
  const givenUp = result.leads.filter((lead) => !lead.acknowledged);
  const missing = acknowledged.filter((lead) => (copies.get(lead.name) ?? 0) === 0).length;
  const duplicated = [...copies.values()].filter((n) => n > 1).length;
  const storedGivenUp = givenUp.filter((lead) => (copies.get(lead.name) ?? 0) > 0).length;
  const retried = result.leads.filter((lead) => lead.statuses.length > 1);
  const stored = [...copies.values()].reduce((sum, n) => sum + n, 0);
  return [
    `  leads ${count(result.leads.length)}: answered 2xx ${count(acknowledged.length)} (${count(retried.filter((l) => l.acknowledged).length)} of them after a retry), ` +
      `not (tries ran out or refused) ${count(givenUp.length)}`,
    `  stored ${count(stored)} rows: acknowledged but missing ${missing}, stored twice or more ${duplicated}, ` +
      `stored though not acknowledged ${storedGivenUp}`,
  ];
}

/** The section's lines: capacity, offered rate, answers and storage. */
export async function overloadSection(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-bench-overload-'));
  const lines: string[] = [];
  try {
    const server = await startProductionServer({ DATA_DIR: dataDir });
    let result: KeyedLoadResult;
    let rate: number;
    try {
      const measured = await closedLoopThroughput(`${server.url}/api/email/inquiry`, {
        connections: CAPACITY_CLIENTS,
        seconds: CAPACITY_SECONDS,
        request: (i) => keyed(inquiry(CAPACITY_VISITORS + i)),
      });
      const capacity =
        (measured.requestsPerSecond * (measured.requests - measured.failures)) /
        Math.max(1, measured.requests);
      rate = Number(process.env.BENCH_OVERLOAD_RATE ?? 0) || Math.max(1, Math.round(2 * capacity));
      lines.push(
        `Overload, PGlite (new dir): capacity ${capacity.toFixed(0)} keyed inquiries/s answered 2xx (closed loop, ` +
          `${CAPACITY_CLIENTS} clients, ${CAPACITY_SECONDS} s; ${measured.failures} not 2xx); offered ${rate}/s for ` +
          `${OVERLOAD_SECONDS} s, each lead under its own Idempotency-Key, retried as the web client does`,
      );
      await sleep(SETTLE_SECONDS * 1000);
      result = await keyedLeadLoad(server.url, {
        rate,
        seconds: OVERLOAD_SECONDS,
        firstVisitor: OVERLOAD_VISITORS,
        namePrefix: LEAD_NAME,
      });
    } catch (error) {
      lines.push(
        `Overload: failed: ${error instanceof Error ? error.message : String(error)}\n${server.output()}`,
      );
      return lines;
    } finally {
      await server.stop();
    }
    lines.push(...answerLines(result), ...storageLines(result, await storedCopies(dataDir)));
    return lines;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.stdout.write(`${(await overloadSection()).join('\n')}\n`);
}
