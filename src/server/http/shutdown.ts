import type { FastifyInstance } from 'fastify';

/**
 * After SIGTERM, requests being worked on may finish for this long; then every connection still open is
 * closed, whatever its client is doing (a body held open, an answer never read).
 */
export const SHUTDOWN_GRACE_MS = 5000;

/**
 * Whatever still holds the process this long after SIGTERM (a database or mail server that does not
 * answer) is given up on, and the process exits 1: within the 10 s that Docker and many process managers
 * wait before they kill it, so it still says why in its log.
 */
export const SHUTDOWN_DEADLINE_MS = 9000;

/** How often, during the grace, connections that have finished their last answer are closed. */
const SWEEP_MS = 100;

/**
 * Stops accepting connections and closes the application (its onClose hooks: the mail worker, ...).
 * Fastify answers 503 to a request arriving on a kept-alive connection meanwhile; a connection is closed as
 * soon as it is idle, and every connection still open when the grace ends is closed then.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const { server } = app;
  const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
  const cutOff = setTimeout(() => {
    app.log.warn({ graceMs }, 'closing the connections still open after the shutdown grace');
    server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cutOff);
  }
}
