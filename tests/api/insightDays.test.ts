import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { productCategories } from '../../src/content/catalogue/categories';
import { insight_category_days } from '../../src/server/db/schema';
import { CATALOGUE_KEY } from '../../src/server/insights/catalogueMapping';
import { addDays, localDateOf } from '../../src/shared/appointments';
import { inquiryEntryName } from '../../src/shared/leads';
import { type LeadDetail, setUpStaffSuite } from '../helpers/staffSuite';

// Issue 40: the Insights figures are summed from per-day counts (migration 0016). Every change to a lead
// made through the real routes (a new lead, a status change, a first contact) and one made behind their
// back (a deletion, a catalogue that changed) shows in the very next call: the day is counted again.

type Insights = components['schemas']['Insights'];

const suite = setUpStaffSuite();
const { call } = suite;
const today = localDateOf(new Date());
const week = `from=${addDays(today, -6)}&to=${today}`;
const standby = productCategories.find((c) => c.slug === 'standby-generators');
const product = standby?.items[0];
if (!standby || !product) throw new Error('no standby generator in the catalogue');

async function figures(): Promise<Insights> {
  const answer = await call<Insights>('GET', `/insights?${week}`);
  expect(answer.status).toBe(200);
  return answer.body;
}
const stepCount = (insights: Insights, status: string) =>
  insights.funnel.find((step) => step.status === status)?.leads ?? 0;
const todays = (insights: Insights) => insights.leads.find((bucket) => bucket.start === today);
const standbyCount = (insights: Insights) =>
  insights.product_categories.find((c) => c.category === standby.title)?.leads ?? 0;
const speedLeads = (insights: Insights) => insights.speed.reduce((sum, w) => sum + w.leads, 0);
const speedContacted = (insights: Insights) => insights.speed.reduce((sum, w) => sum + w.contacted, 0);

describe('GET /staff/insights after the leads change', () => {
  it('counts a new inquiry, its status change and its deletion in the next call', async () => {
    const before = await figures();
    const id = await suite.inquiry({
      name: 'Rollup Rita',
      email: 'rollup-rita@example.com',
      phone: '4075550123',
      products: [{ name: inquiryEntryName(product.category, product.name) }],
    });
    const stored = await figures();
    expect(todays(stored)?.inquiry).toBe((todays(before)?.inquiry ?? 0) + 1);
    expect(stepCount(stored, 'new')).toBe(stepCount(before, 'new') + 1);
    expect(standbyCount(stored)).toBe(standbyCount(before) + 1);
    expect(speedLeads(stored)).toBe(speedLeads(before) + 1);

    const won = await call<LeadDetail>('PATCH', `/leads/${id}`, { body: { status: 'won' } });
    expect(won.status).toBe(200);
    const after = await figures();
    expect(stepCount(after, 'won')).toBe(stepCount(before, 'won') + 1);
    // A status change is the lead's first contact.
    expect(speedContacted(after)).toBe(speedContacted(before) + 1);

    const { db } = suite.server().database;
    await db.execute(sql`delete from inquiries where id = ${id}`);
    const deleted = await figures();
    expect(todays(deleted)?.inquiry ?? 0).toBe(todays(before)?.inquiry ?? 0);
    expect(stepCount(deleted, 'won')).toBe(stepCount(before, 'won'));
    expect(standbyCount(deleted)).toBe(standbyCount(before));
  });

  it('counts an estimate request by its city and answers, and its logged call', async () => {
    const before = await figures();
    const city = (insights: Insights) => insights.cities.find((c) => c.city === 'Jacksonville')?.leads ?? 0;
    const google = (insights: Insights) =>
      insights.sources.find((s) => s.source === 'Google Search')?.leads ?? 0;
    const id = await suite.guestEstimate(
      { service_type_id: 1, heard_about_option_id: 1, request_description: 'A standby unit, please.' },
      { city: 'Jacksonville' },
    );
    const stored = await figures();
    expect(city(stored)).toBe(city(before) + 1);
    expect(todays(stored)?.estimate).toBe((todays(before)?.estimate ?? 0) + 1);
    expect(google(stored)).toBe(google(before) + 1);

    const logged = await call<LeadDetail>('POST', `/leads/${id}/contacts`, { body: { channel: 'called' } });
    expect(logged.status).toBe(200);
    const called = await figures();
    expect(speedContacted(called)).toBe(speedContacted(stored) + 1);
    expect(stepCount(called, 'contacted')).toBe(stepCount(stored, 'contacted') + 1);
  });

  it('counts a day again when its categories were matched against another catalogue', async () => {
    await suite.inquiry({
      name: 'Catalogue Carl',
      email: 'catalogue-carl@example.com',
      phone: '4075550124',
      products: [{ name: inquiryEntryName(product.category, product.name) }],
    });
    const counted = await figures();
    const { db } = suite.server().database;
    // As a server with an older catalogue would have left it: every name matched to no category.
    await db.execute(sql`update ${insight_category_days} set catalogue = 'older', category = null`);
    const again = await figures();
    expect(again.product_categories).toEqual(counted.product_categories);
    const keys = await db.execute<{ catalogue: string }>(
      sql`select distinct catalogue from ${insight_category_days} where day = ${today}::date`,
    );
    expect(keys.rows).toEqual([{ catalogue: CATALOGUE_KEY }]);
  });

  it('misses no change committed while a day is being counted (PostgreSQL: two connections)', async (context) => {
    const database = suite.server().database;
    if (database.kind !== 'postgres') return context.skip('PGlite runs one statement at a time');
    const id = await suite.inquiry({
      name: 'Racing Rosa',
      email: 'racing-rosa@example.com',
      phone: '4075550125',
      products: [{ name: inquiryEntryName(product.category, product.name) }],
    });
    const before = await figures();
    // A status change on a connection of its own, not committed yet: its day is marked at commit only.
    const writer = await database.client.connect();
    try {
      await writer.query('begin');
      await writer.query(`update leads set status = 'won' where id = $1`, [id]);
      const during = await figures();
      expect(stepCount(during, 'won')).toBe(stepCount(before, 'won'));
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(stepCount(await figures(), 'won')).toBe(stepCount(before, 'won') + 1);
  });
});
