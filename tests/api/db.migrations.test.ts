import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { isUniqueViolation, pgError, pgErrorCodes } from '../../src/server/db/errors';
import { migrateDatabase, migrationsFolder } from '../../src/server/db/migrate';
import * as schema from '../../src/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const entityTables = [
  'appointment_capacity',
  'appointment_closed_dates',
  'appointment_holds',
  'appointment_moves',
  'appointment_slots',
  'appointments',
  'auth_throttles',
  'booking_blocks',
  'contact_numbers',
  'email_changes',
  'email_notification_preferences',
  'email_verifications',
  'guests',
  'idempotency_keys',
  'images',
  'inquiries',
  'inquiry_items',
  'insight_answer_days',
  'insight_category_days',
  'insight_city_days',
  'insight_day_changes',
  'insight_lead_days',
  'insight_speed_days',
  'lead_events',
  'leads',
  'mail_outbox',
  'passkey_challenges',
  'passkeys',
  'password_reset_requests',
  'password_resets',
  'proven_addresses',
  'push_outbox',
  'push_subscriptions',
  'service_requests',
  'sessions',
  'two_factor_challenges',
  'two_factor_recovery_codes',
  'two_factor_secrets',
  'users',
];

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the statement to be rejected');
    },
    (error: unknown) => error,
  );
}

async function appliedMigrations(): Promise<number> {
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count ?? -1;
}

let userCounter = 0;
async function insertUser(overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  userCounter += 1;
  const [user] = await database.db
    .insert(schema.users)
    .values({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `ada${userCounter}@example.com`,
      username: `ada${userCounter}`,
      password_hash: 'not-a-real-hash',
      ...overrides,
    })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('insert returned no row');
  return user;
}

