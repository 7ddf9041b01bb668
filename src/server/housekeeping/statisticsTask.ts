import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { WorkerTask } from '../mail/worker';

/** Planner statistics only need to follow the tables' growth, so once an hour (and once at start). */
export const STATISTICS_INTERVAL_MS = 60 * 60_000;
/** After a failure (the database was busy or away), try again soon rather than in an hour. */
const RETRY_MS = 60_000;

/**
 * ANALYZE for PGlite, which runs PostgreSQL without its autovacuum, so nothing else ever gathers the
 * planner's statistics. Without them the planner guesses how many leads a filter matches, and at 50,000
 * leads it chose to read and sort every match of a common search (tens of milliseconds) instead of
 * walking the newest leads until a page is full (about one). PostgreSQL's autovacuum does this itself.
 * Cost: once an hour the database is busy for the ANALYZE (a fraction of a second at 50,000 leads).
 */
export function statisticsTask(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = STATISTICS_INTERVAL_MS,
): WorkerTask {
  let nextAt = 0;
  return {
    name: 'planner statistics',
    async run(now) {
      if (now.getTime() < nextAt) return;
      nextAt = now.getTime() + RETRY_MS;
      const started = performance.now();
      await db.execute(sql`analyze`);
      nextAt = now.getTime() + intervalMs;
      log.debug({ ms: Math.round(performance.now() - started) }, 'planner statistics gathered');
    },
  };
}
