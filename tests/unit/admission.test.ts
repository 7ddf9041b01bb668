import { describe, expect, it } from 'vitest';
import { admissionSettings, DEFAULT_CONCURRENCY, startOnePerTurn } from '../../src/server/http/admission';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('admission settings', () => {
  it("take the database's own concurrency unless API_CONCURRENCY says otherwise", () => {
    expect(admissionSettings({ apiConcurrency: undefined, apiQueueMs: 250 }, 'pglite')).toEqual({
      concurrency: DEFAULT_CONCURRENCY.pglite,
      maxWaitMs: 250,
      onePerTurn: true,
    });
    expect(admissionSettings({ apiConcurrency: undefined, apiQueueMs: 0 }, 'postgres')).toEqual({
      concurrency: DEFAULT_CONCURRENCY.postgres,
      maxWaitMs: 0,
      onePerTurn: false,
    });
    expect(admissionSettings({ apiConcurrency: 3, apiQueueMs: 250 }, 'postgres').concurrency).toBe(3);
  });
});

describe('startOnePerTurn', () => {
  it('lets admitted work start one per turn of the event loop, first come first', async () => {
    const start = startOnePerTurn();
    const started: string[] = [];
    for (const name of ['first', 'second', 'third']) void start().then(() => started.push(name));
    await nextTurn();
    expect(started).toEqual(['first']);
    await nextTurn();
    expect(started).toEqual(['first', 'second']);
    await nextTurn();
    expect(started).toEqual(['first', 'second', 'third']);
    // Idle, then asked again: it starts on the next turn, not never.
    await nextTurn();
    void start().then(() => started.push('later'));
    await nextTurn();
    expect(started).toContain('later');
  });
});
