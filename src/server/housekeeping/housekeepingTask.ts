import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { WorkerTask } from '../mail/worker';
import { sweepExpired } from './sweep';

/** Expired rows only cost space, so once an hour (and once at start) is plenty. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;
/** After a failed sweep (the database was away), try again soon rather than in an hour. */
const RETRY_MS = 60_000;

/**
 * The clean-up as a task of the outbox worker: every process runs it, which is harmless (the deletes are
 * idempotent) and needs no leader election.
 */
export function housekeepingTask(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
  /**
   * The application's clock (AppDeps.clock), which stamps the expiries it sweeps; default the worker's.
   * Under a test's fake clock the worker's real one deleted a booking hold made a moment before, as long
   * expired, whenever the first round's sweep came after the test's first requests.
   */
  clock?: () => Date,
): WorkerTask {
  let nextAt = 0;
  return {
    name: 'housekeeping',
    async run(workerNow) {
      const now = clock?.() ?? workerNow;
      if (now.getTime() < nextAt) return;
      nextAt = now.getTime() + RETRY_MS;
      const deleted = await sweepExpired(db, now);
      nextAt = now.getTime() + intervalMs;
      if (Object.values(deleted).some((count) => count > 0))
        log.info({ deleted }, 'housekeeping: expired rows deleted');
    },
  };
}
