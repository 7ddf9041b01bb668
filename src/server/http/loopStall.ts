/** How often the heartbeat asks for a turn of the event loop. */
export const HEARTBEAT_MS = 10;

/**
 * How long the event loop has gone without a turn of its timers. A request is read from its socket only
 * when the loop gets round to it, so one read now has waited at least this long unread: the line no
 * admission queue sees: the server's own work (routing, e-mails, the drivers) keeps the loop from them.
 */
export class LoopStall {
  private lastBeatAt: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
    this.lastBeatAt = this.now();
  }

  start(): void {
    if (this.timer) return;
    const beat = () => {
      this.lastBeatAt = this.now();
      this.timer = setTimeout(beat, HEARTBEAT_MS);
      // The heartbeat measures; it must not keep a process alive that has nothing else to do.
      this.timer.unref();
    };
    beat();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Milliseconds the loop is late for the heartbeat now: 0 while it keeps up. */
  current(): number {
    return Math.max(0, this.now() - this.lastBeatAt - HEARTBEAT_MS);
  }
}
