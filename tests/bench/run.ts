// npm run bench: load a freshly started server over real HTTP on this machine and report throughput and
// latency percentiles. Numbers, never assertions: compare them between commits on the same machine.
import { startTestServer } from '../helpers/testServer';

interface Result {
  name: string;
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

async function load(
  name: string,
  run: () => Promise<Response>,
  total = 2000,
  concurrency = 20,
): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const res = await run();
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, requests: latencies.length, seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures };
}

const server = await startTestServer();
try {
  const results = [
    await load('GET /api/health', () => server.fetch('/api/health')),
    await load('GET / (SPA shell)', () => server.fetch('/')),
    await load('GET /api/users/user (401)', () => server.fetch('/api/users/user')),
  ];
  for (const r of results) {
    process.stdout.write(
      `${r.name.padEnd(28)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s  ` +
        `p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  non-2xx ${r.failures}\n`,
    );
  }
} finally {
  await server.close();
}
