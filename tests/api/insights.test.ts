import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { productCategories } from '../../src/content/catalogue/categories';
import { addDays, localDateOf } from '../../src/shared/appointments';
import { insightTexts } from '../../src/shared/insightsPeriod';
import { inquiryEntryName } from '../../src/shared/leads';
import { staffMessages } from '../../src/shared/staffMessages';
import { signUpUser } from '../helpers/accounts';
import { setUpStaffSuite } from '../helpers/staffSuite';
import { type SeedEstimate, type SeedInquiry, seedLead } from './insightsSeed';

// Issue 40, item 4: the owner's figures, on leads whose counts are known, written at chosen instants
// around the end of daylight-saving time (Sunday 1 November 2026, 2 AM EDT becomes 1 AM EST), so a lead
// late on Saturday or Sunday evening in Florida is already the next day (and, on Sunday, the next week)
// in UTC.

type Insights = components['schemas']['Insights'];

const suite = setUpStaffSuite();
const { call } = suite;

const itemName = (slug: string, index: number) => {
  const category = productCategories.find((c) => c.slug === slug);
  const item = category?.items[index];
  if (!item) throw new Error(`no item ${index} in ${slug}`);
  return inquiryEntryName(item.category, item.name);
};

beforeAll(async () => {
  const { db } = suite.server().database;
  const leads: (SeedEstimate | SeedInquiry)[] = [
    // Thursday 29 October, 00:10 EDT: the period's first day. Won; reached within a minute.
    {
      kind: 'inquiry',
      at: '2026-10-29T04:10:00Z',
      status: 'won',
      contactAfterS: 60,
      history: ['contacted', 'quoted', 'won'],
      products: [
        itemName('standby-generators', 0),
        itemName('standby-generators', 1),
        itemName('portable-generators', 0),
      ],
    },
    // Saturday 31 October, 23:30 EDT (Sunday 03:30 UTC): Saturday in Florida. A call logged, status still new.
    {
      kind: 'estimate',
      at: '2026-11-01T03:30:00Z',
      contactAfterS: 240,
      city: '  orlando',
      heardAbout: 1,
      serviceType: 1,
      visit: { bookedAfterMs: 600_000, status: 'done' },
    },
    // Sunday 1 November, 23:30 EST (Monday 04:30 UTC): still Sunday, and the week of 26 October, in Florida.
    {
      kind: 'estimate',
      at: '2026-11-02T04:30:00Z',
      status: 'quoted',
      contactAfterS: 1800,
      history: ['contacted', 'quoted'],
      city: 'Orlando',
      heardAbout: 1,
      serviceType: 2,
      visit: { bookedAfterMs: 3_600_000, status: 'no_show' },
    },
    // Monday 2 November, 00:30 EST: quoted, then lost; reached after two hours.
    {
      kind: 'estimate',
      at: '2026-11-02T05:30:00Z',
      status: 'lost',
      contactAfterS: 7200,
      history: ['quoted', 'lost'],
      city: 'Orlando ',
      visit: { bookedAfterMs: 3_600_000, status: 'cancelled' },
    },
    // Wednesday 4 November, 23:59 EST: the period's last day; nobody has called, a product not in the catalogue.
    { kind: 'inquiry', at: '2026-11-05T04:59:00Z', products: ['Mystery Box'] },
    // Outside the period: Wednesday 28 October 23:59 EDT and Thursday 22 October noon (the previous period),
    // Thursday 5 November 00:30 EST (after it), Wednesday 21 October 23:59 EDT (before the previous one)
    // and Monday 31 August noon EDT (the day before a 65-day period from 1 September).
    { kind: 'inquiry', at: '2026-10-29T03:59:00Z', products: [itemName('portable-generators', 0)] },
    {
      kind: 'estimate',
      at: '2026-10-22T16:00:00Z',
      city: 'Tampa',
      heardAbout: 5,
      visit: { bookedAfterMs: 600_000, status: 'booked' },
    },
    { kind: 'estimate', at: '2026-11-05T05:30:00Z', city: 'Tampa', heardAbout: 5 },
    { kind: 'inquiry', at: '2026-10-22T03:59:00Z', products: ['Mystery Box'] },
    { kind: 'estimate', at: '2026-08-31T16:00:00Z', city: 'Tampa' },
  ];
  // A June week with twelve cities: ten named, the last two summed as Other.
  // Apopka typed three ways, most often as "Apopka".
  const cities = ['Apopka', 'Apopka ', ' apopka', 'Brandon', 'Clermont', 'Deltona', 'Eustis', 'Fort Myers'];
  cities.push('Gainesville', 'Hialeah', 'Inverness', 'Jupiter', 'Kissimmee', 'Lakeland');
  for (const [hour, city] of cities.entries()) {
    leads.push({ kind: 'estimate', at: `2026-06-03T${String(10 + hour).padStart(2, '0')}:00:00Z`, city });
  }
  for (const lead of leads) await seedLead(db, lead);
});

