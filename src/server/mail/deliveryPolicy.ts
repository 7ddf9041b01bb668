// How the outbox worker paces and judges deliveries.

/** 30 s, 1 min, 2 min, 4 min ... doubling up to one hour. */
export function exponentialBackoff(baseMs = 30_000, capMs = 60 * 60_000): (failedAttempts: number) => number {
  return (failedAttempts) => Math.min(capMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

export const MAIL_WORKER_DEFAULTS = {
  pollIntervalMs: 1000,
  // Commits that arrive close together are sent as one batch: under a stream of inquiries the worker
  // would otherwise claim (one query) per commit and compete with the requests for the database.
  wakeDelayMs: 50,
  // One statement claims up to 30 due rows (at 10 the claims and their settlements cost twice the
  // database time per message), and sends them 10 at a time, as many SMTP connections as before.
  batchSize: 30,
  parallelSends: 10,
  // Longer than a whole batch can take: three waves of sends, and each SMTP step times out within 30 s.
  leaseMs: 5 * 60_000,
  // With the default backoff, ten attempts span about three hours of outage before a row is dead.
  maxAttempts: 10,
} as const;

/** SMTP rejected the message itself (5xx), so retrying cannot help. */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}
