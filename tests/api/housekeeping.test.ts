import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointment_holds,
  auth_throttles,
  email_changes,
  email_verifications,
  idempotency_keys,
  inquiries,
  leads,
  mail_outbox,
  passkey_challenges,
  password_resets,
  service_requests,
  sessions,
  two_factor_challenges,
} from '../../src/server/db/schema';
import { housekeepingTask, SWEEP_INTERVAL_MS } from '../../src/server/housekeeping/housekeepingTask';
import { statisticsTask } from '../../src/server/housekeeping/statisticsTask';
import { sweepExpired } from '../../src/server/housekeeping/sweep';
import { seedLeads } from '../helpers/leadSeeder';
import { addSession, createSignedInUser } from '../helpers/sessionFixture';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = new Date('2027-03-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

/** Two rows of each kind: one housekeeping must delete (`old`), one it must keep. */
async function seed() {
  const { db } = database;
  const user = await createSignedInUser(db);
  await db.insert(auth_throttles).values([
    { key: 'old', hits: 3, window_started_at: ago(DAY + MINUTE), locked_until: ago(MINUTE) },
    { key: 'locked', hits: 0, window_started_at: ago(2 * 60 * MINUTE), locked_until: ahead(MINUTE) },
    { key: 'counting', hits: 2, window_started_at: ago(10 * MINUTE) },
    // A booking cap counts a whole day (issue 38): two bookings in its first hour still count.
    { key: 'counting-a-day', hits: 2, window_started_at: ago(2 * 60 * MINUTE) },
  ]);
  const requests = await db
    .insert(service_requests)
    .values([1, 2].map(() => ({ user_id: user.userId, service_type_id: 1 })))
    .returning({ id: service_requests.id });
  const hold = { date: '2027-03-02', window: 'morning' as const, email: 'x@example.com', code_hash: 'c' };
  await db.insert(appointment_holds).values([
    { ...hold, service_request_id: requests[0]?.id ?? '', expires_at: ago(DAY + MINUTE) },
    { ...hold, service_request_id: requests[1]?.id ?? '', expires_at: ago(MINUTE) },
  ]);
  await db.insert(two_factor_challenges).values([
    { user_id: user.userId, token_hash: 'old-challenge', expires_at: ago(MINUTE) },
    { user_id: user.userId, token_hash: 'live-challenge', expires_at: ahead(MINUTE) },
  ]);
  await db.insert(passkey_challenges).values([
    { purpose: 'authentication', challenge_hash: 'old-passkey', expires_at: ago(MINUTE) },
    {
      purpose: 'registration',
      user_id: user.userId,
      challenge_hash: 'used-passkey',
      expires_at: ahead(MINUTE),
      used_at: ago(MINUTE),
    },
    { purpose: 'authentication', challenge_hash: 'live-passkey', expires_at: ahead(MINUTE) },
  ]);
  const verification = {
    email: 'x@example.com',
    first_name: 'X',
    last_name: 'Y',
    username: 'xy',
    password_hash: 'h',
    code_hash: 'c',
    expires_at: ago(DAY),
  };
  await db.insert(email_verifications).values([
    { ...verification, code_hash: 'old', created_at: ago(DAY + MINUTE) },
    { ...verification, code_hash: 'recent', created_at: ago(DAY - MINUTE) },
  ]);
  await db.insert(password_resets).values([
    { user_id: user.userId, token_hash: 'old-link', expires_at: ago(MINUTE), used_at: ago(2 * MINUTE) },
    { user_id: user.userId, token_hash: 'live-link', expires_at: ahead(MINUTE) },
  ]);
  const expired = await addSession(db, user.userId);
  const endedLongAgo = await addSession(db, user.userId);
  const endedLately = await addSession(db, user.userId);
  const idle = await addSession(db, user.userId);
  await db
    .update(sessions)
    .set({ expires_at: ahead(DAY), last_seen_at: ago(7 * DAY + MINUTE) })
    .where(eq(sessions.id, idle));
  await db
    .update(sessions)
    .set({ expires_at: ago(MINUTE) })
    .where(eq(sessions.id, expired));
  await db
    .update(sessions)
    .set({ revoked_at: ago(31 * DAY), expires_at: ahead(DAY) })
    .where(eq(sessions.id, endedLongAgo));
  await db
    .update(sessions)
    .set({ revoked_at: ago(DAY), expires_at: ahead(DAY) })
    .where(eq(sessions.id, endedLately));
  await db
    .update(sessions)
    .set({ expires_at: ahead(DAY), last_seen_at: ago(7 * DAY - MINUTE) })
    .where(eq(sessions.id, user.sessionId));
  const other = await createSignedInUser(db);
  await db
    .update(sessions)
    .set({ expires_at: ahead(DAY), last_seen_at: ago(DAY) })
    .where(eq(sessions.id, other.sessionId));
  const change = { new_email: 'new@example.com', code_hash: 'c' };
  await db.insert(email_changes).values([
    { ...change, user_id: user.userId, code_hash: 'old-change', expires_at: ago(MINUTE) },
    { ...change, user_id: other.userId, code_hash: 'live-change', expires_at: ahead(MINUTE) },
  ]);
  const mail = { to_address: 'a@example.com', subject: 's', text_body: 't', kind: 'test' };
  await db.insert(mail_outbox).values([
    { ...mail, subject: 'old', status: 'sent', sent_at: ago(31 * DAY) },
    { ...mail, subject: 'recent', status: 'sent', sent_at: ago(29 * DAY) },
    { ...mail, subject: 'dead', status: 'dead', created_at: ago(90 * DAY) },
    { ...mail, subject: 'pending', status: 'pending', created_at: ago(90 * DAY) },
  ]);
  // A lead's company copy outlives the month, as the inbox's delivery record, but loses its text.
  const [copy] = await db
    .insert(mail_outbox)
    .values({ ...mail, subject: 'lead copy', html_body: '<p>t</p>', status: 'sent', sent_at: ago(31 * DAY) })
    .returning({ id: mail_outbox.id });
  const lead = { name: 'N', email: 'n@example.com', phone: '4075550142' };
  const [inquiry] = await db.insert(inquiries).values(lead).returning({ id: inquiries.id });
  if (!inquiry || !copy) throw new Error('insert returned no row');
  await db.insert(leads).values({
    ...lead,
    id: inquiry.id,
    kind: 'inquiry',
    inquiry_id: inquiry.id,
    created_at: ago(32 * DAY),
    summary: '1 product: P',
    search_text: 'n',
    company_mail_id: copy.id,
  });
  // Idempotency-Keys answer their repeats for a day after their first request, whatever their state.
  const key = { fingerprint: 'f', claim: '6f1c1d0e-2b7a-4c55-9a1e-0d8f3b2a4c61' };
  await db.insert(idempotency_keys).values([
    {
      ...key,
      key_hash: 'old-done',
      state: 'done',
      started_at: ago(DAY + MINUTE),
      completed_at: ago(DAY),
      status: 201,
      body: {},
    },
    { ...key, key_hash: 'old-running', state: 'running', started_at: ago(2 * DAY) },
    {
      ...key,
      key_hash: 'recent-done',
      state: 'done',
      started_at: ago(DAY - MINUTE),
      completed_at: ago(DAY - MINUTE),
      status: 201,
      body: {},
    },
  ]);
  return { kept: [user.sessionId, endedLately, other.sessionId] };
}

describe('housekeeping', () => {
  it('deletes what no request reads any more and keeps everything else', async () => {
    const { kept } = await seed();
    const { db } = database;
    expect(await sweepExpired(db, NOW)).toEqual({
      throttles: 1,
      challenges: 1,
      passkeyChallenges: 2,
      verifications: 1,
      emailChanges: 1,
      resetLinks: 1,
      sessions: 3,
      sentMail: 1,
      mailBodiesCleared: 2,
      idempotencyKeys: 2,
      bookingHolds: 1,
    });
    const idempotencyKeys = await db.select({ hash: idempotency_keys.key_hash }).from(idempotency_keys);
    expect(idempotencyKeys.map((row) => row.hash)).toEqual(['recent-done']);
    const keys = await db.select({ key: auth_throttles.key }).from(auth_throttles);
    expect(keys.map((row) => row.key).sort()).toEqual(['counting', 'counting-a-day', 'locked']);
    const holds = await db.select({ expiresAt: appointment_holds.expires_at }).from(appointment_holds);
    expect(holds.map((row) => row.expiresAt)).toEqual([ago(MINUTE)]);
    const challenges = await db
      .select({ hash: two_factor_challenges.token_hash })
      .from(two_factor_challenges);
    expect(challenges.map((row) => row.hash)).toEqual(['live-challenge']);
    const passkeyChallenges = await db
      .select({ hash: passkey_challenges.challenge_hash })
      .from(passkey_challenges);
    expect(passkeyChallenges.map((row) => row.hash)).toEqual(['live-passkey']);
    const verifications = await db.select({ code: email_verifications.code_hash }).from(email_verifications);
    expect(verifications.map((row) => row.code)).toEqual(['recent']);
    const changes = await db.select({ code: email_changes.code_hash }).from(email_changes);
    expect(changes.map((row) => row.code)).toEqual(['live-change']);
    const links = await db.select({ hash: password_resets.token_hash }).from(password_resets);
    expect(links.map((row) => row.hash)).toEqual(['live-link']);
    const left = await db.select({ id: sessions.id }).from(sessions);
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
    const mails = await db
      .select({ subject: mail_outbox.subject, text: mail_outbox.text_body, html: mail_outbox.html_body })
      .from(mail_outbox);
    expect(mails.map((row) => row.subject).sort()).toEqual(['dead', 'lead copy', 'pending', 'recent']);
    expect(mails.find((row) => row.subject === 'lead copy')).toMatchObject({ text: '', html: null });
    // Past the resend window (7 days), a delivered message keeps its row but not its bodies (issue 38).
    expect(mails.find((row) => row.subject === 'recent')).toMatchObject({ text: '', html: null });
    expect(mails.find((row) => row.subject === 'pending')).toMatchObject({ text: 't' });
    expect(mails.find((row) => row.subject === 'dead')).toMatchObject({ text: 't' });
    expect(Object.values(await sweepExpired(db, NOW)).every((count) => count === 0)).toBe(true);
  });

  it('runs as a worker task at start and then once an hour', async () => {
    const lines: string[] = [];
    const log = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    }).log;
    const task = housekeepingTask(database.db, log);
    await database.db.insert(two_factor_challenges).values({
      user_id: (await createSignedInUser(database.db)).userId,
      token_hash: 'expires-soon',
      expires_at: ahead(MINUTE),
    });
    await task.run(NOW);
    await task.run(ahead(SWEEP_INTERVAL_MS - MINUTE));
    const soon = () =>
      database.db
        .select({ id: two_factor_challenges.id })
        .from(two_factor_challenges)
        .where(eq(two_factor_challenges.token_hash, 'expires-soon'));
    expect(await soon()).toHaveLength(1);
    await task.run(ahead(SWEEP_INTERVAL_MS));
    expect(await soon()).toHaveLength(0);
    expect(lines.at(-1)).toContain('housekeeping: expired rows deleted');
  });

  it('gathers planner statistics at start and then once an hour', async () => {
    const { db } = database;
    const task = statisticsTask(db, Fastify({ logger: false }).log);
    const estimate = async () => {
      const result = await db.execute<{ rows: number }>(
        sql`select reltuples::int as rows from pg_class where relname = 'leads'`,
      );
      return result.rows[0]?.rows;
    };
    const leadsNow = async () =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from leads`)).rows[0]?.n;
    await seedLeads(db, 40);
    await task.run(NOW);
    expect(await estimate()).toBe(await leadsNow());
    await seedLeads(db, 40);
    await task.run(ahead(59 * MINUTE));
    expect(await estimate()).not.toBe(await leadsNow());
    await task.run(ahead(60 * MINUTE));
    expect(await estimate()).toBe(await leadsNow());
  });
});
