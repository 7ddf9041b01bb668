import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '../../src/shared/leadInbox';
import { seedLeads } from '../helpers/leadSeeder';
import { type LeadCounts, type LeadDetail, type LeadList, setUpStaffSuite } from '../helpers/staffSuite';

// The inbox and each lead's language (issue 39): the language the customer wrote in, in the list, the
// detail and the CSV, and a filter on it beside the others.

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

async function allPages(query: string) {
  const pages: Item[][] = [];
  let cursor: string | null = null;
  do {
    const body: LeadList = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(body.leads);
    cursor = body.next_cursor;
  } while (cursor);
  return pages;
}

// The seeded leads' statuses and kinds follow their number n = 1..SEEDED (leadSeeder.ts); those with
// n % 4 = 1 are marked as written in Spanish.
const SEEDED = 41;
const numbers = Array.from({ length: SEEDED }, (_, i) => i + 1);
const statusOf = (n: number) => LEAD_STATUSES[n % 5];
const kindOf = (n: number) => (n % 3 === 0 ? 'estimate' : 'inquiry');
const spanish = (n: number) => n % 4 === 1;

/** Seeds leads and marks those with n % 4 = 1 as written in Spanish, as the mail capture stores it. */
async function seedWithLanguages(seed: string) {
  const { db } = suite.server().database;
  await seedLeads(db, SEEDED, { tag: seed });
  await db.execute(sql`
    update leads set language = 'es'
    where name like ${`Seed ${seed} %`} and split_part(name, ' ', 3)::int % 4 = 1`);
}

describe('the language of each lead', () => {
  it('lists and shows the language a lead was sent in: English by default, Spanish with Accept-Language: es', async () => {
    const mark = tag();
    const english = await suite.guestEstimate(
      { service_type_id: 1, request_description: `English request ${mark}` },
      { first_name: 'Ann', last_name: `English ${mark}` },
    );
    const v = suite.visitor();
    const created = await suite.post(
      '/guests/create',
      { first_name: 'Lucía', last_name: `Spanish ${mark}`, email: v.email, phone_number: '4075550142' },
      v.ip,
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    expect(created.status).toBe(201);
    const guestId = (created.body.payload as { id: string }).id;
    const sent = await suite.post(
      '/guest/service-request',
      { guest_id: guestId, service_type_id: 1, request_description: `Solicitud en español ${mark}` },
      v.ip,
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const spanishId = (sent.body.payload as { id: string }).id;

    const listed = (await list(`q=${mark}`)).leads;
    expect(listed.map((lead) => [lead.id, lead.language])).toEqual([
      [spanishId, 'es'],
      [english, 'en'],
    ]);
    const detail = await call<LeadDetail>('GET', `/leads/${spanishId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.language).toBe('es');
    expect((await call<LeadDetail>('GET', `/leads/${english}`)).body.language).toBe('en');
    expect(ids((await list(`q=${mark}&language=es`)).leads)).toEqual([spanishId]);
    expect(ids((await list(`q=${mark}&language=en`)).leads)).toEqual([english]);
  });

  it('filters by language alone and with status, kind and the search, and counts over it', async () => {
    const seed = tag();
    await seedWithLanguages(seed);
    const expected = (keep: (n: number) => boolean) => numbers.filter(keep).length;

    const es = await list(`q=seed ${seed}&language=es&limit=100`);
    expect(es.leads).toHaveLength(expected(spanish));
    expect(es.leads.every((lead) => lead.language === 'es')).toBe(true);
    const en = await list(`q=seed ${seed}&language=en&limit=100`);
    expect(en.leads).toHaveLength(SEEDED - expected(spanish));
    expect(en.leads.every((lead) => lead.language === 'en')).toBe(true);

    const together = await list(`q=seed ${seed}&language=es&status=won&kind=inquiry&limit=100`);
    expect(together.leads).toHaveLength(
      expected((n) => spanish(n) && statusOf(n) === 'won' && kindOf(n) === 'inquiry'),
    );
    expect(
      together.leads.every((l) => l.language === 'es' && l.status === 'won' && l.kind === 'inquiry'),
    ).toBe(true);
    const estimates = await list(`q=seed ${seed}&language=es&kind=estimate&limit=100`);
    expect(estimates.leads).toHaveLength(expected((n) => spanish(n) && kindOf(n) === 'estimate'));

    const counts = await call<LeadCounts>('GET', `/leads/counts?q=seed ${seed}&language=es`);
    expect(counts.status).toBe(200);
    const inSpanish = numbers.filter(spanish);
    expect(counts.body).toEqual({
      counts: Object.fromEntries(
        LEAD_STATUSES.map((status) => [status, inSpanish.filter((n) => statusOf(n) === status).length]),
      ),
      total: inSpanish.length,
    });
  });

  it('pages through one language: every Spanish lead once, newest first', async () => {
    const seed = tag();
    await seedWithLanguages(seed);
    const whole = await list(`q=seed ${seed}&language=es&limit=100`);
    const pages = await allPages(`q=seed ${seed}&language=es&limit=3`);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    expect(pages.flat().map((lead) => lead.id)).toEqual(ids(whole.leads));
    expect(pages.flat().every((lead) => lead.language === 'es')).toBe(true);
  });

  it('refuses a language other than en or es with a 400 that says so', async () => {
    for (const value of ['fr', 'ES', 'spanish', '']) {
      for (const path of ['/leads', '/leads/counts', '/leads/export']) {
        const res = await call<{ error: string }>('GET', `${path}?language=${value}`);
        expect(res.status, `${path} ${value}`).toBe(400);
        expect(res.body.error).toBe('language must be one of: en, es.');
      }
    }
  });

  it('exports the language as the last CSV column, and only the filtered language', async () => {
    const seed = tag();
    await seedWithLanguages(seed);
    const res = await call<string>('GET', `/leads/export?q=seed ${seed}&language=es`);
    expect(res.status, res.body).toBe(200);
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,kind,received_at,status,name,email,phone,city,summary,company_email,language');
    const rows = lines.slice(1);
    expect(rows).toHaveLength(numbers.filter(spanish).length);
    expect(rows.every((row) => row.endsWith(',es'))).toBe(true);
    const listed = await list(`q=seed ${seed}&language=es&limit=100`);
    expect(rows.map((row) => row.split(',')[0])).toEqual(ids(listed.leads));

    const all = await call<string>('GET', `/leads/export?q=seed ${seed}`);
    const languages = all.body
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((row) => row.split(',').at(-1));
    expect(languages.filter((l) => l === 'es')).toHaveLength(numbers.filter(spanish).length);
    expect(languages.filter((l) => l === 'en')).toHaveLength(SEEDED - numbers.filter(spanish).length);
  });
});
