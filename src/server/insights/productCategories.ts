import { sql } from 'drizzle-orm';
import { productCategories } from '../../content/catalogue/categories';
import { productCategories as spanishCategories } from '../../content/es/catalogue/categories';
import { inquiryEntryName } from '../../shared/leads';
import type { Db } from '../db/client';
import { inquiry_items, leads } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { withinDates } from './periodSql';

/** Products whose name is not in the catalogue (renamed or removed since) are counted here. */
export const OTHER_CATEGORY = 'Other';

export interface CategoryCount {
  category: string;
  leads: number;
}

/**
 * Every name an inquiry list gives a catalogue item (the English list's prefixed name, the Spanish list's
 * full name) with its category's English title (the staff area is English). Built once from the catalogue,
 * so its size bounds what is sent to the database.
 */
const categoryOfName: readonly { name: string; category: string }[] = [
  ...productCategories.flatMap((category) =>
    category.items.map((item) => ({
      name: inquiryEntryName(item.category, item.name),
      category: category.title,
    })),
  ),
  ...spanishCategories.flatMap((category) => {
    const title =
      productCategories.find((english) => english.slug === category.slug)?.title ?? category.title;
    return category.items.map((item) => ({ name: item.name, category: title }));
  }),
];
const mapping = JSON.stringify(categoryOfName);

/**
 * The period's inquiries by the catalogue categories of the products they list: names are matched to
 * categories in the database against the catalogue's list, and each inquiry counts once per category.
 * An inquiry's lead has the inquiry's id, so the leads are read from the (kind, created_at, id) index alone.
 * Every category appears, zeros included, most first; `Other` when some name is not in the catalogue.
 */
export async function categoryCounts(db: Db, period: ResolvedPeriod): Promise<CategoryCount[]> {
  const { rows } = await db.execute<{ category: string | null; leads: number }>(sql`
    select catalogue.category, count(distinct ${inquiry_items.inquiry_id})::int as leads
    from ${leads}
    join ${inquiry_items} on ${inquiry_items.inquiry_id} = ${leads.id}
    left join jsonb_to_recordset(${mapping}::jsonb) as catalogue(name text, category text)
      on catalogue.name = ${inquiry_items.name}
    where ${leads.kind} = 'inquiry' and ${withinDates(leads.created_at, period.from, period.to)}
    group by catalogue.category`);
  const counts = new Map(rows.map((row) => [row.category ?? OTHER_CATEGORY, row.leads]));
  const listed = productCategories
    .map((c) => ({ category: c.title, leads: counts.get(c.title) ?? 0 }))
    .sort((a, b) => b.leads - a.leads);
  const other = counts.get(OTHER_CATEGORY) ?? 0;
  return other > 0 ? [...listed, { category: OTHER_CATEGORY, leads: other }] : listed;
}
