import { APPOINTMENT_TIME_ZONE } from './appointments';
import { dateFormat } from './i18n/dateFormats';
import type { Locale } from './i18n/locales';
import { type Message, msg } from './i18n/message';

// The visitor's "when to expect a call" (issue 40), as the create answers of a lead carry it
// (server/leads/responseTime.ts computes it): the thank-you and the confirmation e-mail word it alike.

/** `within_minutes` when the company is open for the whole response time, else null and `by` says when. */
export interface CallExpectation {
  /** ISO 8601 instant. */
  by: string;
  within_minutes: number | null;
}

/** The placeholder values of the texts: `{minutes}`, or `{time}` and `{day}` in Florida time. */
export function callExpectationValues(
  expectation: CallExpectation,
  locale: Locale,
): { within: true; minutes: number } | { within: false; time: string; day: string } {
  if (expectation.within_minutes !== null) return { within: true, minutes: expectation.within_minutes };
  const by = new Date(expectation.by);
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateFormat(locale, { timeZone: APPOINTMENT_TIME_ZONE, ...options }).format(by);
  // Spanish says the hour on the 24-hour clock: "a las 13:15" needs no a.m./p.m., and no business hour is
  // 1 o'clock (the night hours are refused), which would need "a la".
  const hourCycle = locale === 'en' ? 'h12' : 'h23';
  return {
    within: false,
    // Intl pads a 24-hour hour ("08:15") even when asked for a numeric one.
    time: part({ hour: 'numeric', minute: '2-digit', hourCycle }).replace(/^0(?=\d)/, ''),
    day: part({ weekday: 'long' }),
  };
}

/** "We'll call you within 15 minutes." or "We'll call you by 8:15 AM on Monday." ('leads' namespace). */
export function callExpectationMessage(expectation: CallExpectation, locale: Locale): Message {
  const values = callExpectationValues(expectation, locale);
  return values.within
    ? msg('expectCall.within', { minutes: values.minutes })
    : msg('expectCall.by', { time: values.time, day: values.day });
}
