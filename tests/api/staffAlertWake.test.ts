import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { push_outbox, push_subscriptions } from '../../src/server/db/schema';
import { PUSH_CHANNEL } from '../../src/server/push/pushSignal';
import { enqueueStaffAlert, staffAlertStatementParts } from '../../src/server/push/staffAlerts';
import { createSignedInUser } from '../helpers/sessionFixture';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// Issue 41: a stored lead wakes the push workers only when it queued an alert. Most leads come while no
// device has subscribed, and each wake-up for nothing cost a claim statement; with a device, the alert
// still wakes them as soon as it commits. On PGlite and on PostgreSQL (TEST_DATABASE_URL).
let database: TestDatabase;
let stopListening: () => Promise<void>;
/** The payloads notified on the push channel, in the order they arrived. */
const heard: string[] = [];

/** Listens as the workers do, but keeps each payload, so the test's own marker can be told apart. */
async function listen(db: TestDatabase, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  if (db.kind === 'pglite') return db.client.listen(PUSH_CHANNEL, onPayload);
  const connection = await db.client.connect();
  connection.on('notification', (message) => {
    if (message.channel === PUSH_CHANNEL) onPayload(message.payload ?? '');
  });
  await connection.query(`LISTEN ${PUSH_CHANNEL}`);
  return async () => {
    await connection.query(`UNLISTEN ${PUSH_CHANNEL}`);
    connection.release();
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  stopListening = await listen(database, (payload) => heard.push(payload));
});

afterAll(async () => {
  await stopListening();
  await database.dispose();
});

let leadNumber = 0;
const alertOf = (kind: 'inquiry' | 'estimate') => ({
  kind,
  leadId: `00000000-0000-4000-8000-${String(++leadNumber).padStart(12, '0')}`,
  firstName: 'Maria',
  city: null,
});

/**
 * The wake-ups that `write` raised. A marker notified after it arrives after them (a listener gets the
 * notifications in commit order), so when the marker is in, every wake-up the write raised is too.
 */
async function wakesOf(write: () => Promise<unknown>): Promise<number> {
  const before = heard.length;
  await write();
  const marker = `marker-${before}`;
  await database.db.execute(sql`select pg_notify(${PUSH_CHANNEL}, ${marker})`);
  const deadline = Date.now() + 10_000;
  while (!heard.includes(marker) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(heard, 'the marker notification arrived').toContain(marker);
  return heard.slice(before, heard.indexOf(marker)).length;
}

const queuedRows = async () => (await database.db.select({ id: push_outbox.id }).from(push_outbox)).length;

function statementAlert(kind: 'inquiry' | 'estimate') {
  const alert = staffAlertStatementParts(alertOf(kind), true);
  return database.db.execute(sql`with alert as (${alert.insert}) select ${alert.notify}`);
}

describe('the push workers are woken by a lead', () => {
  it('not at all while no device subscribed to its kind', async () => {
    expect(
      await wakesOf(() => database.db.transaction((tx) => enqueueStaffAlert(tx, alertOf('inquiry')))),
    ).toBe(0);
    expect(await wakesOf(() => statementAlert('inquiry'))).toBe(0);
    expect(await queuedRows()).toBe(0);
  });

  it('once per stored alert when a device subscribed to its kind, and not for other kinds', async () => {
    const staff = await createSignedInUser(database.db);
    await database.db.insert(push_subscriptions).values({
      user_id: staff.userId,
      endpoint: 'https://push.example.test/device-1',
      p256dh: 'key',
      auth: 'secret',
      label: 'Phone',
      kinds: ['inquiry'],
    });
    expect(
      await wakesOf(() => database.db.transaction((tx) => enqueueStaffAlert(tx, alertOf('inquiry')))),
    ).toBe(1);
    expect(await wakesOf(() => statementAlert('inquiry'))).toBe(1);
    expect(await queuedRows()).toBe(2);
    expect(await wakesOf(() => statementAlert('estimate'))).toBe(0);
    expect(await queuedRows()).toBe(2);
  });
});
