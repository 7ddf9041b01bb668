import http from 'node:http';
import { send } from './httpClient';
import type { FixedRateRequest } from './openLoop';

export interface Throughput {
  requestsPerSecond: number;
  requests: number;
  failures: number;
}

/**
 * Requests per second with `connections` clients that each send the next request as soon as the last one
 * is answered (closed loop): the most the server gives this client on this machine. A warm-up second
 * lets both sides reach steady state before counting. Without `request`, each is a plain GET.
 */
export async function closedLoopThroughput(
  url: string,
  {
    connections = 32,
    seconds = 5,
    warmupSeconds = 1,
    request,
  }: {
    connections?: number;
    seconds?: number;
    warmupSeconds?: number;
    request?: (i: number) => FixedRateRequest;
  } = {},
): Promise<Throughput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  let counting = false;
  let requests = 0;
  let failures = 0;
  let stopAt = Number.POSITIVE_INFINITY;
  let sent = 0;
  const client = async () => {
    while (performance.now() < stopAt) {
      const { status } = await send(agent, target, request?.(sent++));
      if (!counting) continue;
      requests += 1;
      if (status < 200 || status >= 300) failures += 1;
    }
  };
  stopAt = performance.now() + (warmupSeconds + seconds) * 1000;
  const clients = Array.from({ length: connections }, client);
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  counting = true;
  const started = performance.now();
  await Promise.all(clients);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requestsPerSecond: requests / elapsed, requests, failures };
}
