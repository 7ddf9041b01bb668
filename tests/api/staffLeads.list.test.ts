import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '../../src/shared/leadInbox';
import { seedLeads } from '../helpers/leadSeeder';
import { type LeadCounts, type LeadList, setUpStaffSuite } from '../helpers/staffSuite';

const suite = setUpStaffSuite();
const { call } = suite;
const tag = () => randomBytes(4).toString('hex');
type Item = LeadList['leads'][number];

const list = async (query: string) => {
  const res = await call<LeadList>('GET', `/leads?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ids = (items: Item[]) => items.map((lead) => lead.id);

/** Newest first; leads received at the same moment in descending id order. */
function inListOrder(items: Item[]): boolean {
  return items.every((lead, i) => {
    const prev = items[i - 1];
    if (!prev) return true;
    return prev.created_at > lead.created_at || (prev.created_at === lead.created_at && prev.id > lead.id);
  });
}

/** Every page of a query, following next_cursor; `between` runs after each page. */
async function allPages(query: string, between: (page: number) => Promise<void> = async () => {}) {
  const pages: Item[][] = [];
  let cursor: string | null = null;
  do {
    const body: LeadList = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(body.leads);
    cursor = body.next_cursor;
    await between(pages.length);
  } while (cursor);
  return pages;
}

// The seeded leads' statuses and kinds follow their number n = 1..SEEDED (see leadSeeder.ts).
const SEEDED = 57;
const statusOf = (n: number) => LEAD_STATUSES[n % 5];
const kindOf = (n: number) => (n % 3 === 0 ? 'estimate' : 'inquiry');
const numbers = Array.from({ length: SEEDED }, (_, i) => i + 1);

describe('pages', () => {
  it('walks every lead once, newest first, while new leads arrive', async () => {
    const seed = tag();
    // A year ago, so that this file's other leads sort before them; every fourth shares a time.
    await seedLeads(suite.server().database.db, SEEDED, {
      tag: seed,
      newest: new Date(Date.now() - 365 * 86_400_000),
      stepMs: 1000,
    });
    const whole = await list(`q=seed ${seed}&limit=100`);
    expect(whole.leads).toHaveLength(SEEDED);
    expect(whole.next_cursor).toBeNull();
    expect(inListOrder(whole.leads)).toBe(true);
    expect(new Set(whole.leads.map((lead) => lead.created_at)).size).toBeLessThan(SEEDED);

    const pages = await allPages(`q=seed ${seed}&limit=10`, async (page) => {
      // Newer leads of the same search arrive while the staff member reads page 2.
      if (page === 2) await seedLeads(suite.server().database.db, 5, { tag: seed });
    });
    expect(pages.map((page) => page.length)).toEqual([10, 10, 10, 10, 10, 7]);
    expect(pages.flat().map((lead) => lead.id)).toEqual(ids(whole.leads));

    const fresh = await list(`q=seed ${seed}&limit=100`);
    expect(fresh.leads).toHaveLength(SEEDED + 5);
    expect(ids(fresh.leads).slice(5)).toEqual(ids(whole.leads));
  });

  it('answers the default page of 50 and an empty last page without a cursor', async () => {
    const seed = tag();
    await seedLeads(suite.server().database.db, 51, { tag: seed });
    const first = await list(`q=seed ${seed}`);
    expect(first.leads).toHaveLength(50);
    const second = await list(`q=seed ${seed}&cursor=${first.next_cursor}`);
    expect(second.leads).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    expect(new Set(ids([...first.leads, ...second.leads])).size).toBe(51);
    expect((await list(`q=nothing ${seed}`)).leads).toEqual([]);
  });
});

describe('filters and counts', () => {
  it('filters by status and kind, alone and together with the search', async () => {
    const seed = tag();
    await seedLeads(suite.server().database.db, SEEDED, { tag: seed });
    const expected = (keep: (n: number) => boolean) => numbers.filter(keep).length;
    const won = await list(`q=seed ${seed}&status=won&limit=100`);
    expect(won.leads).toHaveLength(expected((n) => statusOf(n) === 'won'));
    expect(won.leads.every((lead) => lead.status === 'won')).toBe(true);
    const estimates = await list(`q=seed ${seed}&kind=estimate&limit=100`);
    expect(estimates.leads).toHaveLength(expected((n) => kindOf(n) === 'estimate'));
    expect(estimates.leads.every((lead) => lead.kind === 'estimate' && lead.city !== null)).toBe(true);
    const both = await list(`q=seed ${seed}&status=lost&kind=inquiry&limit=100`);
    expect(both.leads).toHaveLength(expected((n) => statusOf(n) === 'lost' && kindOf(n) === 'inquiry'));
    expect(inListOrder(both.leads)).toBe(true);

    const counts = await call<LeadCounts>('GET', `/leads/counts?q=seed ${seed}&kind=inquiry`);
    const inquiries = numbers.filter((n) => kindOf(n) === 'inquiry');
    expect(counts.body).toEqual({
      counts: Object.fromEntries(
        LEAD_STATUSES.map((status) => [status, inquiries.filter((n) => statusOf(n) === status).length]),
      ),
      total: inquiries.length,
    });
    const all = (await call<LeadCounts>('GET', '/leads/counts')).body;
    expect(all.total).toBe(Object.values(all.counts).reduce((sum, n) => sum + n, 0));
    expect(all.total).toBeGreaterThanOrEqual(SEEDED);
  });

  it('searches names, addresses, phone numbers and text, ignoring case and wildcards', async () => {
    const last = `Quintero-${tag()}`;
    const hum = `hum ${tag()}`;
    const estimate = await suite.guestEstimate(
      { service_type_id: 1, request_description: 'Our 100% solar_backup needs a TRANSFER switch.' },
      { first_name: 'Marisol', last_name: last, email: `m.${last}@example.com`, phone_number: '3215550177' },
    );
    const lookAlike = await suite.guestEstimate({ request_description: 'A solarXbackup and 1000 watts.' });
    const inquiry = await suite.inquiry({
      name: `Ines ${tag()}`,
      email: 'ines@example.com',
      phone: '3215550188',
      products: [{ name: 'Standby Propane', message: `Loud ${hum.toUpperCase()} from the unit` }],
    });
    const found = async (q: string) => ids((await list(`q=${encodeURIComponent(q)}&limit=100`)).leads);

    expect(await found(last.toLowerCase())).toEqual([estimate]);
    expect(await found(`m.${last}@EXAMPLE`)).toEqual([estimate]);
    for (const phone of ['3215550177', '321-555-0177', '(321) 555-0177', '555 0177']) {
      expect(await found(phone), phone).toEqual([estimate]);
    }
    expect(await found('transfer switch')).toEqual([estimate]);
    expect(await found('100%')).toEqual([estimate]);
    expect(await found('solar_backup')).toEqual([estimate]);
    expect(await found('solarXbackup')).toEqual([lookAlike]);
    expect(await found(hum)).toEqual([inquiry]);
    expect(await found('(321) 555-01')).toEqual(expect.arrayContaining([estimate, inquiry]));
    expect(await found(`no such ${tag()}`)).toEqual([]);
  });
});
