import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointment_closed_dates } from '../../src/server/db/schema';
import { closedDaysAhead, forgetClosedDays } from '../../src/server/leads/closedDays';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// Issue 41: one read of the closed days serves the leads of the next second. A closure another process
// stored (written here straight into the database) counts from the next read; one this process stored
// (forgetClosedDays, as closeDays calls it) counts at once. The monotonic clock is moved by hand.
let database: TestDatabase;
let monotonic = 1_000_000;

beforeAll(async () => {
  database = await createTestDatabase();
  vi.spyOn(performance, 'now').mockImplementation(() => monotonic);
});
afterEach(() => forgetClosedDays(database.db));
afterAll(async () => {
  vi.restoreAllMocks();
  await database.dispose();
});

// Wednesday 25 November 2026, 10 am in Florida.
const now = new Date('2026-11-25T15:00:00Z');
const close = (date: string) =>
  database.db.insert(appointment_closed_dates).values({ date, reason: 'Storm' }).onConflictDoNothing();

describe('the closed days a response time counts', () => {
  it('are read again once a second has passed, and not before', async () => {
    expect([...(await closedDaysAhead(database.db, now))]).toEqual([]);
    await close('2026-11-26');
    monotonic += 999;
    expect([...(await closedDaysAhead(database.db, now))]).toEqual([]);
    monotonic += 1;
    expect([...(await closedDaysAhead(database.db, now))]).toEqual(['2026-11-26']);
  });

  it('are read again at once after this process closed a day', async () => {
    expect(await closedDaysAhead(database.db, now)).not.toContain('2026-11-27');
    await close('2026-11-27');
    forgetClosedDays(database.db);
    expect(await closedDaysAhead(database.db, now)).toContain('2026-11-27');
  });

  it('are read again when the Florida date changes within the second', async () => {
    const beforeMidnight = new Date('2026-11-26T04:59:59Z');
    expect(await closedDaysAhead(database.db, beforeMidnight)).toContain('2026-11-26');
    // Past midnight in Florida, 26 November is today: still closed, and read anew for the new date.
    await close('2027-01-25');
    expect(await closedDaysAhead(database.db, new Date('2026-11-26T05:00:00Z'))).toContain('2027-01-25');
  });

  it('share one read between the leads that ask at the same moment', async () => {
    const [first, second] = [closedDaysAhead(database.db, now), closedDaysAhead(database.db, now)];
    expect(first).toBe(second);
    await first;
  });
});
