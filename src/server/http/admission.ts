import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { SERVER_BUSY_RETRY_AFTER_SECONDS } from '../../shared/serverBusy';
import type { Config } from '../config/config';
import { AdmissionQueue, type AdmissionTicket } from './admissionQueue';
import { LoopStall } from './loopStall';
import { requestErrors, sendError } from './requestErrors';

/**
 * Requests worked on at once when API_CONCURRENCY is not set. PGlite runs every statement on one thread of
 * its own (db/pgliteThread.ts), one at a time, so more requests at once only wait there; at twice its
 * capacity 4 and 8 did alike, 16 let fewer leads in (measured while PGlite still ran on this thread; on
 * its own thread 8, 16 and 32 did alike at 200 inquiries a second, within this machine's noise). node-postgres keeps a pool of 10 connections, and a
 * request holds one only while its statements run.
 */
export const DEFAULT_CONCURRENCY = { pglite: 8, postgres: 20 } as const;

/**
 * Once the line has stood for API_QUEUE_MS, a request may wait this share of it: the server is behind, so
 * a short line keeps its turns busy, and the requests it lets in are answered soon after they came.
 */
const STANDING_WAIT_SHARE = 0.2;

/** A bound on memory only: the wait refuses long before this many requests stand in line. */
const MOST_WAITING = 10_000;

/**
 * Not counted: load balancers and monitors ask the health check, and a node that refused it under load
 * would be taken out of service just when it is needed; it shares one cheap ping between callers.
 */
const UNCOUNTED_ROUTES = new Set(['/api/health']);

/** Refusals are logged as a count at most this often, not one warning per request. */
const REFUSAL_LOG_INTERVAL_MS = 10_000;

export interface AdmissionSettings {
  concurrency: number;
  maxWaitMs: number;
  /** PGlite: admitted requests start their work one per turn of the event loop (startOnePerTurn). */
  onePerTurn: boolean;
}

export function admissionSettings(
  config: Pick<Config, 'apiConcurrency' | 'apiQueueMs'>,
  databaseKind: keyof typeof DEFAULT_CONCURRENCY,
): AdmissionSettings {
  return {
    concurrency: config.apiConcurrency ?? DEFAULT_CONCURRENCY[databaseKind],
    maxWaitMs: config.apiQueueMs,
    onePerTurn: databaseKind === 'pglite',
  };
}

/**
 * Lets admitted requests start one per turn of the event loop. Made while PGlite's statements ran on this
 * thread: a turn that ran every admitted request's work left new requests unread (their wait unseen) and
 * new connections unaccepted meanwhile, as Node accepts one connection per turn (libuv, since 2022). With
 * PGlite on its own thread it was measured again (issue 41): with and without it alike, so it stays.
 */
export function startOnePerTurn(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const startNext = () => {
    const next = waiting.shift();
    // Queued from within this turn's immediates, the next start runs in the following turn.
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
    next?.();
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (scheduled) return;
      scheduled = true;
      setImmediate(startNext);
    });
}

function refusalLog(log: FastifyBaseLogger, queue: AdmissionQueue, settings: AdmissionSettings) {
  let refused = 0;
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  return () => {
    refused += 1;
    const now = performance.now();
    if (now - lastLoggedAt < REFUSAL_LOG_INTERVAL_MS) return;
    log.warn({ refused, ...queue.load, ...settings }, 'API at capacity: requests refused with 503');
    lastLoggedAt = now;
    refused = 0;
  };
}

/** The turn each admitted request holds, until its work is done. */
const turns = new WeakMap<FastifyRequest, AdmissionTicket>();

/** Gives back the request's turn, if it holds one. */
function releaseTurn(request: FastifyRequest): void {
  turns.get(request)?.release();
  turns.delete(request);
}

/** Requests whose handler runs now: their turn is given back by the handler, when it settles. */
const inHandler = new WeakSet<FastifyRequest>();

/**
 * Wraps every operation's handler so that its request's turn is given back when the handler settles
 * (answered or failed), and not before: a client that leaves does not end the work it started, so its
 * turn stays taken until that work is done. Routes are wrapped as they are added (`onRoute`).
 */
function releaseWhenHandlerSettles(route: RouteOptions): void {
  const handler = route.handler;
  route.handler = async function settledHandler(this: FastifyInstance, request, reply) {
    inHandler.add(request);
    try {
      return await handler.call(this, request, reply);
    } finally {
      inHandler.delete(request);
      releaseTurn(request);
    }
  };
}

/**
 * Counts the contract's operations (the routes of `api`, the API's own context) against the admission
 * queue before any of their work starts: after the rate limits, the body (read whole, uploads included:
 * images/multipart.plugin.ts) and its validation, before the bearer check and the handler, which reach
 * the database. A request refused here is answered 503 with Retry-After at once, and nothing of it was
 * done. An admitted request keeps its turn until its handler settles, or, refused before the handler (the
 * bearer check), until its answer is sent.
 */
export function registerAdmission(api: FastifyInstance, settings: AdmissionSettings): void {
  const queue = new AdmissionQueue({
    concurrency: settings.concurrency,
    maxWaitMs: settings.maxWaitMs,
    standingWaitMs: settings.maxWaitMs * STANDING_WAIT_SHARE,
    maxWaiting: MOST_WAITING,
  });
  const noteRefusal = refusalLog(api.log, queue, settings);
  const stall = new LoopStall();
  // On PostgreSQL the statements run elsewhere and every request's work yields while they do.
  const start = settings.onePerTurn ? startOnePerTurn() : async () => {};
  api.addHook('onReady', async () => stall.start());
  api.addHook('onClose', async () => stall.stop());
  api.addHook('onRoute', releaseWhenHandlerSettles);
  // An answer sent while no handler runs: the request never reached its handler (a failed bearer check).
  api.addHook('onSend', async (request, _reply, payload) => {
    if (!inHandler.has(request)) releaseTurn(request);
    return payload;
  });
  api.addHook('onResponse', async (request) => {
    if (!inHandler.has(request)) releaseTurn(request);
  });
  api.addHook('preHandler', async (request, reply) => {
    if (UNCOUNTED_ROUTES.has(request.routeOptions.url ?? '')) return;
    // A client that left before now has had its 'close' already; its work would answer nobody.
    if (!reply.raw.closed) {
      const ticket = queue.enter(stall.current());
      // A client that leaves while waiting gives up its place; once admitted, its work goes on.
      reply.raw.once('close', ticket.withdraw);
      if ((await ticket.decision) === 'admitted') {
        turns.set(request, ticket);
        await start();
        return;
      }
      noteRefusal();
    }
    reply.header('retry-after', String(SERVER_BUSY_RETRY_AFTER_SECONDS));
    return sendError(request, reply, 503, requestErrors.busy);
  });
}
