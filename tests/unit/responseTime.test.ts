import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import {
  DEFAULT_BUSINESS_HOURS,
  parseBusinessHours,
  type ResponsePolicy,
} from '../../src/server/config/businessHours';
import { ConfigError, loadConfig } from '../../src/server/config/config';
import { expectCall, respondBy } from '../../src/server/leads/responseTime';
import { msg } from '../../src/shared/i18n/message';
import { inquirySentMessage } from '../../src/shared/inquirySent';
import { callExpectationValues } from '../../src/shared/responseTimeTexts';

// The deadline of a lead (issue 40): its response time counted in business hours only, Florida time.
// The brief's example hours (Mon-Fri 8-17, Sat 8-12) make the closed evenings and weekend easy to read.
const policy: ResponsePolicy = {
  hours: parseBusinessHours('Mon-Fri 08:00-17:00, Sat 08:00-12:00'),
  responseMinutes: 15,
};
const due = (iso: string, p: ResponsePolicy = policy) => respondBy(new Date(iso), p).toISOString();

describe('respondBy', () => {
  it('adds the response time to a lead received while open', () => {
    // Tuesday 24 November 2026, 10:00 EST.
    expect(due('2026-11-24T15:00:00Z')).toBe('2026-11-24T15:15:00.000Z');
    // At the opening minute itself.
    expect(due('2026-11-24T13:00:00Z')).toBe('2026-11-24T13:15:00.000Z');
  });

  it('skips the days staff closed (a holiday, a storm), however many in a row', () => {
    const closed = (...days: string[]) => new Set(days);
    const dueClosed = (iso: string, days: ReadonlySet<string>) =>
      respondBy(new Date(iso), policy, days).toISOString();
    // Thursday 26 November 2026 (Thanksgiving) closed: a lead on Wednesday 16:55 EST, 5 minutes before
    // closing, gets its last 10 minutes on Friday at 8:10.
    expect(dueClosed('2026-11-25T21:55:00Z', closed('2026-11-26'))).toBe('2026-11-27T13:10:00.000Z');
    // Received on the closed day itself, at noon: Friday 8:15.
    expect(dueClosed('2026-11-26T17:00:00Z', closed('2026-11-26'))).toBe('2026-11-27T13:15:00.000Z');
    // A storm closes Thursday to the next Wednesday (Sunday is closed anyway): Thursday 3 December 8:15.
    const storm = closed(...['26', '27', '28', '30'].map((d) => `2026-11-${d}`), '2026-12-01', '2026-12-02');
    expect(dueClosed('2026-11-26T17:00:00Z', storm)).toBe('2026-12-03T13:15:00.000Z');
    // A closed day after the deadline changes nothing.
    expect(dueClosed('2026-11-24T15:00:00Z', closed('2026-11-25'))).toBe('2026-11-24T15:15:00.000Z');
  });

  it('counts from the next opening on a closed evening, night and Sunday', () => {
    // Friday 27 November, 19:00 EST: Saturday 8:15.
    expect(due('2026-11-28T00:00:00Z')).toBe('2026-11-28T13:15:00.000Z');
    // Friday at the closing minute: nothing of the response time is left that day.
    expect(due('2026-11-27T22:00:00Z')).toBe('2026-11-28T13:15:00.000Z');
    // Saturday 13:00 and Sunday noon: Monday 8:15.
    expect(due('2026-11-28T18:00:00Z')).toBe('2026-11-30T13:15:00.000Z');
    expect(due('2026-11-29T17:00:00Z')).toBe('2026-11-30T13:15:00.000Z');
    // Monday 6:00, before opening: 8:15 the same morning.
    expect(due('2026-11-30T11:00:00Z')).toBe('2026-11-30T13:15:00.000Z');
  });

  it('carries what is left of the response time over a closing', () => {
    // Friday 16:50: 10 minutes on Friday, 5 on Saturday.
    expect(due('2026-11-27T21:50:00Z')).toBe('2026-11-28T13:05:00.000Z');
    // Saturday 11:55: 5 minutes on Saturday, 10 on Monday.
    expect(due('2026-11-28T16:55:00Z')).toBe('2026-11-30T13:10:00.000Z');
    // 10 business hours from Friday 15:00: 2 on Friday, 4 on Saturday, 4 on Monday (to 12:00).
    expect(due('2026-11-27T20:00:00Z', { ...policy, responseMinutes: 600 })).toBe('2026-11-30T17:00:00.000Z');
  });

  it('keeps Florida time across the spring change (8 March 2026)', () => {
    // Saturday 7 March 13:00 EST (UTC-5) → Monday 9 March 8:15 EDT (UTC-4).
    expect(due('2026-03-07T18:00:00Z')).toBe('2026-03-09T12:15:00.000Z');
    // Friday 6 March 16:50 EST → Saturday 8:05 EST, the day before the change.
    expect(due('2026-03-06T21:50:00Z')).toBe('2026-03-07T13:05:00.000Z');
  });

  it('keeps Florida time across the autumn change (1 November 2026)', () => {
    // Saturday 31 October 13:00 EDT → Monday 2 November 8:15 EST.
    expect(due('2026-10-31T17:00:00Z')).toBe('2026-11-02T13:15:00.000Z');
    // Saturday 11:55 EDT: 5 minutes before the change, 10 after it.
    expect(due('2026-10-31T15:55:00Z')).toBe('2026-11-02T13:10:00.000Z');
  });

  it('takes business hours that open on the half hour', () => {
    const late = { hours: parseBusinessHours('Mon-Sun 09:30-17:45'), responseMinutes: 30 };
    // Sunday 29 November 17:30 EST: 15 minutes on Sunday, 15 on Monday from 9:30.
    expect(due('2026-11-29T22:30:00Z', late)).toBe('2026-11-30T14:45:00.000Z');
  });
});

