import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';

export interface HeldTransaction {
  /** Resolves when a transaction has come to the gate and waits there. */
  reached: Promise<void>;
  /** Lets it begin. */
  release(): void;
}

export interface ControlledDatabase {
  /**
   * Makes the next transaction an HTTP request starts wait before it begins until the test releases it: a
   * request's work then stays unfinished for as long as the test needs, on PGlite too (one connection: a
   * lock held in another transaction would stop every other statement as well). Nothing is held inside a
   * transaction, so every other statement of the app runs meanwhile. The background workers' transactions
   * (the mail round's escalation, the push settlement) pass: holding one of them instead let the request
   * finish, which made the takeover test flaky on PostgreSQL.
   */
  hold(): HeldTransaction;
  /** Marks each request of `app` so `hold()` knows a request's transaction; call before it listens. */
  watchRequests(app: FastifyInstance): void;
  /** Makes every DELETE from `table` fail, as while the database is away, until `stop()`. */
  failDeletes(table: PgTable): { stop(): void };
}

/**
 * The app's database with two controls for tests; every other method is the real one (the wrapper
 * inherits from the Drizzle instance).
 */
export function controlledDatabase<D extends Database>(database: D): D & ControlledDatabase {
  let next: { arrived: () => void; gate: Promise<void> } | undefined;
  let failing: PgTable | undefined;
  const inRequest = new AsyncLocalStorage<true>();
  const real = database.db;
  const transaction: typeof real.transaction = async (work, config) => {
    const waiting = inRequest.getStore() ? next : undefined;
    if (waiting) {
      next = undefined;
      waiting.arrived();
      await waiting.gate;
    }
    return real.transaction(work, config);
  };
  const remove: typeof real.delete = (table) => {
    if (table === failing) throw new Error('Connection terminated unexpectedly (test)');
    return real.delete(table);
  };
  const db = Object.create(real, {
    transaction: { value: transaction },
    delete: { value: remove },
  }) as typeof real;
  return Object.assign(database, {
    db,
    hold(): HeldTransaction {
      let arrived = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      next = { arrived, gate };
      return { reached, release };
    },
    watchRequests(app: FastifyInstance) {
      // The callback form: the request's handler runs inside the store (as @fastify/request-context does).
      app.addHook('onRequest', (_request, _reply, done) => inRequest.run(true, done));
    },
    failDeletes(table: PgTable) {
      failing = table;
      return {
        stop: () => {
          failing = undefined;
        },
      };
    },
  });
}
