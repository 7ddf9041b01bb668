import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, LoopStall } from '../../src/server/http/loopStall';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoopStall', () => {
  it('reads 0 while the heartbeat keeps its time, and how late it is when the loop is held up', () => {
    const stall = new LoopStall(() => Date.now());
    stall.start();
    vi.advanceTimersByTime(5 * HEARTBEAT_MS);
    expect(stall.current()).toBe(0);
    // Time passes without the loop getting round to its timers, as while a long turn runs.
    vi.setSystemTime(Date.now() + HEARTBEAT_MS + 120);
    expect(stall.current()).toBe(120);
    // The loop's next turn runs the heartbeat, and the stall is over.
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(stall.current()).toBe(0);
    stall.stop();
  });

  it('stops beating when stopped', () => {
    const stall = new LoopStall(() => Date.now());
    stall.start();
    stall.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
