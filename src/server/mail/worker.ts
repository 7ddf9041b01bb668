import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { ownAttachments } from './attachments';
import { errorText, exponentialBackoff, isPermanent, MAIL_WORKER_DEFAULTS } from './deliveryPolicy';
import { OutboxLoop } from './outboxLoop';
import {
  type ClaimedRow,
  claimDueRows,
  markSent,
  type RowSettlement,
  sentValues,
  settleRow,
} from './outboxRows';
import type { OutboxListener } from './outboxSignal';
import { RECIPIENT_ALLOWANCE, type RecipientAllowance } from './recipientAllowance';
import type { MailMessage, MailTransport } from './transport';

export { MAIL_WORKER_DEFAULTS } from './deliveryPolicy';

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** The worker's clock; tests move it forward instead of waiting out the backoff. */
  now?: () => Date;
  /** How often to look for due rows when no NOTIFY woke the worker. */
  pollIntervalMs?: number;
  /** How long a wake-up waits for more commits before the worker looks (see deliveryPolicy.ts). */
  wakeDelayMs?: number;
  /** Due rows claimed by one statement. */
  batchSize?: number;
  /** Messages of a batch sent at once (an SMTP connection each). */
  parallelSends?: number;
  /** How long a claimed row belongs to this worker; after that another worker may retry it. */
  leaseMs?: number;
  /** Failed attempts after which a row is marked dead. */
  maxAttempts?: number;
  /** The wait before the next attempt, given how many attempts have failed so far (1, 2, ...). */
  backoffMs?: (failedAttempts: number) => number;
  /** Wake-ups from other transactions (see outboxSignal.ts). */
  subscribe?: (wake: () => void) => OutboxListener;
  /** Work done at the start of every round, on the worker's clock (turning requests into mail, clean-up). */
  tasks?: WorkerTask[];
  /** Messages an hour and a day to one address (recipientAllowance.ts). */
  allowance?: Pick<RecipientAllowance, 'perHour' | 'perDay'>;
  /** Addresses exempt from the allowance: the company inbox, which must get every lead. */
  unthrottled?: readonly string[];
}

/** One piece of background work; it keeps its own schedule and may throw (the round goes on). */
export interface WorkerTask {
  name: string;
  run(now: Date): Promise<unknown>;
}

interface Settlement {
  row: ClaimedRow;
  values: RowSettlement;
}

/**
 * Delivers the mail outbox. Any number of workers (in one or several processes) may run on one database:
 * a row is claimed with FOR UPDATE SKIP LOCKED and leased by moving its next_attempt_at forward, so only
 * one worker sends it, and a row whose worker died mid-send becomes due again when the lease runs out.
 */
export class MailWorker {
  private readonly options: Required<Omit<MailWorkerOptions, 'subscribe' | 'allowance' | 'unthrottled'>> &
    Pick<MailWorkerOptions, 'subscribe'>;
  private readonly allowance: RecipientAllowance;
  // Delivery results the database could not take when they happened (it was away); recorded first thing
  // next round, so a message sent during an outage is not sent again when its lease runs out.
  private unsettled: Settlement[] = [];
  private readonly loop: OutboxLoop;

