import type { Db } from '../db/client';
import { cityCounts } from './cities';
import { funnel } from './funnel';
import { countChangedDays } from './insightDays';
import type { ResolvedPeriod } from './insightsPeriod';
import { leadBuckets } from './leadBuckets';
import { categoryCounts } from './productCategories';
import { requestAnswers } from './requestAnswers';
import { speedToLead } from './speed';
import { visitCounts } from './visits';

/**
 * Every figure of the Insights tab for a period (GET /staff/insights), each from a grouped query of its
 * own in the database: Node only receives counts and names the fixed lists' ids. The leads' figures sum
 * per-day counts, so the days of both periods whose leads changed are counted again first.
 */
export async function insightsOf(db: Db, period: ResolvedPeriod) {
  await countChangedDays(db, period.previous_from, period.to);
  const [buckets, answers, cities, steps, speed, visits, categories] = await Promise.all([
    leadBuckets(db, period),
    requestAnswers(db, period),
    cityCounts(db, period),
    funnel(db, period),
    speedToLead(db, period),
    visitCounts(db, period),
    categoryCounts(db, period),
  ]);
  const { days: _days, ...shown } = period;
  return {
    period: shown,
    ...buckets,
    sources: answers.sources,
    cities,
    funnel: steps,
    speed,
    visits,
    services: answers.services,
    product_categories: categories,
  };
}
