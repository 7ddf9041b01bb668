import http from 'node:http';

export interface Sent {
  status: number;
  /** Milliseconds from `from` (default: when the request was sent) to the last byte of the answer. */
  ms: number;
  /** The answer's Retry-After header, if it had one. */
  retryAfter?: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  from?: number;
  /** Give up on an answer after this long (then status 0), as a visitor's browser would. */
  timeoutMs?: number;
}

/** One request over a keep-alive agent; network errors come back as status 0 rather than throwing. */
export function send(agent: http.Agent, url: URL, options: SendOptions = {}): Promise<Sent> {
  const from = options.from ?? performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const retryAfter = res.headers['retry-after'];
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - from,
            ...(retryAfter ? { retryAfter } : {}),
          }),
        );
        res.on('error', () => resolve({ status: 0, ms: performance.now() - from }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - from }));
    if (options.timeoutMs !== undefined) req.setTimeout(options.timeoutMs, () => req.destroy());
    req.end(options.body);
  });
}

/** The q-quantile of ascending latencies (nearest rank). */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
