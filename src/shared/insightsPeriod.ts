import { addDays, daysBetween, isCalendarDate } from './appointments';

// The periods of the staff page's Insights tab (issue 40), in Florida calendar dates (YYYY-MM-DD, both
// ends included) counted from Florida's today, which the caller reads with localDateOf (appointments.ts).
// GET /staff/insights takes the same dates and the same longest span.

export const INSIGHT_PRESETS = ['7', '30', '90', 'year'] as const;
export type InsightPreset = (typeof INSIGHT_PRESETS)[number];
/** A preset, or the staff member's own from–to. */
export type InsightChoice = InsightPreset | 'custom';

export interface InsightPeriod {
  from: string;
  to: string;
}

/** The longest span one request may cover: `to` at most this many days after `from` (a leap year's 366). */
export const MAX_INSIGHT_SPAN_DAYS = 366;

/** The picker's labels, in the order it shows them. */
export const INSIGHT_CHOICE_LABELS: Record<InsightChoice, string> = {
  '7': '7 days',
  '30': '30 days',
  '90': '90 days',
  year: 'This year',
  custom: 'From–to',
};

/** The last 7, 30 or 90 days up to and including today, or this year from 1 January. */
export function presetPeriod(preset: InsightPreset, today: string): InsightPeriod {
  if (preset === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  return { from: addDays(today, 1 - Number(preset)), to: today };
}

export const insightTexts = {
  fromInvalid: 'Enter the first day as a date.',
  toInvalid: 'Enter the last day as a date.',
  reversed: 'The first day must be on or before the last day.',
  future: 'The last day cannot be after today.',
  tooLong: `Choose at most ${MAX_INSIGHT_SPAN_DAYS + 1} days (a year) at once.`,
  loadFailed: 'The figures could not be loaded. Check the connection and try again.',
} as const;

/** Why a from–to cannot be shown, or null when it can. Today bounds it: the future has no leads. */
export function customPeriodError({ from, to }: InsightPeriod, today: string): string | null {
  if (!isCalendarDate(from)) return insightTexts.fromInvalid;
  if (!isCalendarDate(to)) return insightTexts.toInvalid;
  if (from > to) return insightTexts.reversed;
  if (to > today) return insightTexts.future;
  if (daysBetween(from, to) > MAX_INSIGHT_SPAN_DAYS) return insightTexts.tooLong;
  return null;
}
