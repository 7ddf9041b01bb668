import { addDays, localDateOf, weekdayOf, zonedInstant } from '../../shared/appointments';
import type { Locale } from '../../shared/i18n/locales';
import { type CallExpectation, callExpectationMessage } from '../../shared/responseTimeTexts';
import type { ResponsePolicy, WeekHours } from '../config/businessHours';
import { translate } from '../i18n/translate';

// When a lead should have been answered (issue 40): its response time counted in business hours only, in
// Florida time, daylight-saving changes included. The escalation sweep and the visitor's "when to expect a
// call" both read respondBy, so what the visitor is promised is what the company is held to.

const NO_DAYS: ReadonlySet<string> = new Set();

interface Opening {
  start: Date;
  end: Date;
}

/**
 * `minutes` after the company's midnight of `date`. Whole hours go through zonedInstant (which settles the
 * offset across a change); the minutes are added after, which is exact because business hours never fall
 * in the night hours a change skips or repeats (config/businessHours.ts refuses them).
 */
function atMinute(date: string, minutes: number): Date {
  const hourStart = zonedInstant(date, Math.floor(minutes / 60));
  return new Date(hourStart.getTime() + (minutes % 60) * 60_000);
}

/**
 * The first opening that ends after `at` (it may have begun already), on a day that is not `closed` (the
 * Florida dates staff closed); the week has an open day.
 */
export function openingAfter(at: Date, hours: WeekHours, closed: ReadonlySet<string> = NO_DAYS): Opening {
  const today = localDateOf(at);
  for (let offset = 0; offset <= 7 + closed.size; offset++) {
    const date = addDays(today, offset);
    const day = hours[weekdayOf(date)];
    if (!day || closed.has(date)) continue;
    const end = atMinute(date, day.close);
    if (end.getTime() > at.getTime()) return { start: atMinute(date, day.open), end };
  }
  throw new Error('the business hours have no open day');
}

/** The instant by which a lead received at `receivedAt` should be contacted; `closed`: see openingAfter. */
export function respondBy(
  receivedAt: Date,
  policy: ResponsePolicy,
  closed: ReadonlySet<string> = NO_DAYS,
): Date {
  let left = policy.responseMinutes * 60_000;
  let at = receivedAt;
  for (;;) {
    const opening = openingAfter(at, policy.hours, closed);
    const from = Math.max(at.getTime(), opening.start.getTime());
    if (from + left <= opening.end.getTime()) return new Date(from + left);
    left -= opening.end.getTime() - from;
    at = opening.end;
  }
}

/**
 * What the visitor is told: "within N minutes" when the whole response time runs now (the company is open
 * for all of it), else the instant itself ("by 8:15 AM on Monday").
 */
export function expectCall(
  receivedAt: Date,
  policy: ResponsePolicy,
  closed: ReadonlySet<string> = NO_DAYS,
): CallExpectation {
  const by = respondBy(receivedAt, policy, closed);
  const now = by.getTime() - receivedAt.getTime() === policy.responseMinutes * 60_000;
  return { by: by.toISOString(), within_minutes: now ? policy.responseMinutes : null };
}

/** The visitor's copy's line (none when the lead has no expectation), in the visitor's language. */
export function callLine(locale: Locale, callBy: CallExpectation | undefined): string[] {
  return callBy ? [translate(locale, callExpectationMessage(callBy, locale))] : [];
}
