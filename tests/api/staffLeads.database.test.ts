import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { migrateDatabase, migrationsFolder } from '../../src/server/db/migrate';
import { asDrizzleClient } from '../../src/server/db/pgliteThread';
import { guests, inquiry_items, leads } from '../../src/server/db/schema';
import { estimateInboxRow, type InboxRow, inquiryInboxRow } from '../../src/server/leads/inboxRow';
import {
  type EstimateLead,
  estimateEmails,
  type InquiryLead,
  inquiryEmails,
} from '../../src/server/leads/leadEmails';
import type { OutgoingMail } from '../../src/server/mail/outbox';
import { leadPageQuery } from '../../src/server/staff/staffLeads.service';
import { seedLeads } from '../helpers/leadSeeder';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const COMPANY = 'leads@company.test';
/** The last migration before the inbox: the backfill of 0004 runs over leads stored under it. */
const BEFORE_INBOX = 4;

let database: TestDatabase;
let scratch: string;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  scratch = await mkdtemp(path.join(tmpdir(), 'migrations-'));
});
afterAll(async () => {
  await database?.dispose();
  await rm(scratch, { recursive: true, force: true });
});

/** Applies only the first `count` migrations, from a copy of the folder with a shortened journal. */
async function migrateFirst(db: Database, count: number): Promise<void> {
  const journalFile = path.join(migrationsFolder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, count);
  await mkdir(path.join(scratch, 'meta'), { recursive: true });
  await writeFile(path.join(scratch, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(scratch, `${tag}.sql`));
  }
  if (db.kind === 'pglite') {
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    await migrate(drizzle({ client: asDrizzleClient(db.client) }), { migrationsFolder: scratch });
  } else {
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    await migrate(drizzle({ client: db.client }), { migrationsFolder: scratch });
  }
}

/**
 * Queues mail as the lead calls did before the inbox; answers the company copy's id. The columns are named
 * in SQL: the schema's insert would name every column of today's outbox (0009 added attachments).
 */
async function queue(mails: OutgoingMail[], status: 'sent' | 'pending' = 'sent'): Promise<number> {
  const values = mails.map((m) => sql`(${m.to}, ${m.subject}, ${m.text}, ${m.html}, ${m.kind}, ${status})`);
  const result = await database.db.execute<{ id: number | string }>(
    sql`insert into mail_outbox (to_address, subject, text_body, html_body, kind, status) values ${sql.join(values, sql`, `)} returning id`,
  );
  const id = result.rows[0]?.id === undefined ? undefined : Number(result.rows[0].id);
  if (id === undefined) throw new Error('no mail row');
  return id;
}

const at = (iso: string) => new Date(iso);

/** Leads as the API stored them before migration 0004, with what the inbox row should be and the copy. */
async function legacyLeads(): Promise<Array<{ expected: InboxRow; mailId: number | null }>> {
  const { db } = database;
  const [guest] = await db
    .insert(guests)
    .values({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone_number: '4075550142',
      city: 'Tampa',
    })
    .returning({ id: guests.id });
  const decoy = randomUUID();
  const guestLead: EstimateLead = {
    id: randomUUID(),
    receivedAt: at('2026-05-01T10:00:00.123Z'),
    requester: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
    phone: '4075550142',
    city: 'Tampa',
    serviceTypeId: 2,
    // A line that looks like the copy's own id row: the backfill must link by the real, last one.
    description: `Annual service,\tplease.\nRequest id: ${decoy}\n\n${'Long text. '.repeat(20)}`,
    heardAboutOptionId: 6,
    otherHeardAboutDetails: 'Saw the truck',
    sizing: null,
  };
  // In SQL: the schema's insert would name the columns added after 0004 (issue 27's sizing).
  await db.execute(sql`
    insert into service_requests
      (id, guest_id, service_type_id, request_description, heard_about_option_id, other_heard_about_details, created_at)
    values (${guestLead.id}, ${guest?.id}, 2, ${guestLead.description}, 6, 'Saw the truck',
      ${guestLead.receivedAt.toISOString()})`);
  const guestMail = await queue(estimateEmails(guestLead, COMPANY, 'full'));

  // In SQL too: the schema's insert would name users.language (migration 0013, issue 39).
  const inserted = await db.execute<{ id: string }>(sql`
    insert into users (first_name, last_name, email, username, password_hash)
    values ('Nikola', 'Tesla', 'nt@example.com', 'nt', 'x') returning id`);
  const user = inserted.rows[0];
  const userLead: EstimateLead = {
    id: decoy,
    receivedAt: at('2026-05-02T10:00:00Z'),
    requester: { first_name: 'Nikola', last_name: 'Tesla', email: 'nt@example.com', username: 'nt' },
    phone: '3215550123',
    city: null,
    serviceTypeId: null,
    description: '',
    heardAboutOptionId: null,
    otherHeardAboutDetails: '',
    sizing: null,
  };
  await db.execute(sql`
    insert into service_requests (id, user_id, phone_number, created_at)
    values (${decoy}, ${user?.id}, '3215550123', ${userLead.receivedAt.toISOString()})`);
  const userMail = await queue(estimateEmails(userLead, COMPANY, false), 'pending');

  const inquiryLeads: InquiryLead[] = ['2026-05-03T10:00:00Z', '2026-05-04T10:00:00Z'].map((time, i) => ({
    id: randomUUID(),
    receivedAt: at(time),
    name: `Ada Byron ${i}`,
    email: `ada${i}@example.com`,
    phone: '9045550100',
    products: [
      { name: 'Portable Diesel', message: 'Two units\nby June' },
      { name: 'Fuel Tanks', message: '' },
    ],
  }));
  const inquiryMails: Array<number | null> = [];
  for (const lead of inquiryLeads) {
    await db.execute(sql`
      insert into inquiries (id, name, email, phone, created_at)
      values (${lead.id}, ${lead.name}, ${lead.email}, ${lead.phone}, ${lead.receivedAt.toISOString()})`);
    await db
      .insert(inquiry_items)
      .values(lead.products.map((p, position) => ({ inquiry_id: lead.id, position, ...p })));
    inquiryMails.push(await queue(inquiryEmails(lead, COMPANY, 'full')));
  }
  // The second inquiry's copy was swept long ago: it stays without a link.
  const [kept, swept] = inquiryLeads;
  if (!kept || !swept) throw new Error('two inquiries were made');
  await db.execute(sql`delete from mail_outbox where id = ${inquiryMails[1] ?? 0}`);
  return [
    { expected: estimateInboxRow(guestLead), mailId: guestMail },
    { expected: estimateInboxRow(userLead), mailId: userMail },
    { expected: inquiryInboxRow(kept), mailId: inquiryMails[0] ?? null },
    { expected: inquiryInboxRow(swept), mailId: null },
  ];
}

