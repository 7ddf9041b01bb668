/**
 * Gives back the memory start-up used and no longer needs (record 241). Building the app (the contract's
 * validators and serializers, the routes, the pages' Buffers) leaves V8's heap at about 86 MB with 43 MB
 * alive. V8 shrinks it by itself only once its memory reducer finds the process idle, about 9 s after start,
 * so a server restarted on an existing PGlite directory held 242-246 MB until then and 183 MB after.
 *
 * Two full collections right after the server listens do the same at once (about 60 ms, before anyone is
 * waiting): the first frees the garbage, the second gives back the pages the first left empty (V8 keeps them
 * committed until a later collection). Measured: 242-246 -> 202 MB from ready on an existing directory.
 *
 * It needs `node --expose-gc`, which npm start passes; without it this does nothing and V8 shrinks the heap
 * later, as before. The options form matters on Node 20: `gc({ execution: 'sync', ... })` only scavenges the
 * young generation there, while `execution: 'async'` runs the full collection.
 */
export async function releaseStartupGarbage(): Promise<void> {
  // `gc` exists only under --expose-gc, and Node's types do not declare it: the cast says what it is then.
  const collect = (globalThis as { gc?: (options: { type: 'major'; execution: 'async' }) => Promise<void> })
    .gc;
  if (!collect) return;
  await collect({ type: 'major', execution: 'async' });
  await collect({ type: 'major', execution: 'async' });
}
