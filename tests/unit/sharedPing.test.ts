import { describe, expect, it } from 'vitest';
import { sharedPing } from '../../src/server/system/sharedPing';

describe('sharedPing', () => {
  it('lets calls of one event-loop turn share a ping, and starts a new one after it', async () => {
    let pings = 0;
    const ping = sharedPing(async () => {
      pings += 1;
    });
    // A synchronous burst, as when several requests are read from their sockets in one turn.
    await Promise.all([ping(), ping(), ping()]);
    expect(pings).toBe(1);
    await ping();
    expect(pings).toBe(2);
  });

  it('starts no ping before the turn in which it was asked ends', async () => {
    let pings = 0;
    const ping = sharedPing(async () => {
      pings += 1;
    });
    const answer = ping();
    await Promise.resolve();
    expect(pings).toBe(0);
    await answer;
    expect(pings).toBe(1);
  });

  it('hands a failed ping to every caller that shared it, and tries again next time', async () => {
    let fail = true;
    const ping = sharedPing(async () => {
      if (fail) throw new Error('database away');
    });
    const results = await Promise.allSettled([ping(), ping()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(ping()).resolves.toBeUndefined();
  });
});
