// @ts-check
// The embedded database's own thread (pgliteThread.ts starts it). Plain JavaScript: Node 20 runs a worker's
// file as it is, without the TypeScript loader the tests and `npm run dev` use for everything else.
// Messages in: { id, op, ... } as pgliteThread.ts's `Request` describes; out: { id, value } or { id, error },
// and { notification: { channel, payload } } for a LISTEN.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir, snapshot, startParams, textTypes, wasmModule } = workerData;

const client = await PGlite.create({
  dataDir,
  loadDataDir: snapshot,
  // The lead inbox's search index (migration 0004) uses trigrams; PGlite loads an extension only when told.
  extensions: { pg_trgm },
  startParams,
  pgliteWasmModule: wasmModule,
});
// Drizzle reads these types as text and maps them itself (pgliteThread.ts, DRIZZLE_TEXT_TYPES).
for (const type of textTypes) client.parsers[type] = (/** @type {string} */ value) => value;

/** Open transactions by id: the PGlite transaction, and how to end it (true: commit). */
const open = new Map();
let lastTransaction = 0;
/** Channels listened to, with PGlite's unsubscribe. */
const listening = new Map();

/** The error's own fields (code, severity, constraint, ...) survive the copy to the main thread. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, name: error.name, message: error.message, stack: error.stack };
}

/** Begins a transaction held open until the main thread ends it; resolves with its id once it has begun. */
function begin() {
  const id = ++lastTransaction;
  return new Promise((begun, failed) => {
    const entry = { tx: undefined, end: (_commit) => {}, done: Promise.resolve() };
    entry.done = client.transaction(async (tx) => {
      entry.tx = tx;
      const commit = await new Promise((end) => {
        entry.end = end;
        open.set(id, entry);
        begun(id);
      });
      if (!commit) await tx.rollback();
    });
    // Before it began, a failure is the begin's; after, the caller hears it when it ends the transaction.
    entry.done.catch(failed);
  });
}

async function end(id, commit) {
  const transaction = open.get(id);
  if (!transaction) throw new Error('Transaction is closed');
  open.delete(id);
  transaction.end(commit);
  await transaction.done;
}

/** The connection (the client, or an open transaction) a statement runs on. */
function on(tx) {
  if (!tx) return client;
  const transaction = open.get(tx);
  if (!transaction) throw new Error('Transaction is closed');
  return transaction.tx;
}

async function answer(message, reply) {
  switch (message.op) {
    case 'query':
      return reply(await on(message.tx).query(message.text, message.params, { rowMode: message.rowMode }));
    case 'exec':
      return reply(await on(message.tx).exec(message.text));
    case 'begin':
      return reply(await begin());
    case 'end':
      return reply(await end(message.tx, message.commit));
    case 'listen': {
      if (!listening.has(message.channel)) {
        const stop = await client.listen(message.channel, (payload) => {
          port.postMessage({ notification: { channel: message.channel, payload } });
        });
        listening.set(message.channel, stop);
      }
      return reply(undefined);
    }
    case 'unlisten': {
      const stop = listening.get(message.channel);
      listening.delete(message.channel);
      if (stop) await stop();
      return reply(undefined);
    }
    case 'dump':
      return reply(await client.dumpDataDir('none'));
    case 'close':
      if (!client.closed) await client.close();
      reply(undefined);
      port.close();
      return;
    default:
      throw new Error(`unknown request ${message.op}`);
  }
}

port.on('message', (message) => {
  let replied = false;
  const reply = (value) => {
    replied = true;
    port.postMessage({ id: message.id, value });
  };
  answer(message, reply).catch((error) => {
    if (!replied) port.postMessage({ id: message.id, error: plainError(error) });
  });
});
port.postMessage({ ready: true });
