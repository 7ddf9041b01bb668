import type { Insights } from '../../machines/insights.types';
import type { InsightPeriod } from '../../src/shared/insightsPeriod';

// The Insights tab's path tests: a Florida today and the figures the server would answer for a period.

/** A Friday; the last Sunday of October 2026 was the 25th and summer time ended on Sunday 1 November. */
export const TODAY = '2026-11-27';

/** Figures for `period`: what they count matters only in the browser test, so one lead of each kind. */
export function figuresFor(period: InsightPeriod): Insights {
  return {
    period: { ...period, previous_from: '2026-01-01', previous_to: '2026-01-31', bucket: 'day' },
    leads: [{ start: period.from, estimate: 1, inquiry: 1 }],
    previous_leads: [{ start: '2026-01-01', estimate: 0, inquiry: 1 }],
    sources: [{ source: 'Not said', leads: 2 }],
    cities: [{ city: 'Tampa', leads: 2 }],
    funnel: [
      { status: 'new', leads: 2 },
      { status: 'contacted', leads: 1 },
      { status: 'quoted', leads: 0 },
      { status: 'won', leads: 0 },
      { status: 'lost', leads: 0 },
    ],
    speed: [
      {
        week: period.from,
        leads: 2,
        contacted: 1,
        median_seconds: 240,
        p90_seconds: 240,
        within_5_minutes: 1,
        within_hour: 1,
      },
    ],
    visits: { booked: 1, done: 0, no_show: 0, cancelled: 0 },
    services: [{ service: 'installation', leads: 1 }],
    product_categories: [{ category: 'Standby generators', leads: 1 }],
  };
}