const insights = (query: string, token?: string | null) =>
  call<Insights & { error?: string }>('GET', `/insights?${query}`, token === undefined ? {} : { token });

describe('GET /staff/insights for seven days across the end of daylight-saving time', () => {
  let body: Insights;
  beforeAll(async () => {
    const answer = await insights('from=2026-10-29&to=2026-11-04');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    body = answer.body;
  });

  it('names the period, the previous seven days and day buckets', () => {
    expect(body.period).toEqual({
      from: '2026-10-29',
      to: '2026-11-04',
      previous_from: '2026-10-22',
      previous_to: '2026-10-28',
      bucket: 'day',
    });
  });

  it('counts each lead on its Florida day, by kind, every day present', () => {
    expect(body.leads).toEqual([
      { start: '2026-10-29', estimate: 0, inquiry: 1 },
      { start: '2026-10-30', estimate: 0, inquiry: 0 },
      { start: '2026-10-31', estimate: 1, inquiry: 0 },
      { start: '2026-11-01', estimate: 1, inquiry: 0 },
      { start: '2026-11-02', estimate: 1, inquiry: 0 },
      { start: '2026-11-03', estimate: 0, inquiry: 0 },
      { start: '2026-11-04', estimate: 0, inquiry: 1 },
    ]);
    expect(body.previous_leads).toEqual([
      { start: '2026-10-22', estimate: 1, inquiry: 0 },
      { start: '2026-10-23', estimate: 0, inquiry: 0 },
      { start: '2026-10-24', estimate: 0, inquiry: 0 },
      { start: '2026-10-25', estimate: 0, inquiry: 0 },
      { start: '2026-10-26', estimate: 0, inquiry: 0 },
      { start: '2026-10-27', estimate: 0, inquiry: 0 },
      { start: '2026-10-28', estimate: 0, inquiry: 1 },
    ]);
  });

  it('counts estimate requests by source and service, every option present, Not said last', () => {
    expect(body.sources).toEqual([
      { source: 'Google Search', leads: 2 },
      { source: 'Social Media', leads: 0 },
      { source: 'Friend/Family Referral', leads: 0 },
      { source: 'Local Advertisement', leads: 0 },
      { source: 'Truck Wrap', leads: 0 },
      { source: 'Other', leads: 0 },
      { source: 'Not said', leads: 1 },
    ]);
    expect(body.services).toEqual([
      { service: 'Installations', leads: 1 },
      { service: 'Maintenance & Repairs', leads: 1 },
      { service: 'Commercial Services', leads: 0 },
      { service: 'Residential Consultation', leads: 0 },
      { service: 'Fire Pumps', leads: 0 },
      { service: 'Other', leads: 0 },
      { service: 'Not said', leads: 1 },
    ]);
  });

  it('counts one city however its customers typed it, as most wrote it', () => {
    expect(body.cities).toEqual([{ city: 'Orlando', leads: 3 }]);
  });

  it('counts the funnel by the furthest step reached, a logged call as contacted, lost apart', () => {
    expect(body.funnel).toEqual([
      { status: 'new', leads: 5 },
      { status: 'contacted', leads: 4 },
      { status: 'quoted', leads: 3 },
      { status: 'won', leads: 1 },
      { status: 'lost', leads: 1 },
    ]);
  });

  it('measures speed to lead per Florida week: median, 90th percentile and the thresholds', () => {
    expect(body.speed).toEqual([
      {
        week: '2026-10-26',
        leads: 3,
        contacted: 3,
        median_seconds: 240,
        // Continuous: 90 % of the way between the 2nd and 3rd of 60, 240 and 1,800 s, 0.8 past the 2nd.
        p90_seconds: 240 + 0.8 * (1800 - 240),
        within_5_minutes: 2,
        within_hour: 3,
      },
      {
        week: '2026-11-02',
        leads: 2,
        contacted: 1,
        median_seconds: 7200,
        p90_seconds: 7200,
        within_5_minutes: 0,
        within_hour: 0,
      },
    ]);
  });

  it('counts the visits booked in the period and what became of them', () => {
    expect(body.visits).toEqual({ booked: 3, done: 1, no_show: 1, cancelled: 1 });
  });

  it('counts inquiries once per catalogue category, unknown products as Other', () => {
    expect(body.product_categories).toEqual([
      { category: 'Portable Generators', leads: 1 },
      { category: 'Standby Generators', leads: 1 },
      { category: 'Transfer Switches', leads: 0 },
      { category: 'Fuel Tanks', leads: 0 },
      { category: 'Other', leads: 1 },
    ]);
  });
});

