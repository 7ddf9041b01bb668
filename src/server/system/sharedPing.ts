/**
 * Health calls that arrive while a database ping is under way wait for that ping instead of sending their
 * own: a burst of health checks (several load balancers, a monitoring storm) costs the database one round
 * trip at a time, and every answer still comes from a ping that was running when the call arrived.
 */
export function sharedPing(ping: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= ping().finally(() => {
      running = undefined;
    });
    return running;
  };
}
