import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedLeads } from '../helpers/leadSeeder';
import { type LeadList, setUpStaffSuite } from '../helpers/staffSuite';

const suite = setUpStaffSuite();
const { call } = suite;
const tag = () => randomBytes(4).toString('hex');

const HEADER = 'id,kind,received_at,status,name,email,phone,city,summary,company_email,language';

/** RFC 4180, as a spreadsheet program reads it: rows of cells, quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  // A cell (quoted, with "" inside, or plain) and what ends it: a comma, a line end or the end of the text.
  for (const [, quoted, plain, end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/gy)) {
    row.push(quoted === undefined ? (plain ?? '') : quoted.replaceAll('""', '"'));
    if (end === ',') continue;
    rows.push(row);
    row = [];
    if (end === '') break;
  }
  return rows.filter((cells) => cells.length > 1 || cells[0] !== '');
}

async function exportCsv(query: string) {
  const res = await call<string>('GET', `/leads/export?${query}`);
  expect(res.status, res.body).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  return res.body;
}

async function listAll(query: string) {
  const items: LeadList['leads'] = [];
  let cursor: string | null = null;
  do {
    const res: { body: LeadList } = await call<LeadList>(
      'GET',
      `/leads?${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    items.push(...res.body.leads);
    cursor = res.body.next_cursor;
  } while (cursor);
  return items;
}

describe('CSV export', () => {
  it('neutralises cells that would run as formulas and keeps the rest as typed', async () => {
    const mark = tag();
    const name = `=HYPERLINK("http://evil.example/?${mark}","Click me")`;
    const inquiry = await suite.inquiry({
      name,
      email: `=1+1.${mark}@example.com`,
      phone: '4075550142',
      products: [{ name: '@SUM(A1:A9)', message: '-2+3' }],
    });
    const estimate = await suite.guestEstimate(
      { service_type_id: 3, request_description: 'Plant "B", line 2\nnext week' },
      {
        first_name: '+Plus',
        last_name: `-Minus ${mark}`,
        email: `-minus.${mark}@example.com`,
        city: 'Orlando',
      },
    );
    const text = await exportCsv(`q=${mark}`);
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header?.join(',')).toBe(HEADER);
    const [listed] = await listAll(`q=${mark}&kind=estimate`);
    expect(rows).toEqual([
      [
        estimate,
        'estimate',
        listed?.created_at,
        'new',
        `'+Plus -Minus ${mark}`,
        `'-minus.${mark}@example.com`,
        '4075550142',
        'Orlando',
        'Commercial Services: Plant "B", line 2 next week',
        expect.stringMatching(/^(pending|sent)$/),
        'en',
      ],
      [
        inquiry,
        'inquiry',
        expect.any(String),
        'new',
        `'${name}`,
        `'=1+1.${mark}@example.com`,
        '4075550142',
        '',
        '1 product: @SUM(A1:A9)',
        expect.stringMatching(/^(pending|sent)$/),
        'en',
      ],
    ]);
    // No cell of the file starts with a formula character.
    expect(rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('neutralises a formula after a `;`, the list separator of spreadsheets in many European locales', async () => {
    const mark = tag();
    await suite.inquiry({
      name: `Jane ${mark};=HYPERLINK("http://evil.example")`,
      email: `jane.${mark}@example.com`,
      phone: '4075550142',
      products: [{ name: 'Standby;@SUM(A1:A9)', message: 'two;+1' }],
    });
    const rows = parseCsv((await exportCsv(`q=${mark}`)).slice(1)).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[4]).toBe(`Jane ${mark};'=HYPERLINK("http://evil.example")`);
    expect(rows[0]?.[8]).toBe("1 product: Standby;'@SUM(A1:A9)");
    // Cut wherever any locale's spreadsheet may cut, no piece of any cell starts a formula.
    const pieces = rows.flat().flatMap((cell) => cell.split(/[;,\t\r\n]/));
    expect(pieces.filter((piece) => /^\s*[=+\-@]/.test(piece))).toEqual([]);
  });

  it('exports exactly the filtered list, in its order, across many pages', async () => {
    const seed = tag();
    await seedLeads(suite.server().database.db, 1_203, { tag: seed });
    for (const query of [
      `q=seed ${seed}`,
      `q=seed ${seed}&status=quoted`,
      `q=seed ${seed}&kind=estimate&status=won`,
    ]) {
      const rows = parseCsv((await exportCsv(query)).slice(1)).slice(1);
      const listed = await listAll(`${query}&limit=100`);
      expect(rows.length, query).toBe(listed.length);
      expect(rows.map((row) => row[0])).toEqual(listed.map((lead) => lead.id));
      expect(rows.map((row) => [row[1], row[3], row[6], row[9]])).toEqual(
        listed.map((lead) => [lead.kind, lead.status, lead.phone, lead.email_delivery]),
      );
    }
    const nothing = parseCsv((await exportCsv(`q=nothing ${seed}`)).slice(1));
    expect(nothing).toEqual([HEADER.split(',')]);
  });
});