describe('GET /staff/insights for more than 31 days', () => {
  it('counts per Monday week, the first one partial, against the previous 65 days moved back', async () => {
    const { status, body } = await insights('from=2026-09-01&to=2026-11-04');
    expect(status).toBe(200);
    expect(body.period).toMatchObject({
      previous_from: '2026-06-28',
      previous_to: '2026-08-31',
      bucket: 'week',
    });
    const mondays = Array.from({ length: 10 }, (_, i) => addDays('2026-08-31', 7 * i));
    expect(body.leads.map((b) => b.start)).toEqual(mondays);
    // Monday 31 August is before the period: its lead is the previous period's, in the bucket that ends it.
    expect(body.leads[0]).toEqual({ start: '2026-08-31', estimate: 0, inquiry: 0 });
    expect(body.leads.slice(7)).toEqual([
      { start: '2026-10-19', estimate: 1, inquiry: 1 },
      { start: '2026-10-26', estimate: 2, inquiry: 2 },
      { start: '2026-11-02', estimate: 1, inquiry: 1 },
    ]);
    expect(body.previous_leads.map((b) => b.start)).toEqual(mondays.map((m) => addDays(m, -65)));
    expect(body.previous_leads.map((b) => b.estimate + b.inquiry)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(body.speed.map((w) => w.week)).toEqual(mondays);
    expect(body.speed[7]).toMatchObject({ leads: 2, contacted: 0, median_seconds: null, p90_seconds: null });
    expect(body.cities).toEqual([
      { city: 'Orlando', leads: 3 },
      { city: 'Tampa', leads: 1 },
    ]);
  });
});

describe('GET /staff/insights names ten cities', () => {
  it('largest first (ties by name), the rest summed as Other', async () => {
    const { status, body } = await insights('from=2026-06-01&to=2026-06-07');
    expect(status).toBe(200);
    expect(body.cities).toEqual([
      { city: 'Apopka', leads: 3 },
      ...[
        'Brandon',
        'Clermont',
        'Deltona',
        'Eustis',
        'Fort Myers',
        'Gainesville',
        'Hialeah',
        'Inverness',
        'Jupiter',
      ].map((city) => ({ city, leads: 1 })),
      { city: 'Other', leads: 2 },
    ]);
  });
});

describe('GET /staff/insights refuses', () => {
  it.each([
    ['from=2026-02-30&to=2026-03-02', insightTexts.fromInvalid],
    ['from=0100-01-01&to=0100-12-31', insightTexts.fromInvalid],
    ['from=2026-03-01&to=03/02/2026', insightTexts.toInvalid],
    ['from=2026-03-02&to=2026-03-01', insightTexts.reversed],
    ['from=2025-03-01&to=2026-03-03', insightTexts.tooLong],
  ])('%s with a 400 that says why', async (query, error) => {
    const { status, body } = await insights(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error });
  });

  it('a last day after Florida’s today', async () => {
    const tomorrow = addDays(localDateOf(new Date()), 1);
    const { status, body } = await insights(`from=2026-11-01&to=${tomorrow}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: insightTexts.future });
  });

  it('a period without its last day', async () => {
    const { status, body } = await insights('from=2026-11-01');
    expect(status).toBe(400);
    expect(body.error).toBe('to is required.');
  });

  it('a caller who is not signed in, and a customer', async () => {
    expect((await insights('from=2026-11-01&to=2026-11-04', null)).status).toBe(401);
    const customer = await signUpUser(suite.server(), suite.receiver);
    const refused = await insights('from=2026-11-01&to=2026-11-04', customer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(staffMessages.staffOnly);
  });
});