describe(`database migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies every migration once and is a no-op when run again', async () => {
    expect(await appliedMigrations()).toBe(journal.entries.length);
    await migrateDatabase(database);
    await migrateDatabase(database);
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  it('creates a table for every entity, and the schema declares the same tables', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual(entityTables);
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(declared).toEqual(entityTables);
  });

  it('generates uuid ids in the database and text ids for contact numbers', async () => {
    const user = await insertUser();
    expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [number] = await database.db
      .insert(schema.contact_numbers)
      .values({ user_id: user.id, type: 'Mobile', phone_number: '4075550123' })
      .returning();
    expect(number?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(number?.city).toBe('');
  });

  it('rejects an e-mail or username that differs from an existing one only in case', async () => {
    await insertUser({ email: 'Grace@Example.com', username: 'GraceH' });
    const sameEmail = await rejection(insertUser({ email: 'grace@example.COM' }));
    expect(isUniqueViolation(sameEmail, 'users_email_lower_key')).toBe(true);
    const sameUsername = await rejection(insertUser({ username: 'graceh' }));
    expect(isUniqueViolation(sameUsername, 'users_username_lower_key')).toBe(true);
    expect(isUniqueViolation(sameUsername, 'users_email_lower_key')).toBe(false);
  });

  it('rejects a username longer than 20 characters', async () => {
    const error = await rejection(insertUser({ username: 'u'.repeat(21) }));
    expect(pgError(error)).toEqual({
      code: pgErrorCodes.checkViolation,
      constraint: 'users_username_length',
    });
  });

  it('accepts only 10-digit contact numbers of the four types', async () => {
    const user = await insertUser();
    const insert = (phone_number: string, type: string) =>
      database.db.execute(
        sql`insert into contact_numbers (user_id, type, phone_number) values (${user.id}, ${type}, ${phone_number})`,
      );
    await insert('4075550123', 'Work');
    expect(pgError(await rejection(insert('407555012', 'Work')))).toEqual({
      code: pgErrorCodes.checkViolation,
      constraint: 'contact_numbers_phone_number',
    });
    expect(pgError(await rejection(insert('(407) 555-0123', 'Work')))?.code).toBe(
      pgErrorCodes.checkViolation,
    );
    expect(pgError(await rejection(insert('4075550123', 'Fax')))?.constraint).toBe('contact_numbers_type');
  });

  it('requires a service request to belong to exactly one guest or user, with ids in range', async () => {
    const user = await insertUser();
    const [guest] = await database.db
      .insert(schema.guests)
      .values({ first_name: 'G', last_name: 'H', email: 'g@example.com', phone_number: '4075550123' })
      .returning({ id: schema.guests.id });
    const request = { service_type_id: 1, heard_about_option_id: 6 };
    await database.db.insert(schema.service_requests).values({ ...request, guest_id: guest?.id });
    await database.db.insert(schema.service_requests).values({ ...request, user_id: user.id });
    const neither = await rejection(database.db.insert(schema.service_requests).values(request));
    expect(pgError(neither)?.constraint).toBe('service_requests_one_owner');
    const both = database.db
      .insert(schema.service_requests)
      .values({ ...request, guest_id: guest?.id, user_id: user.id });
    expect(pgError(await rejection(both))?.constraint).toBe('service_requests_one_owner');
    const outOfRange = database.db
      .insert(schema.service_requests)
      .values({ ...request, service_type_id: 7, user_id: user.id });
    expect(pgError(await rejection(outOfRange))?.constraint).toBe('service_requests_service_type_id');
  });

  it('keeps the password_change notification on', async () => {
    const user = await insertUser();
    await database.db.insert(schema.email_notification_preferences).values({ user_id: user.id });
    const off = database.db
      .update(schema.email_notification_preferences)
      .set({ password_change: false })
      .where(eq(schema.email_notification_preferences.user_id, user.id));
    expect(pgError(await rejection(off))).toEqual({
      code: pgErrorCodes.checkViolation,
      constraint: 'email_notification_preferences_password_change',
    });
  });

  it('stores image bytes and returns them as a Buffer', async () => {
    const user = await insertUser();
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff]);
    const [image] = await database.db
      .insert(schema.images)
      .values({ owner_user_id: user.id, content_type: 'image/webp', bytes, byte_size: bytes.length })
      .returning();
    expect(Buffer.isBuffer(image?.bytes)).toBe(true);
    expect(image?.bytes.equals(bytes)).toBe(true);
    const mismatch = database.db
      .insert(schema.images)
      .values({ content_type: 'image/webp', bytes, byte_size: bytes.length + 1 });
    expect(pgError(await rejection(mismatch))?.constraint).toBe('images_byte_size');
  });

  it("deletes a user's sessions with the user", async () => {
    const user = await insertUser();
    await database.db.insert(schema.sessions).values({
      user_id: user.id,
      token_hash: `hash-${user.id}`,
      ip_address: '127.0.0.1',
      expires_at: new Date(Date.now() + 60_000),
    });
    await database.db.delete(schema.users).where(eq(schema.users.id, user.id));
    const left = await database.db.$count(schema.sessions, eq(schema.sessions.user_id, user.id));
    expect(left).toBe(0);
  });

  it('stores a passkey once per credential id, with a 1-50 character name, and deletes it with the user', async () => {
    const user = await insertUser();
    const passkey = {
      user_id: user.id,
      credential_id: `cred-${user.id}`,
      public_key: Buffer.from([0xa5, 0x01, 0x02]),
      name: 'Chrome on Android',
    };
    const [row] = await database.db.insert(schema.passkeys).values(passkey).returning();
    expect(row?.transports).toEqual([]);
    expect(row?.sign_count).toBe(0);
    expect(row?.public_key.equals(passkey.public_key)).toBe(true);
    const again = await rejection(database.db.insert(schema.passkeys).values(passkey));
    expect(isUniqueViolation(again, 'passkeys_credential_id_unique')).toBe(true);
    for (const name of ['', 'x'.repeat(51)]) {
      const bad = database.db
        .insert(schema.passkeys)
        .values({ ...passkey, credential_id: `c-${name.length}`, name });
      expect(pgError(await rejection(bad))?.constraint).toBe('passkeys_name_length');
    }
    await database.db
      .update(schema.passkeys)
      .set({ transports: ['internal', 'hybrid'] })
      .where(eq(schema.passkeys.user_id, user.id));
    const [stored] = await database.db
      .select({ transports: schema.passkeys.transports })
      .from(schema.passkeys)
      .where(eq(schema.passkeys.user_id, user.id));
    expect(stored?.transports).toEqual(['internal', 'hybrid']);
    await database.db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect(await database.db.$count(schema.passkeys, eq(schema.passkeys.user_id, user.id))).toBe(0);
  });

  it('ties a registration challenge to a user and a sign-in challenge to nobody', async () => {
    const user = await insertUser();
    const expires_at = new Date(Date.now() + 60_000);
    const challenge = (purpose: 'registration' | 'authentication', user_id: string | null) =>
      database.db
        .insert(schema.passkey_challenges)
        .values({ purpose, user_id, challenge_hash: `${purpose}-${user_id}-${Math.random()}`, expires_at });
    await challenge('registration', user.id);
    await challenge('authentication', null);
    expect(pgError(await rejection(challenge('registration', null)))?.constraint).toBe(
      'passkey_challenges_owner',
    );
    expect(pgError(await rejection(challenge('authentication', user.id)))?.constraint).toBe(
      'passkey_challenges_owner',
    );
  });

  it('keeps an Idempotency-Key running without an answer, or done with one, and once per hash', async () => {
    const key = (key_hash: string, values: Partial<typeof schema.idempotency_keys.$inferInsert> = {}) =>
      database.db.insert(schema.idempotency_keys).values({
        key_hash,
        fingerprint: 'f',
        state: 'running',
        claim: '6f1c1d0e-2b7a-4c55-9a1e-0d8f3b2a4c61',
        started_at: new Date(),
        ...values,
      });
    await key('running');
    await key('done', { state: 'done', status: 201, body: { message: 'ok' }, completed_at: new Date() });
    expect(isUniqueViolation(await rejection(key('running')))).toBe(true);
    expect(pgError(await rejection(key('done-without-answer', { state: 'done' })))?.constraint).toBe(
      'idempotency_keys_answer',
    );
    expect(
      pgError(await rejection(key('running-with-answer', { status: 201, completed_at: new Date() })))
        ?.constraint,
    ).toBe('idempotency_keys_answer');
    const other = key('other-state', { state: 'lost' as 'done' });
    expect(pgError(await rejection(other))?.constraint).toBe('idempotency_keys_state');
  });

  it("serves the mail worker's due-message poll from the partial index", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
            order by next_attempt_at limit 10 for update skip locked`,
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('mail_outbox_due_idx');
    });
  });
});

describe('PGlite on disk', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'db-test-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its files in <dataDir>/pglite and its rows across a restart', async () => {
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    await first.ping();
    await first.db
      .insert(schema.guests)
      .values({ first_name: 'P', last_name: 'Q', email: 'p@q.io', phone_number: '1' });
    await first.close();
    expect(await readdir(dataDir)).toEqual(['pglite']);

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second);
    expect(await second.db.$count(schema.guests)).toBe(1);
    await second.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL migrations from several nodes at once', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `site_test_concurrent_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('applies each migration exactly once', async () => {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const nodes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ dataDir: null, databaseUrl: url.toString() })),
    );
    try {
      await Promise.all(nodes.map((node) => migrateDatabase(node)));
      const result = await nodes[0]?.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(result?.rows[0]?.count).toBe(journal.entries.length);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});
