// @ts-check
// The embedded database's own thread (pgliteThread.ts starts it). Plain JavaScript: Node 20 runs a worker's
// file as it is, without the TypeScript loader the tests and `npm run dev` use for everything else.
// Messages in: { id, op, ... } as pgliteThread.ts's `Request` describes; out: { id, value } or { id, error },
// and { notification: { channel, payload } } for a LISTEN.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
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

// A statement the server sends again and again (the lead's insert, the outbox's claims) is prepared once
// under a name and then only bound and run: PGlite's own query() parses and describes its text anew each
// time (parsing alone was 2.9 s of every 20 s of the database thread at 200 inquiries a second; decision
// 237). Plans stay custom (pgliteInit.ts). Only statements outside a transaction take this path, under the
// same two locks as query() on the client and followed by the same sync to disk; a text is named on its
// second use, and at most PREPARED_LIMIT of them, so statements built per call (search terms, lists) do not
// pile up.
const PREPARED_LIMIT = 200;
const SEEN_LIMIT = 2_000;
/** Texts used once so far. */
const seenOnce = new Set();
/** Named statements by text: the name and the types of their parameters. */
const prepared = new Map();
let lastStatement = 0;
const { serialize } = protocol;

/** Runs `message` and returns the backend's messages (throws the database's error). */
function run(message) {
  return client.execProtocolStream(message, { syncToFs: false });
}

/** A parameter as the wire takes it, by PGlite's serializer for its type, as query() does. */
function wireValue(value, type) {
  if (value === null || value === undefined) return null;
  const serializer = client.serializers[type];
  return serializer ? serializer(value) : value.toString();
}

/** The named statement for `text`, prepared now if this is its second use; undefined to run it as it is. */
async function statementFor(text) {
  const known = prepared.get(text);
  if (known) return known;
  if (prepared.size >= PREPARED_LIMIT) return undefined;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= SEEN_LIMIT) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  lastStatement += 1;
  const statement = { name: `s${lastStatement}`, types: [] };
  const described = [];
  try {
    await run(serialize.parse({ name: statement.name, text }));
    described.push(...(await run(serialize.describe({ type: 'S', name: statement.name }))));
  } finally {
    await run(serialize.sync());
  }
  statement.types = described.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
  seenOnce.delete(text);
  prepared.set(text, statement);
  return statement;
}

/** query() on the client, by a named statement once the text has been seen before. */
async function clientQuery(text, params = [], rowMode) {
  const ran = await client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const statement = await statementFor(text);
      if (!statement) return undefined;
      const messages = [];
      try {
        const values = params.map((value, i) => wireValue(value, statement.types[i]));
        messages.push(...(await run(serialize.bind({ statement: statement.name, values }))));
        messages.push(...(await run(serialize.describe({ type: 'P' }))));
        messages.push(...(await run(serialize.execute({}))));
      } catch (error) {
        // A table the statement reads changed its columns since it was prepared ("cached plan must not
        // change result type"): it is dropped and the text runs as it is.
        if (error?.code !== '0A000') throw error;
        prepared.delete(text);
        await run(serialize.sync());
        await run(serialize.close({ type: 'S', name: statement.name }));
        return undefined;
      } finally {
        messages.push(...(await run(serialize.sync())));
      }
      await client.syncToFs();
      return parse.parseResults(messages, client.parsers, { rowMode })[0];
    }),
  );
  return ran ?? client.query(text, params, { rowMode });
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
      if (!message.tx) return reply(await clientQuery(message.text, message.params, message.rowMode));
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