describe('expectCall', () => {
  it('promises minutes while open for the whole response time, else the instant', () => {
    expect(expectCall(new Date('2026-11-24T15:00:00Z'), policy)).toEqual({
      by: '2026-11-24T15:15:00.000Z',
      within_minutes: 15,
    });
    expect(expectCall(new Date('2026-11-28T00:00:00Z'), policy)).toEqual({
      by: '2026-11-28T13:15:00.000Z',
      within_minutes: null,
    });
    expect(expectCall(new Date('2026-11-27T21:50:00Z'), policy).within_minutes).toBeNull();
  });

  it("words the instant in the reader's language, in Florida time", () => {
    const later = { by: '2026-11-30T13:15:00.000Z', within_minutes: null };
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    const en = callExpectationValues(later, 'en');
    const es = callExpectationValues(later, 'es');
    expect(en.within ? null : [spaces(en.time), en.day]).toEqual(['8:15 AM', 'Monday']);
    expect(es.within ? null : [spaces(es.time), es.day]).toEqual(['8:15', 'lunes']);
    expect(callExpectationValues({ by: later.by, within_minutes: 15 }, 'es')).toEqual({
      within: true,
      minutes: 15,
    });
  });
});

describe('inquirySentMessage', () => {
  it('adds the expectation, or keeps the plain text for an answer stored before it existed', () => {
    expect(inquirySentMessage("We'll call you within 15 minutes.")).toEqual(
      msg('inquiry.sentCall', { call: "We'll call you within 15 minutes." }),
    );
    expect(inquirySentMessage(undefined)).toEqual(msg('inquiry.sent'));
  });
});

describe('BUSINESS_HOURS and RESPONSE_MINUTES', () => {
  const env = (extra: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...extra }, 'tool');

  it('default to the hours the site states and 15 minutes', () => {
    const { responsePolicy } = env({});
    expect(responsePolicy.responseMinutes).toBe(15);
    expect(responsePolicy.hours).toEqual(parseBusinessHours(DEFAULT_BUSINESS_HOURS));
    // src/content/site.ts: "Monday–Friday 7:00 am – 6:00 pm", "Saturday 8:00 am – 2:00 pm", Sunday closed.
    const stated = site.trust.hours.map((line) => `${line.days}: ${line.hours}`);
    expect(stated).toEqual([
      'Monday–Friday: 7:00 am – 6:00 pm',
      'Saturday: 8:00 am – 2:00 pm',
      'Sunday: Emergency line only',
    ]);
    const hours = responsePolicy.hours;
    expect(hours[0]).toBeNull();
    for (const day of [1, 2, 3, 4, 5]) expect(hours[day]).toEqual({ open: 7 * 60, close: 18 * 60 });
    expect(hours[6]).toEqual({ open: 8 * 60, close: 14 * 60 });
  });

  it("read the company's own, days not named being closed", () => {
    const { responsePolicy } = env({ BUSINESS_HOURS: 'sat-sun 10:00-16:30', RESPONSE_MINUTES: '30' });
    expect(responsePolicy).toEqual({
      hours: [{ open: 600, close: 990 }, null, null, null, null, null, { open: 600, close: 990 }],
      responseMinutes: 30,
    });
  });

  it.each([
    ['Mon-Fri 8-17', /not like "Mon-Fri 08:00-17:00"/],
    ['Mon-Fri 17:00-08:00', /closes before it opens/],
    ['Mon-Fri 08:00-17:00, Fri 18:00-19:00', /names fri a second time/],
    ['Mon-Fry 08:00-17:00', /"fry" is not a day/],
    ['Mon 08:00-25:00', /not a time of day/],
    ['Mon 02:30-09:00', /in the night/],
    [',', /no opening hours/],
  ])('refuse BUSINESS_HOURS=%s with a clear message', (value, problem) => {
    expect(() => env({ BUSINESS_HOURS: value })).toThrow(ConfigError);
    expect(() => env({ BUSINESS_HOURS: value })).toThrow(/BUSINESS_HOURS/);
    expect(() => env({ BUSINESS_HOURS: value })).toThrow(problem);
  });

  it('refuse a response time that is not 1-1440 minutes', () => {
    expect(() => env({ RESPONSE_MINUTES: '0' })).toThrow(/RESPONSE_MINUTES: expected an integer 1-1440/);
    expect(() => env({ RESPONSE_MINUTES: 'soon' })).toThrow(/RESPONSE_MINUTES/);
  });
});
