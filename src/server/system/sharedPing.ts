/**
 * Health calls that arrive while a database ping is under way wait for that ping instead of sending their
 * own: a burst of health checks (several load balancers, a monitoring storm) costs the database one round
 * trip at a time, and every answer still comes from a ping that was started after the call arrived.
 *
 * A ping starts on the next turn of the event loop (setImmediate), after every request Node has already
 * read from its sockets in this turn: those calls then share it too. Started at once, a ping on the
 * embedded database (PGlite, which then ran on this thread) was often finished before the next call of
 * the same burst was even parsed, so under load nearly every call paid for its own.
 */
export function sharedPing(ping: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(ping).finally(() => {
      running = undefined;
    });
    return running;
  };
}
