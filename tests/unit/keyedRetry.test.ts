import { describe, expect, it } from 'vitest';
import {
  canRetry,
  isNoAnswer,
  isRetryable,
  keyedInput,
  nextSubmission,
  RETRY_DELAYS_MS,
  type Submission,
  settle,
  withRetry,
} from '../../machines/keyedRetry';
import { ApiError } from '../../src/api/client';
import { newKeyPrefix, submissionKey } from '../../src/shared/submissionKeys';

const body = { name: 'Ana', products: [{ name: 'Standby 22 kW', message: '' }] };
const refused = (status: number, retryAfterSeconds?: number) =>
  new ApiError(status, 'refused', { error: 'refused' }, retryAfterSeconds);

describe('submission keys', () => {
  it('makes a 128-bit random prefix, different each time', () => {
    const prefixes = new Set(Array.from({ length: 50 }, newKeyPrefix));
    expect(prefixes.size).toBe(50);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[0-9a-f]{32}$/);
    expect(submissionKey('abc', 3)).toBe('abc-3');
  });

  it('keeps the key while the same body is sent again, and numbers a new one when it changed', () => {
    const first = nextSubmission(null, body, 'p');
    expect(first).toMatchObject({ key: 'p-1', count: 1, retries: 0 });
    const retried = withRetry(first, new TypeError('Failed to fetch'));
    const again = nextSubmission(retried, structuredClone(body), 'p');
    expect(again).toMatchObject({ key: 'p-1', retries: 0, retryInMs: 0 });
    const changed = nextSubmission(again, { ...body, name: 'Ana Diaz' }, 'p');
    expect(changed).toMatchObject({ key: 'p-2', count: 2 });
    expect(keyedInput(changed, (b) => b.name)).toEqual({ key: 'p-2', body: 'Ana Diaz' });
    expect(() => keyedInput(null, (b) => b)).toThrow(/without a submission/);
  });
});

describe('a settled submission (answered, or kept in the outbox)', () => {
  it('is never sent again, and the next one, even of the same body, gets the next key', () => {
    const first = nextSubmission(null, body, 'p');
    const settled = settle(first);
    expect(settled).toMatchObject({ key: 'p-1', count: 1, settled: true });
    expect(() => keyedInput(settled, (b) => b)).toThrow(/settled/);
    expect(nextSubmission(settled, structuredClone(body), 'p')).toMatchObject({ key: 'p-2', count: 2 });
    expect(settle(null)).toBeNull();
  });

  it('tells no answer at all from an answer', () => {
    expect(isNoAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoAnswer(refused(503))).toBe(false);
    expect(isNoAnswer(refused(400))).toBe(false);
  });
});

describe('which failures are retried, and when', () => {
  it('retries no answer, 503 and 409 (the first try still running), never a refusal', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(refused(503))).toBe(true);
    expect(isRetryable(refused(409))).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 422, 429, 500])
      expect(isRetryable(refused(status))).toBe(false);
  });

  it('backs off 1, 2, 4 and 8 s, then gives up', () => {
    let submission: Submission<typeof body> = nextSubmission(null, body, 'p');
    const waits: number[] = [];
    const offline = new TypeError('Failed to fetch');
    while (canRetry(submission, offline)) {
      submission = withRetry(submission, offline);
      waits.push(submission.retryInMs);
    }
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(canRetry(null, offline)).toBe(false);
  });

  it("waits the server's Retry-After when it is longer, and gives up when it asks for more than 30 s", () => {
    const first = nextSubmission(null, body, 'p');
    expect(withRetry(first, refused(503, 5)).retryInMs).toBe(5_000);
    expect(withRetry(first, refused(503, 0)).retryInMs).toBe(RETRY_DELAYS_MS[0]);
    expect(canRetry(first, refused(503, 30))).toBe(true);
    expect(canRetry(first, refused(503, 31))).toBe(false);
  });
});
