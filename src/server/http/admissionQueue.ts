// Which API requests the server works on now, which wait their turn and which it refuses (issue 25: refuse,
// don't queue). A request past capacity waits only as long as its answer can still come quickly; one that
// could not start in time is refused at once, so the client can come back later instead of waiting for
// an answer it will have given up on.

export type AdmissionDecision = 'admitted' | 'refused';

export interface AdmissionTicket {
  /** 'admitted' at once or when a turn frees; 'refused' at once or when the request's wait ran out. */
  readonly decision: Promise<AdmissionDecision>;
  /** The request's work is done (its handler settled): frees its turn, or leaves the line. Safe to call again. */
  release(): void;
  /**
   * Its client left: leaves the line if still waiting. Once admitted it does nothing, for the handler keeps
   * working (and holding a database connection) whether or not anyone waits for its answer.
   */
  withdraw(): void;
}

export interface AdmissionOptions {
  /** Requests worked on at once. */
  concurrency: number;
  /** The longest a request waits for its turn while the line keeps emptying (a burst). */
  maxWaitMs: number;
  /** The longest it waits once the line has not emptied for `maxWaitMs` (the server is behind). */
  standingWaitMs: number;
  /** Waiting requests at most, whatever their wait: a bound on memory. */
  maxWaiting: number;
  /** Milliseconds on a monotonic clock; tests move it by hand. */
  now?: () => number;
}

/** One request's place: in line, holding a turn, or done. */
interface Entry {
  state: 'waiting' | 'active' | 'done';
  admittedAt: number;
  settle(decision: AdmissionDecision): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Below this, a request's wait before it could ask is the event loop's ordinary jitter: a garbage
 * collection, a busy machine's scheduler.
 */
const MIN_BEHIND_MS = 100;

/** How much each finished request moves the average time a request holds its turn. */
const SERVICE_TIME_WEIGHT = 0.2;

/**
 * A concurrency limit with a line measured in time, after CoDel as used for request queues: while the
 * line keeps emptying, a request may wait up to `maxWaitMs` (a burst passes); once it has not emptied for
 * that long, the server is behind, and a request may only wait `standingWaitMs`, so the line stays short
 * and the requests it lets in are answered soon. A request is refused on arrival when its wait would be
 * longer (the requests ahead of it, times the recent average time a request holds its turn, shared by
 * the turns), or, finding no free turn, when it already waited unread longer than the short wait; and at
 * the end of its wait if it still has no turn.
 */
export class AdmissionQueue {
  private active = 0;
  private readonly waiting: Entry[] = [];
  private lastCaughtUpAt: number;
  private averageServiceMs = 0;
  private readonly now: () => number;

  constructor(private readonly options: AdmissionOptions) {
    this.now = options.now ?? (() => performance.now());
    this.lastCaughtUpAt = this.now();
  }

  /** Requests being worked on, and waiting (for logs and tests). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * A request asks for its turn. `waitedMs`: how long it already waited before it could ask (unread in its
   * socket while the event loop was busy, loopStall.ts), which counts against the wait it is allowed.
   */
  enter(waitedMs = 0): AdmissionTicket {
    const now = this.now();
    const behind = waitedMs > this.behindAfterMs();
    if (this.waiting.length === 0 && !behind) this.lastCaughtUpAt = now;
    // A free turn is taken whatever the wait: one late request alone (a pause of the machine) is no crowd.
    if (this.active < this.options.concurrency && this.waiting.length === 0) {
      this.active += 1;
      return this.ticket(
        { state: 'active', admittedAt: now, settle: () => {}, timer: undefined },
        'admitted',
      );
    }
    const allowedWait = this.allowedWait(now) - waitedMs;
    const expectedWait =
      ((this.waiting.length + 1) * this.averageServiceMs) / Math.max(1, this.options.concurrency);
    const lineFull = this.waiting.length >= this.options.maxWaiting;
    if (behind || lineFull || expectedWait > allowedWait || allowedWait <= 0) {
      return this.ticket({ state: 'done', admittedAt: now, settle: () => {}, timer: undefined }, 'refused');
    }
    let settle: (decision: AdmissionDecision) => void = () => {};
    const decision = new Promise<AdmissionDecision>((resolve) => {
      settle = resolve;
    });
    const entry: Entry = { state: 'waiting', admittedAt: now, settle, timer: undefined };
    entry.timer = setTimeout(() => this.giveUp(entry), allowedWait);
    this.waiting.push(entry);
    return this.ticket(entry, decision);
  }

  private ticket(entry: Entry, decision: AdmissionDecision | Promise<AdmissionDecision>): AdmissionTicket {
    return {
      decision: Promise.resolve(decision),
      release: () => this.release(entry),
      withdraw: () => {
        if (entry.state === 'waiting') this.release(entry);
      },
    };
  }

  /**
   * A request that finds every turn taken and waited unread longer than the short wait (or than the loop's
   * jitter) shows the server is behind, whatever its line says: refusing it costs little, and the time goes
   * to the requests let in.
   */
  private behindAfterMs(): number {
    return Math.max(this.options.standingWaitMs, MIN_BEHIND_MS);
  }

  /** The long wait while the server keeps catching up; the short one once it has been behind that long. */
  private allowedWait(now: number): number {
    const standing = now - this.lastCaughtUpAt >= this.options.maxWaitMs;
    return standing ? Math.min(this.options.standingWaitMs, this.options.maxWaitMs) : this.options.maxWaitMs;
  }

  private giveUp(entry: Entry): void {
    if (entry.state !== 'waiting') return;
    this.leaveLine(entry);
    entry.settle('refused');
  }

  private release(entry: Entry): void {
    if (entry.state === 'waiting') {
      this.leaveLine(entry);
      entry.settle('refused');
      return;
    }
    if (entry.state !== 'active') return;
    entry.state = 'done';
    this.active -= 1;
    const heldMs = this.now() - entry.admittedAt;
    this.averageServiceMs += SERVICE_TIME_WEIGHT * (heldMs - this.averageServiceMs);
    this.admitWaiting();
  }

  private leaveLine(entry: Entry): void {
    entry.state = 'done';
    clearTimeout(entry.timer);
    const index = this.waiting.indexOf(entry);
    if (index >= 0) this.waiting.splice(index, 1);
    if (this.waiting.length === 0) this.lastCaughtUpAt = this.now();
  }

  private admitWaiting(): void {
    while (this.active < this.options.concurrency) {
      const next = this.waiting.shift();
      if (!next) return;
      if (this.waiting.length === 0) this.lastCaughtUpAt = this.now();
      clearTimeout(next.timer);
      next.state = 'active';
      next.admittedAt = this.now();
      this.active += 1;
      next.settle('admitted');
    }
  }
}