  constructor(options: MailWorkerOptions) {
    this.options = {
      now: () => new Date(),
      backoffMs: exponentialBackoff(),
      tasks: [],
      ...MAIL_WORKER_DEFAULTS,
      ...options,
    };
    this.allowance = { ...RECIPIENT_ALLOWANCE, ...options.allowance, unthrottled: options.unthrottled ?? [] };
    this.loop = new OutboxLoop({
      round: async () => {
        await this.drain();
      },
      failure: 'mail outbox: could not read due mail',
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

  /** Looks for due mail now instead of at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  /** Finishes the messages in hand, then stops; call before the database closes. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * Sends everything due at `at` (default: the worker's clock) and answers how many rows it handled,
   * delivered or not. Tests call it with a later `at` to play out retries without waiting.
   */
  async drain(at?: Date): Promise<number> {
    await this.settleLeftovers();
    await this.runTasks(at ?? this.options.now());
    let handled = 0;
    while (!this.loop.stopping || at) {
      const now = at ?? this.options.now();
      const { db, batchSize, leaseMs, parallelSends } = this.options;
      const { claimed: batch, refused } = await claimDueRows(db, now, batchSize, leaseMs, this.allowance);
      // Counted without the address: the log must not become a list of who the site wrote to.
      for (const row of refused) {
        this.options.log.warn(
          { mailId: row.id, kind: row.kind, reason: row.reason },
          'mail refused: not sent',
        );
      }
      const sent: ClaimedRow[] = [];
      for (let first = 0; first < batch.length; first += parallelSends) {
        const wave = batch.slice(first, first + parallelSends);
        await Promise.all(wave.map((row) => this.deliver(row, now, sent)));
      }
      await this.settleSent(sent, now);
      handled += batch.length + refused.length;
      // A short batch was all that was due; mail committed since wakes the worker for another round.
      if (batch.length + refused.length < batchSize) break;
    }
    return handled;
  }

  private async runTasks(now: Date): Promise<void> {
    for (const task of this.options.tasks) {
      try {
        await task.run(now);
      } catch (err) {
        this.options.log.error({ err, task: task.name }, 'background task failed; it runs again next round');
      }
    }
  }

  private async settleLeftovers(): Promise<void> {
    const waiting = this.unsettled;
    this.unsettled = [];
    for (const [index, settlement] of waiting.entries()) {
      try {
        await this.settle(settlement.row, settlement.values);
      } catch (err) {
        this.unsettled.push(...waiting.slice(index));
        throw err;
      }
    }
  }

  /** Sends one row; a delivered row joins `sent` (settled with its batch), a failed one is settled now. */
  private async deliver(row: ClaimedRow, now: Date, sent: ClaimedRow[]): Promise<void> {
    const { transport, log } = this.options;
    const message: MailMessage = {
      id: row.id,
      to: row.to_address,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments: ownAttachments(row.attachments),
      kind: row.kind,
    };
    const context = { mailId: row.id, kind: row.kind, attempt: row.attempts };
    let failure: unknown;
    try {
      await transport.send(message);
    } catch (err) {
      failure = err ?? new Error('unknown delivery error');
    }
    if (failure === undefined) {
      sent.push(row);
      return;
    }
    const dead = isPermanent(failure) || row.attempts >= this.options.maxAttempts;
    const retryAt = new Date(now.getTime() + this.options.backoffMs(row.attempts));
    const values: RowSettlement = {
      status: dead ? 'dead' : 'pending',
      next_attempt_at: dead ? now : retryAt,
      last_error: errorText(failure),
    };
    try {
      await this.settle(row, values);
    } catch (err) {
      this.unsettled.push({ row, values });
      log.error(
        { ...context, err },
        'mail outbox: could not record the delivery result; will record it later',
      );
    }
    if (dead) log.error({ ...context, error: errorText(failure) }, 'mail dead: not retried any more');
    else log.warn({ ...context, error: errorText(failure), retryAt }, 'mail delivery failed; will retry');
  }

  /** Marks a batch's delivered rows sent; one the database cannot take now is recorded later. */
  private async settleSent(rows: ClaimedRow[], now: Date): Promise<void> {
    if (rows.length === 0) return;
    const { db, log } = this.options;
    try {
      await markSent(db, rows, now);
    } catch (err) {
      const values = sentValues(now);
      this.unsettled.push(...rows.map((row) => ({ row, values })));
      log.error(
        { mailIds: rows.map((row) => row.id), err },
        'mail outbox: could not record the delivery result; will record it later',
      );
    }
    for (const row of rows) log.info({ mailId: row.id, kind: row.kind, attempt: row.attempts }, 'mail sent');
  }

  /** Updates the row only while this worker's claim (same attempt number) still holds it. */
  private async settle(row: ClaimedRow, values: RowSettlement): Promise<void> {
    await settleRow(this.options.db, row, values);
  }
}
