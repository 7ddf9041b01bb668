import type { Insights } from './insights.types';

// What the Insights tab's charts plot (issue 40): the same figures as its tables (insights.tables.ts), as
// numbers per point. The charts are pictures of the tables beside them, hidden from screen readers.

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** "Nov 27": an axis label for a Florida calendar date. */
export function axisDay(date: string): string {
  return shortDay.format(new Date(`${date}T00:00:00Z`));
}

/** Each bucket's estimate requests and inquiries, and the same bucket of the period before. */
export function leadsSeries({ leads, previous_leads }: Insights) {
  return leads.map((bucket, i) => {
    const before = previous_leads[i];
    return {
      label: axisDay(bucket.start),
      estimate: bucket.estimate,
      inquiry: bucket.inquiry,
      previous: before ? before.estimate + before.inquiry : 0,
    };
  });
}

/** The funnel's steps in order, lost last. */
export function funnelSeries({ funnel }: Insights) {
  const order = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
  const names = { new: 'New', contacted: 'Contacted', quoted: 'Quoted', won: 'Won', lost: 'Lost' } as const;
  return order.map((status) => ({
    label: names[status],
    leads: funnel.find((step) => step.status === status)?.leads ?? 0,
  }));
}

/** Median and 90th percentile minutes to first contact per week; a week nobody was contacted has no point. */
export function speedSeries({ speed }: Insights) {
  const toMinutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);
  return speed.map((week) => ({
    label: axisDay(week.week),
    median: toMinutes(week.median_seconds),
    p90: toMinutes(week.p90_seconds),
  }));
}

export function visitsSeries({ visits }: Insights) {
  return [
    { label: 'Booked', visits: visits.booked },
    { label: 'Done', visits: visits.done },
    { label: 'No-show', visits: visits.no_show },
    { label: 'Cancelled', visits: visits.cancelled },
  ];
}

/** The leads of each source, city, service or product category, as the server ranked them. */
export function countSeries(
  insights: Insights,
  id: 'sources' | 'cities' | 'services' | 'productCategories',
): { label: string; leads: number }[] {
  switch (id) {
    case 'sources':
      return insights.sources.map(({ source, leads }) => ({ label: source, leads }));
    case 'cities':
      return insights.cities.map(({ city, leads }) => ({ label: city, leads }));
    case 'services':
      return insights.services.map(({ service, leads }) => ({ label: service, leads }));
    case 'productCategories':
      return insights.product_categories.map(({ category, leads }) => ({ label: category, leads }));
  }
}
