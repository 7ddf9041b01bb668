import { sql } from 'drizzle-orm';
import { productCategories } from '../../content/catalogue/categories';
import type { Db } from '../db/client';
import { insight_category_days } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';

/** Products whose name is not in the catalogue (renamed or removed since) are counted here. */
export const OTHER_CATEGORY = 'Other';

export interface CategoryCount {
  category: string;
  leads: number;
}

/**
 * The period's inquiries by the catalogue categories of the products they list, each inquiry once per
 * category: names were matched to categories when their day was counted (insightDays.ts), so the period
 * sums its days. Every category appears, zeros included, most first; `Other` when some name is not in the
 * catalogue.
 */
export async function categoryCounts(db: Db, period: ResolvedPeriod): Promise<CategoryCount[]> {
  const { rows } = await db.execute<{ category: string | null; leads: number }>(sql`
    select category, sum(leads)::int as leads
    from ${insight_category_days}
    where day between ${period.from}::date and ${period.to}::date
    group by category`);
  const counts = new Map(rows.map((row) => [row.category ?? OTHER_CATEGORY, row.leads]));
  const listed = productCategories
    .map((c) => ({ category: c.title, leads: counts.get(c.title) ?? 0 }))
    .sort((a, b) => b.leads - a.leads);
  const other = counts.get(OTHER_CATEGORY) ?? 0;
  return other > 0 ? [...listed, { category: OTHER_CATEGORY, leads: other }] : listed;
}
