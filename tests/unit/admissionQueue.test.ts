import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdmissionDecision,
  type AdmissionOptions,
  AdmissionQueue,
  type AdmissionTicket,
} from '../../src/server/http/admissionQueue';

// The queue's clock and its deadlines' timers are both Vitest's fake ones, moved by hand.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function queue(options: Partial<AdmissionOptions> = {}): AdmissionQueue {
  return new AdmissionQueue({
    concurrency: 2,
    maxWaitMs: 250,
    standingWaitMs: 50,
    maxWaiting: 100,
    now: () => Date.now(),
    ...options,
  });
}

/** The decision once it is taken, or 'pending'; microtasks run first, timers do not. */
async function decided(ticket: AdmissionTicket): Promise<AdmissionDecision | 'pending'> {
  return Promise.race([ticket.decision, Promise.resolve().then(() => 'pending' as const)]);
}

/** A request that was admitted and holds its turn for `ms` before it is released. */
async function served(limiter: AdmissionQueue, ms: number): Promise<void> {
  const ticket = limiter.enter();
  expect(await decided(ticket)).toBe('admitted');
  vi.advanceTimersByTime(ms);
  ticket.release();
}

describe('AdmissionQueue', () => {
  it('admits up to its concurrency at once, and the next in line when a turn frees, first come first', async () => {
    const limiter = queue();
    const [a, b, c, d] = [limiter.enter(), limiter.enter(), limiter.enter(), limiter.enter()];
    expect(await decided(a)).toBe('admitted');
    expect(await decided(b)).toBe('admitted');
    expect(await decided(c)).toBe('pending');
    expect(await decided(d)).toBe('pending');
    expect(limiter.load).toEqual({ active: 2, waiting: 2 });

    vi.advanceTimersByTime(10);
    a.release();
    expect(await decided(c)).toBe('admitted');
    expect(await decided(d)).toBe('pending');
    b.release();
    expect(await decided(d)).toBe('admitted');
    expect(limiter.load).toEqual({ active: 2, waiting: 0 });
  });

  it('refuses a request whose wait for a turn ran out, and not before', async () => {
    const limiter = queue({ concurrency: 1 });
    const first = limiter.enter();
    const second = limiter.enter();
    vi.advanceTimersByTime(249);
    expect(await decided(second)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(await decided(second)).toBe('refused');
    expect(limiter.load).toEqual({ active: 1, waiting: 0 });
    // A refused request's release gives nothing back: the one turn is still the first request's.
    second.release();
    expect(await decided(limiter.enter())).toBe('pending');
    first.release();
  });

  it('refuses at once a request that would wait longer than allowed, judged by how long turns are held', async () => {
    const limiter = queue({ concurrency: 2, maxWaitMs: 250 });
    // Requests have held their turns 100 ms: with two turns, each place in line waits about 50 ms.
    for (let i = 0; i < 30; i++) await served(limiter, 100);
    const working = [limiter.enter(), limiter.enter()];
    const inLine = Array.from({ length: 5 }, () => limiter.enter());
    for (const ticket of inLine) expect(await decided(ticket)).toBe('pending');
    // The sixth in line would wait about 300 ms.
    const late = limiter.enter();
    expect(await decided(late)).toBe('refused');
    expect(limiter.load).toEqual({ active: 2, waiting: 5 });
    for (const ticket of [...working, ...inLine]) ticket.release();
  });

  it('lets a request wait only the short wait once the line has not emptied for the long one', async () => {
    const limiter = queue({ concurrency: 1, maxWaitMs: 250, standingWaitMs: 50 });
    const busy = limiter.enter();
    let waiting = limiter.enter();
    // Each waiter is replaced before its wait runs out, so the line never empties.
    for (let elapsed = 0; elapsed < 250; elapsed += 100) {
      vi.advanceTimersByTime(100);
      const next = limiter.enter();
      waiting.release();
      waiting = next;
    }
    const newcomer = limiter.enter();
    vi.advanceTimersByTime(49);
    expect(await decided(newcomer)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(await decided(newcomer)).toBe('refused');
    waiting.release();
    busy.release();

    // Once the line has emptied, a burst may wait the long wait again.
    const again = limiter.enter();
    const after = limiter.enter();
    vi.advanceTimersByTime(200);
    expect(await decided(after)).toBe('pending');
    again.release();
    expect(await decided(after)).toBe('admitted');
    after.release();
  });

  it('takes a request that leaves the line out of it, and frees a turn only once however often released', async () => {
    const limiter = queue({ concurrency: 1 });
    const first = limiter.enter();
    const gone = limiter.enter();
    const next = limiter.enter();
    gone.release();
    expect(await decided(gone)).toBe('refused');
    expect(limiter.load).toEqual({ active: 1, waiting: 1 });
    first.release();
    first.release();
    expect(await decided(next)).toBe('admitted');
    expect(limiter.load).toEqual({ active: 1, waiting: 0 });
    next.release();
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });

  it('lets a client that leaves give up its place in line, but not a turn its work still holds', async () => {
    const limiter = queue({ concurrency: 1 });
    const working = limiter.enter();
    const leaving = limiter.enter();
    const next = limiter.enter();
    // The admitted request's client left: its handler still runs, so its turn stays taken.
    working.withdraw();
    expect(limiter.load).toEqual({ active: 1, waiting: 2 });
    leaving.withdraw();
    expect(await decided(leaving)).toBe('refused');
    expect(limiter.load).toEqual({ active: 1, waiting: 1 });
    working.release();
    expect(await decided(next)).toBe('admitted');
    next.withdraw();
    expect(limiter.load).toEqual({ active: 1, waiting: 0 });
    next.release();
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses at once a request that waited unread longer than the short wait when no turn is free', async () => {
    const limiter = queue({ concurrency: 1, maxWaitMs: 1000, standingWaitMs: 150 });
    // Alone, a late request takes the free turn: a pause of the machine is no crowd.
    const alone = limiter.enter(500);
    expect(await decided(alone)).toBe('admitted');
    expect(await decided(limiter.enter(151))).toBe('refused');
    expect(limiter.load).toEqual({ active: 1, waiting: 0 });
    const inLine = limiter.enter(149);
    expect(await decided(inLine)).toBe('pending');
    alone.release();
    expect(await decided(inLine)).toBe('admitted');
    inLine.release();
    // A short wait below the loop's ordinary jitter does not make every slightly late request a refusal.
    const jittery = queue({ concurrency: 1, maxWaitMs: 250, standingWaitMs: 50 });
    const busy = jittery.enter();
    expect(await decided(jittery.enter(99))).toBe('pending');
    expect(await decided(jittery.enter(101))).toBe('refused');
    busy.release();
  });

  it('counts the time a request waited unread against its wait in line', async () => {
    const limiter = queue({ concurrency: 1, maxWaitMs: 250, standingWaitMs: 50 });
    const busy = limiter.enter();
    const late = limiter.enter(40);
    vi.advanceTimersByTime(209);
    expect(await decided(late)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(await decided(late)).toBe('refused');
    busy.release();
  });

  it('never lets a request wait when the wait is 0, and keeps the line within its length', async () => {
    const noWait = queue({ concurrency: 1, maxWaitMs: 0 });
    const held = noWait.enter();
    expect(await decided(held)).toBe('admitted');
    expect(await decided(noWait.enter())).toBe('refused');
    held.release();
    expect(await decided(noWait.enter())).toBe('admitted');

    const short = queue({ concurrency: 1, maxWaiting: 2 });
    const tickets = Array.from({ length: 4 }, () => short.enter());
    expect(await Promise.all(tickets.map(decided))).toEqual(['admitted', 'pending', 'pending', 'refused']);
  });
});
