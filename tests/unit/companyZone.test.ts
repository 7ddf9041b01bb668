import { describe, expect, it } from 'vitest';
import { localDateOf, zonedInstant, zoneOffsetMinutes } from '../../src/shared/appointments';

// The zone's offset is held per quarter hour (issue 41); these compare it with Intl read afresh at every
// instant, across both of 2026's changes and at instants spread over a decade.
const fresh = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function freshFields(instant: Date) {
  const parts = Object.fromEntries(fresh.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

function freshOffset(instant: Date): number {
  const f = freshFields(instant);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

function freshDate(instant: Date): string {
  const f = freshFields(instant);
  return `${f.year}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

const MINUTE = 60_000;

describe('the company zone read through its quarter-hour memo', () => {
  it('changes the offset at the very minute daylight saving starts and ends', () => {
    // 8 March 2026, 2:00 EST = 07:00Z; 1 November 2026, 2:00 EDT = 06:00Z.
    for (const change of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z']) {
      const at = Date.parse(change);
      for (let minutes = -90; minutes <= 90; minutes += 1) {
        const instant = new Date(at + minutes * MINUTE + 17_000);
        expect(zoneOffsetMinutes(instant), instant.toISOString()).toBe(freshOffset(instant));
        expect(localDateOf(instant), instant.toISOString()).toBe(freshDate(instant));
      }
    }
    expect(zoneOffsetMinutes(new Date('2026-03-08T06:59:59Z'))).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-03-08T07:00:00Z'))).toBe(-240);
  });

  it('agrees with Intl at instants spread over ten years, midnights included', () => {
    const from = Date.parse('2020-01-01T00:00:00Z');
    for (let i = 0; i < 5000; i++) {
      // A prime step in seconds lands at every time of day over the years.
      const instant = new Date(from + i * 63_113 * 1000);
      expect(localDateOf(instant), instant.toISOString()).toBe(freshDate(instant));
      expect(zoneOffsetMinutes(instant), instant.toISOString()).toBe(freshOffset(instant));
    }
    expect(localDateOf(new Date('2026-11-28T04:59:59Z'))).toBe('2026-11-27');
    expect(localDateOf(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-28');
  });

  it('finds the window hours on both sides of a change', () => {
    expect(zonedInstant('2026-03-07', 8).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(zonedInstant('2026-03-08', 8).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(zonedInstant('2026-11-01', 13).toISOString()).toBe('2026-11-01T18:00:00.000Z');
  });

  it('refuses an invalid instant as Intl does', () => {
    expect(() => localDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});
