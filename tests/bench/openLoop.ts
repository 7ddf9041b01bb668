import http from 'node:http';
import { percentile, send } from './httpClient';

export interface FixedRateResult {
  targetRate: number;
  achievedRate: number;
  sent: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface FixedRateRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Open-loop load: request i is due at start + i/rate whatever the server's answers (a real crowd does not
 * wait for the previous visitor). Latency counts from when a request was due, so a client that fell
 * behind is charged to the server too (no coordinated omission).
 */
export async function fixedRate(
  url: string,
  request: (i: number) => FixedRateRequest,
  { rate = 200, seconds = 20 } = {},
): Promise<FixedRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const pending: Promise<void>[] = [];
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let lastAnswer = 0;
  const start = performance.now() + 10;
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(agent, target, { ...request(i), from: due }).then(({ status, ms }) => {
        latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status < 200 || status >= 300) errors += 1;
        lastAnswer = performance.now();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ok = total - errors;
  return {
    targetRate: rate,
    achievedRate: ok / ((lastAnswer - start) / 1000),
    sent: total,
    errors,
    statuses,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
  };
}