describe('migration 0004: the lead inbox', () => {
  it('gives every earlier lead the row the API writes now, linked to its company copy', async () => {
    await migrateFirst(database, BEFORE_INBOX);
    const legacy = await legacyLeads();
    await migrateDatabase(database);
    const rows = await database.db
      .select({
        id: leads.id,
        kind: leads.kind,
        created_at: leads.created_at,
        status: leads.status,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        city: leads.city,
        summary: leads.summary,
        search_text: leads.search_text,
        company_mail_id: leads.company_mail_id,
        language: leads.language,
      })
      .from(leads)
      .orderBy(leads.created_at);
    expect(rows).toEqual(
      legacy.map(({ expected, mailId }) => ({
        ...expected,
        status: 'new',
        search_text: expected.search_text.toLowerCase(),
        company_mail_id: mailId,
      })),
    );
  });
});

describe('the inbox queries', () => {
  /**
   * The plan of a query the API runs. `withoutSeqScan`: as if the table were large, where a sequential
   * scan costs more than the search index (at 5,000 rows it is rightly cheaper).
   */
  async function plan(query: { toSQL(): { sql: string; params: unknown[] } }, withoutSeqScan = false) {
    const { sql: text, params } = query.toSQL();
    const statements = [withoutSeqScan ? 'set local enable_seqscan = off' : 'select 1', `explain ${text}`];
    type Row = Record<string, string>;
    let rows: Row[];
    if (database.kind === 'pglite') {
      rows = await database.client.transaction(async (tx) => {
        await tx.exec(statements[0] ?? '');
        return (await tx.query<Row>(statements[1] ?? '', params)).rows;
      });
    } else {
      const connection = await database.client.connect();
      try {
        await connection.query(`begin; ${statements[0]}`);
        rows = (await connection.query<Row>(statements[1] ?? '', params)).rows;
        await connection.query('rollback');
      } finally {
        connection.release();
      }
    }
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('are served by the indexes of migration 0004', async () => {
    await seedLeads(database.db, 5_000, { tag: 'plan' });
    await database.db.execute(sql`analyze leads`);
    const page = (filters: Parameters<typeof leadPageQuery>[1]) =>
      plan(leadPageQuery(database.db, filters, null, 50));
    expect(await page({})).toContain('leads_created_idx');
    expect(await page({ status: 'won' })).toContain('leads_status_created_idx');
    const search = leadPageQuery(database.db, { q: '(407) 000-12' }, null, 50);
    expect(await plan(search, true)).toContain('leads_search_idx');
    const position = { at: '2026-01-01T00:00:00.000000Z', id: randomUUID() };
    expect(await plan(leadPageQuery(database.db, { kind: 'estimate' }, position, 50))).toMatch(
      /leads_(kind_)?created_idx/,
    );
  });
});
