import type { FastifyBaseLogger } from 'fastify';
import type { OutboxListener } from './outboxSignal';

export interface OutboxLoopOptions {
  /** One round: claim and send what is due. */
  round: () => Promise<void>;
  /** The log line of a round that failed (the database away, say); the loop goes on. */
  failure: string;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  /** How long wake-ups are gathered before a round, so a burst of rows is claimed together. */
  wakeDelayMs: number;
  /** Wake-ups from other transactions (outboxSignal.ts). */
  subscribe?: ((wake: () => void) => OutboxListener) | undefined;
}

/**
 * The polling loop an outbox worker runs (the mail outbox's and the staff alerts' push outbox): a round
 * every poll interval, or sooner when woken, gathered for `wakeDelayMs`; stopping lets the round in hand
 * finish. The worker keeps what a round does.
 */
export class OutboxLoop {
  private running: Promise<void> | undefined;
  private stoppingNow = false;
  private wakeRequested = false;
  private interruptSleep: (() => void) | undefined;
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;
  private listener: OutboxListener | undefined;

  constructor(private readonly options: OutboxLoopOptions) {}

  /** Whether stop() was called: a round in hand stops claiming more. */
  get stopping(): boolean {
    return this.stoppingNow;
  }

  /** Starts polling (and listening for wake-ups); idempotent. */
  start(): void {
    if (this.running) return;
    this.stoppingNow = false;
    this.listener = this.options.subscribe?.(() => this.wake());
    this.running = this.loop();
  }

  /** Looks for due rows now instead of at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeTimer ??= setTimeout(() => {
      this.wakeTimer = undefined;
      this.interruptSleep?.();
    }, this.options.wakeDelayMs);
    this.wakeTimer.unref();
  }

  /** Finishes the round in hand, then stops; call before the database closes. */
  async stop(): Promise<void> {
    this.stoppingNow = true;
    clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    this.interruptSleep?.();
    await this.running;
    this.running = undefined;
    await this.listener?.close();
    this.listener = undefined;
  }

  private async loop(): Promise<void> {
    while (!this.stoppingNow) {
      this.wakeRequested = false;
      await this.listener?.ensure();
      try {
        await this.options.round();
      } catch (err) {
        this.options.log.error({ err }, this.options.failure);
      }
      // A wake-up that came during the round is served after the gathering pause, not at once.
      if (!this.stoppingNow) {
        await this.sleep(this.wakeRequested ? this.options.wakeDelayMs : this.options.pollIntervalMs);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.interruptSleep = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.interruptSleep = done;
    });
  }
}
