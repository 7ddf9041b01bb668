import { failureRetryAfterSeconds, failureStatus } from '../src/shared/apiErrors';
import { IDEMPOTENCY_KEY_HEADER, submissionKey } from '../src/shared/submissionKeys';

// How a lead form sends what the visitor submitted so that it arrives exactly once (issue 25): each
// submission has an Idempotency-Key, a failure the server may not have seen through (no answer at all, 503,
// or 409 while the first try is still running) is retried with the same key after a back-off, and sending
// the same thing again after the retries ran out reuses the key too, so a lead stored at the moment the
// connection dropped is answered, not stored again.

/** A keyed call's input: the key and the body, as first sent. */
export interface Keyed<Body> {
  key: string;
  body: Body;
}

/** One submission as it is being sent. */
export interface Submission<Body> extends Keyed<Body> {
  /** Its number under the form's key prefix. */
  count: number;
  /** Retries made so far. */
  retries: number;
  /** The wait before the next retry. */
  retryInMs: number;
  /**
   * Answered, or kept in the phone's outbox (issue 29): its key is never sent by the form again, and the next
   * submission, even of the same form, gets the next number. (Back to null, the count would start over and
   * a later submission would reuse the first key with another body, which the server refuses.)
   */
  settled?: true;
}

/** Waits before the 1st, 2nd, ... retry: about 15 s in all before the visitor is told it failed. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;

/** A server's Retry-After is honoured up to this; a longer one means "not now", and the visitor is told. */
const LONGEST_WAIT_MS = 30_000;

const sameBody = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The submission for `body`: the previous one again (same key, retries from zero) when nothing changed since
 * it was last sent without success (`same`: equal as JSON, or e.g. the same file), otherwise the next key
 * under `prefix`.
 */
export function nextSubmission<Body>(
  previous: Submission<Body> | null,
  body: Body,
  prefix: string,
  same: (a: Body, b: Body) => boolean = sameBody,
): Submission<Body> {
  if (previous && !previous.settled && same(previous.body, body))
    return { ...previous, retries: 0, retryInMs: 0 };
  const count = (previous?.count ?? 0) + 1;
  return { key: submissionKey(prefix, count), body, count, retries: 0, retryInMs: 0 };
}

/** `submission` once answered or handed to the outbox: kept for its number, never sent again. */
export function settle<Body>(submission: Submission<Body> | null): Submission<Body> | null {
  return submission && { ...submission, retries: 0, retryInMs: 0, settled: true };
}

/** No answer at all (the network, or the browser offline): the failure has no HTTP status. */
export function isNoAnswer(error: unknown): boolean {
  return failureStatus(error) === undefined;
}

/** Whether the server may not have seen the submission through: no answer, 503, or its first try still running. */
export function isRetryable(error: unknown): boolean {
  const status = failureStatus(error);
  return status === undefined || status === 503 || status === 409;
}

/** Whether `submission` should be tried again after `error`. */
export function canRetry(submission: Submission<unknown> | null, error: unknown): boolean {
  if (!submission || submission.retries >= RETRY_DELAYS_MS.length || !isRetryable(error)) return false;
  const retryAfter = failureRetryAfterSeconds(error);
  return retryAfter === undefined || retryAfter * 1000 <= LONGEST_WAIT_MS;
}

interface Submitting {
  context: { submission: Submission<unknown> | null };
}

/** The machines' `canRetry` guard, on a call's error event. */
export const mayRetry = ({ context, event }: Submitting & { event: object }): boolean =>
  'error' in event && canRetry(context.submission, event.error);

/** The machines' `retryDelay`: the wait scheduled by the last failure. */
export const retryDelay = ({ context }: Submitting): number => context.submission?.retryInMs ?? 0;

/** The submission with one more retry scheduled: the back-off, or the server's Retry-After if longer. */
export function withRetry<Body>(submission: Submission<Body>, error: unknown): Submission<Body> {
  const backOff = RETRY_DELAYS_MS[submission.retries] ?? LONGEST_WAIT_MS;
  const asked = (failureRetryAfterSeconds(error) ?? 0) * 1000;
  return { ...submission, retries: submission.retries + 1, retryInMs: Math.max(backOff, asked) };
}

/**
 * A keyed call's input for a submission that must exist (the machine is in a sending state): its key, and
 * the body `make` builds from what was submitted.
 */
export function keyedInput<Submitted, Body>(
  submission: Submission<Submitted> | null,
  make: (submitted: Submitted) => Body,
): Keyed<Body> {
  if (!submission) throw new Error('a keyed call started without a submission');
  if (submission.settled) throw new Error('a settled submission was about to be sent again');
  return { key: submission.key, body: make(submission.body) };
}

/** The state that waits out the back-off before entering `call`'s state again; `busy` is the form's busy tag. */
export function retryWait(call: string, busy: string) {
  return { tags: [busy, 'retrying'], after: { retryDelay: call } };
}

/** The request headers that carry a submission's key. */
export function keyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}
