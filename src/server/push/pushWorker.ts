import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { AlertPayload } from '../db/schema';
import { OutboxLoop } from '../mail/outboxLoop';
import type { OutboxListener } from '../mail/outboxSignal';
import {
  type ClaimedPush,
  claimDuePushes,
  forgetDevice,
  type PushSettlement,
  pruneSettled,
  settlePush,
} from './pushOutboxRows';
import type { PushDevice, PushResult } from './pushSender';

export const PUSH_WORKER_DEFAULTS = {
  // The wake-up (pushSignal.ts) brings a new alert within moments; the poll covers a lost signal and retries.
  pollIntervalMs: 5000,
  wakeDelayMs: 25,
  batchSize: 20,
  // Longer than a batch can take: every push of it at once, each answered within 10 s.
  leaseMs: 2 * 60_000,
  // With the default backoff, eight attempts span about two hours of push service trouble.
  maxAttempts: 8,
  // Sent and dead rows are kept a week (what happened to an alert, while anyone asks), pruned hourly.
  keepMs: 7 * 24 * 60 * 60_000,
  pruneEveryMs: 60 * 60_000,
} as const;

/** 30 s, 1, 2, 4 … minutes after the first, second, third … failure, at most an hour. */
export function pushBackoffMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** (failedAttempts - 1), 60 * 60_000);
}

export interface PushWorkerOptions {
  db: Db;
  send: (device: PushDevice, payload: AlertPayload) => Promise<PushResult>;
  /** Who is staff now (config STAFF_EMAILS): a device whose owner no longer is gets nothing. */
  staffEmails: readonly string[];
  log: FastifyBaseLogger;
  /** The worker's clock; tests move it forward instead of waiting out the backoff. */
  now?: () => Date;
  pollIntervalMs?: number;
  wakeDelayMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  backoffMs?: (failedAttempts: number) => number;
  /** How long sent and dead rows are kept, and how often they are pruned (on the worker's clock). */
  keepMs?: number;
  pruneEveryMs?: number;
  /** Wake-ups from other transactions (mail/outboxSignal.ts on the push channel). */
  subscribe?: (wake: () => void) => OutboxListener;
}

/**
 * Delivers the push outbox. Any number of workers (in one or several processes) may run on one database:
 * a row is claimed with FOR UPDATE SKIP LOCKED and leased, so one worker sends it. A device the push
 * service says is gone (404, 410) is forgotten with its queued alerts; other failures are retried with
 * backoff until maxAttempts, then the row is dead. Logs name the row, device id and kind, never the
 * endpoint or keys.
 */
export class PushWorker {
  private readonly options: Required<Omit<PushWorkerOptions, 'subscribe'>> &
    Pick<PushWorkerOptions, 'subscribe'>;
  private lastPrune = 0;
  private readonly loop: OutboxLoop;

  constructor(options: PushWorkerOptions) {
    this.options = { now: () => new Date(), backoffMs: pushBackoffMs, ...PUSH_WORKER_DEFAULTS, ...options };
    this.loop = new OutboxLoop({
      round: async () => {
        await this.drain();
      },
      failure: 'push outbox: could not read due alerts',
      log: this.options.log,
      pollIntervalMs: this.options.pollIntervalMs,
      wakeDelayMs: this.options.wakeDelayMs,
      subscribe: this.options.subscribe,
    });
  }

  /** Starts polling (and listening for wake-ups); idempotent. */
  start(): void {
    this.loop.start();
  }

  /** Looks for due alerts now instead of at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  /** Finishes the pushes in hand, then stops; call before the database closes. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * Sends everything due at `at` (default: the worker's clock) and answers how many rows it handled.
   * Tests call it with a later `at` to play out retries without waiting.
   */
  async drain(at?: Date): Promise<number> {
    await this.prune(at ?? this.options.now());
    let handled = 0;
    while (!this.loop.stopping || at) {
      const now = at ?? this.options.now();
      const { db, batchSize, leaseMs, staffEmails } = this.options;
      const batch = await claimDuePushes(db, now, batchSize, leaseMs, staffEmails);
      await Promise.all(batch.map((row) => this.deliver(row, now)));
      handled += batch.length;
      if (batch.length < batchSize) break;
    }
    return handled;
  }

  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < this.options.pruneEveryMs) return;
    this.lastPrune = now.getTime();
    try {
      const removed = await pruneSettled(this.options.db, new Date(now.getTime() - this.options.keepMs));
      if (removed > 0) this.options.log.debug({ removed }, 'push outbox: old rows pruned');
    } catch (err) {
      this.options.log.error({ err }, 'push outbox: could not prune old rows; will try next hour');
    }
  }

  private async deliver(row: ClaimedPush, now: Date): Promise<void> {
    const { db, log } = this.options;
    const context = {
      pushId: row.id,
      subscriptionId: row.subscriptionId,
      kind: row.kind,
      attempt: row.attempts,
    };
    try {
      if (!row.toStaff) {
        await settlePush(db, row, { status: 'dead', error: 'the device owner is not staff' }, now);
        log.warn(context, 'staff alert not sent: the device owner is not staff');
        return;
      }
      const result = await this.options.send(row, row.payload);
      if (result.outcome === 'gone') {
        await forgetDevice(db, row.subscriptionId);
        log.info({ ...context, status: result.status }, 'push subscription gone: removed');
        return;
      }
      const settlement = this.settlement(row, result, now);
      await settlePush(db, row, settlement, now);
      if (settlement.status === 'sent') log.info(context, 'staff alert pushed');
      else if (settlement.status === 'dead') {
        log.error({ ...context, error: settlement.error }, 'staff alert dead: not retried any more');
      } else {
        log.warn(
          { ...context, error: settlement.error, retryAt: settlement.retryAt },
          'staff alert push failed; will retry',
        );
      }
    } catch (err) {
      // The lease runs out and the row is tried again; a push sent but not recorded may arrive twice then.
      log.error({ ...context, err }, 'push outbox: could not record the result');
    }
  }

  private settlement(row: ClaimedPush, result: PushResult, now: Date): PushSettlement {
    if (result.outcome === 'delivered') return { status: 'sent' };
    if (result.outcome === 'gone') throw new Error('a gone device has no settlement');
    if (result.permanent || row.attempts >= this.options.maxAttempts) {
      return { status: 'dead', error: result.error };
    }
    return {
      status: 'pending',
      retryAt: new Date(now.getTime() + this.options.backoffMs(row.attempts)),
      error: result.error,
    };
  }
}
