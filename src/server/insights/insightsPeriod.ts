import { APPOINTMENT_TIME_ZONE, addDays, daysBetween } from '../../shared/appointments';
import { customPeriodError, type InsightPeriod, insightTexts } from '../../shared/insightsPeriod';
import { httpError } from '../http/httpError';

/** Periods longer than this many days are counted per week (Monday to Sunday), shorter ones per day. */
export const DAILY_BUCKETS_UP_TO_DAYS = 31;

/** The company's time zone, written into the SQL text (a constant of ours, never a visitor's). */
export const ZONE = APPOINTMENT_TIME_ZONE;

/** The first day a period may start on. */
export const EARLIEST_DATE = '2000-01-01';

/** A valid period with its previous twin and how it is bucketed. */
export interface ResolvedPeriod {
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  bucket: 'day' | 'week';
  /** Days in the period, both ends included. */
  days: number;
}

/**
 * The period asked for, checked by the same rule as the staff page's picker (shared/insightsPeriod.ts, so
 * both say the same words), or a 400 with the rule's message. The previous period has the same number of
 * days and ends the day before `from`.
 */
export function resolvePeriod(query: InsightPeriod, today: string): ResolvedPeriod {
  const error = customPeriodError(query, today);
  if (error) throw httpError(400, error);
  // The calendar helpers count years below 100 as 19xx (Date.UTC), so a first day that old would give a
  // previous period in the wrong century; nothing the company stored is that old anyway.
  if (query.from < EARLIEST_DATE) throw httpError(400, insightTexts.fromInvalid);
  const days = daysBetween(query.from, query.to) + 1;
  return {
    from: query.from,
    to: query.to,
    previous_from: addDays(query.from, -days),
    previous_to: addDays(query.from, -1),
    bucket: days > DAILY_BUCKETS_UP_TO_DAYS ? 'week' : 'day',
    days,
  };
}
