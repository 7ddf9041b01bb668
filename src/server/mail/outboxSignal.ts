import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '../db/client';

/**
 * enqueueMail raises a PostgreSQL NOTIFY on this channel inside the business transaction. PostgreSQL
 * delivers it only when that transaction commits, so a woken worker always finds the new rows, and
 * every server process listening on the database wakes, not only the one that took the request.
 */
export const OUTBOX_CHANNEL = 'mail_outbox';

const LISTEN_RETRY_MS = 30_000;

/** Wakes every outbox worker once `tx` commits (new mail, or work that will become mail). */
export async function notifyOutbox(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

export interface OutboxListener {
  /** Subscribes if not subscribed (again after a lost connection); never throws. */
  ensure(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onNotify` whenever outbox rows were committed by any process. Polling covers any gap. `channel`:
 * another outbox's (the staff alerts' push outbox, push/pushSignal.ts).
 */
export function outboxListener(
  database: Database,
  onNotify: () => void,
  log: FastifyBaseLogger,
  channel: string = OUTBOX_CHANNEL,
): OutboxListener {
  return database.kind === 'pglite'
    ? pgliteListener(database.client, onNotify, log, channel)
    : postgresListener(database.client, onNotify, log, channel);
}

function pgliteListener(
  client: Extract<Database, { kind: 'pglite' }>['client'],
  onNotify: () => void,
  log: FastifyBaseLogger,
  channel: string,
): OutboxListener {
  let unsubscribe: (() => Promise<void>) | undefined;
  return {
    async ensure() {
      if (unsubscribe || client.closed) return;
      try {
        unsubscribe = await client.listen(channel, onNotify);
      } catch (err) {
        log.warn({ err, channel }, 'outbox: could not listen for new rows; polling only');
      }
    },
    async close() {
      const stop = unsubscribe;
      unsubscribe = undefined;
      if (stop && !client.closed) await stop().catch(() => undefined);
    },
  };
}

// LISTEN needs one connection of its own for as long as the worker runs; it is taken from the pool and
// given back (destroyed) when it fails, and the next ensure() takes a fresh one.
function postgresListener(
  pool: pg.Pool,
  onNotify: () => void,
  log: FastifyBaseLogger,
  channel: string,
): OutboxListener {
  let connection: pg.PoolClient | undefined;
  let nextTry = 0;
  const released = new WeakSet<pg.PoolClient>();
  // A failing connection can report both through its 'error' event and the pending query; release once.
  const drop = (client: pg.PoolClient, err?: Error) => {
    if (connection === client) connection = undefined;
    if (released.has(client)) return;
    released.add(client);
    client.release(err ?? true);
  };
  return {
    async ensure() {
      // While the database is away, the worker's poll reports it; retrying LISTEN every round would only
      // add a second warning per second.
      if (connection || Date.now() < nextTry) return;
      nextTry = Date.now() + LISTEN_RETRY_MS;
      let client: pg.PoolClient | undefined;
      try {
        client = await pool.connect();
        const listening = client;
        listening.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        listening.on('error', (err) => {
          log.warn({ err, channel }, 'outbox: listening connection failed; polling until it is back');
          drop(listening, err);
        });
        await listening.query(`LISTEN ${channel}`);
        connection = listening;
      } catch (err) {
        log.warn({ err, channel }, 'outbox: could not listen for new rows; polling only');
        if (client) drop(client, err instanceof Error ? err : undefined);
      }
    },
    async close() {
      const client = connection;
      if (!client) return;
      await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
      drop(client);
    },
  };
}
