import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { PGLITE_WORKER_FILE } from '../config/projectFiles';

// PGlite runs PostgreSQL as WebAssembly on the thread that calls it. On the server's own thread, every
// statement stopped the event loop while it ran: under a stream of inquiries more than half of that
// thread's time was PGlite's (issue 41's profile), so requests waited unread and the line was refused with
// 503 well before the machine's two cores were busy. Here it runs on a thread of its own
// (pgliteThread.worker.mjs), and this class answers the calls Drizzle's PGlite driver makes (query,
// transaction) by messages to it. Statements still run one at a time, in the order they were asked, with
// PGlite's own rules for transactions: a statement outside a transaction waits until an open one ends.

/** The type ids Drizzle reads as text: timestamp, timestamptz, interval, date, and the arrays of numeric,
 * timestamp, timestamptz, interval and date (drizzle-orm/pglite/session.js). Drizzle passes these parsers
 * with every query; functions cannot cross to the thread, so the thread installs them once. */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

export interface PgliteThreadOptions {
  /** PGlite's folder; undefined: in memory. */
  dataDir: string | undefined;
  /** A dumped data directory to start from (tests start each database from a migrated one). */
  snapshot: Blob | undefined;
  startParams: string[];
}

/** What one statement may ask of the thread (the options Drizzle passes that can cross). */
type StatementOptions = Pick<QueryOptions, 'rowMode'>;

type Request =
  | {
      op: 'query';
      tx: number;
      text: string;
      params: unknown[] | undefined;
      rowMode: StatementOptions['rowMode'];
    }
  | { op: 'exec'; tx: number; text: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } };
type Notification = { notification: { channel: string; payload: string } };

/** The calls a transaction's callback may make, as PGlite's own Transaction has them. */
export interface PgliteThreadTransaction {
  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** PGlite's WebAssembly, compiled once per process and shared by every database thread it starts. */
function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const { readFile } = await import('node:fs/promises');
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return WebAssembly.compile(await readFile(path.join(path.dirname(entry), 'pglite.wasm')));
  })();
  return compiled;
}

/** An error from the thread, with PostgreSQL's fields (code, severity, constraint) as errors.ts reads them. */
function threadError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private lastCall = 0;
  private ended = false;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (message: Reply | Notification) => {
      if ('notification' in message) {
        const { channel, payload } = message.notification;
        for (const listener of this.listeners.get(channel) ?? []) listener(payload);
        return;
      }
      const call = this.calls.get(message.id);
      this.calls.delete(message.id);
      if (message.error) call?.reject(threadError(message.error));
      else call?.resolve(message.value);
    });
    // A thread that died took the database with it: every waiting call fails, as every later one does.
    const lost = (error: Error) => {
      this.ended = true;
      for (const call of this.calls.values()) call.reject(error);
      this.calls.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`PGlite is closed (its thread exited with ${code})`)));
  }

  /** Starts the thread and resolves once its database is open. */
  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const worker = new Worker(PGLITE_WORKER_FILE, {
      workerData: {
        dataDir: options.dataDir,
        snapshot: options.snapshot,
        startParams: options.startParams,
        textTypes: DRIZZLE_TEXT_TYPES,
        wasmModule: await pgliteModule(),
      },
    });
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      worker.once('error', failed);
      worker.once('message', () => {
        worker.off('error', failed);
        resolve();
      });
    });
    return new PgliteThread(worker);
  }

  get closed(): boolean {
    return this.ended;
  }

  private call<T>(request: Request): Promise<T> {
    if (this.ended) return Promise.reject(new Error('PGlite is closed'));
    const id = ++this.lastCall;
    return new Promise<T>((resolve, reject) => {
      // The thread answers with the value the request names (pgliteThread.worker.mjs).
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this.call({ op: 'query', tx: 0, text, params, rowMode: options?.rowMode });
  }

  exec(text: string): Promise<Results[]> {
    return this.call({ op: 'exec', tx: 0, text });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.call({ op: 'end', tx: id, commit });
    };
    const tx: PgliteThreadTransaction = {
      query: async (text, params, options) => {
        open();
        return this.call({ op: 'query', tx: id, text, params, rowMode: options?.rowMode });
      },
      exec: async (text) => {
        open();
        return this.call({ op: 'exec', tx: id, text });
      },
      rollback: async () => {
        open();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  /** Calls `listener` with each NOTIFY on `channel`; resolves with the way to stop. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    const listeners = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, listeners);
    listeners.add(listener);
    if (listeners.size === 1) await this.call({ op: 'listen', channel });
    return async () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(channel) === listeners) {
        this.listeners.delete(channel);
        await this.call({ op: 'unlisten', channel });
      }
    };
  }

  /** The data directory as an uncompressed tar (tests start their databases from a migrated one). */
  dumpDataDir(): Promise<Blob> {
    return this.call({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (this.ended) return;
    await this.call({ op: 'close' });
    this.ended = true;
    await this.worker.terminate();
  }
}

/**
 * The thread as Drizzle's PGlite driver and migrator take it. They call only query() and transaction(),
 * which the thread answers as PGlite does; the type names the whole PGlite class, whose other members
 * (execProtocol and the like) the thread does not have.
 */
export function asDrizzleClient(thread: PgliteThread): PGlite {
  return thread as unknown as PGlite;
}
