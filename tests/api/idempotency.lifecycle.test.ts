import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { idempotency_keys } from '../../src/server/db/schema';
import { sweepExpired } from '../../src/server/housekeeping/sweep';
import {
  ABANDONED_AFTER_MS,
  claimKey,
  isClaimLost,
  KEY_LIFETIME_MS,
  keyCompletionSql,
} from '../../src/server/idempotency/idempotencyKeys.service';
import { keyHash } from '../../src/server/idempotency/requestHashes';
import { submitInquiry } from '../../src/server/leads/inquiries.service';
import { accountKeys } from '../../src/server/security/keys';
import { IDEMPOTENCY_TEXTS } from '../../src/shared/idempotencyRules';
import { en } from '../helpers/englishText';
import { countRows, inquiry, newKey, postJson, setUpIdempotencyServer } from '../helpers/idempotencySuite';

// A key over time: while its first request runs (409), when that request fails (the key is given back) or
// loses its claim (nothing is stored), after 24 hours (forgotten, swept), and when its request died.

const suite = setUpIdempotencyServer();
const db = () => suite.database().db;

const guestsNamed = (lastName: string) => countRows(db(), 'guests', sql`last_name = ${lastName}`);
const inquiriesFrom = (email: string) => countRows(db(), 'inquiries', sql`email = ${email}`);

function guest() {
  const tag = randomBytes(4).toString('hex');
  return {
    first_name: 'Lee',
    last_name: `Run-${tag}`,
    email: `lee.${tag}@example.com`,
    phone_number: '4075550142',
  };
}

/** Moves a guest inquiry key's first request `ms` into the past, and makes it running again if asked. */
async function ageKey(key: string, ms: number, running = false): Promise<void> {
  const hash = keyHash('sendInquiry', 'guest', key);
  const startedAt = new Date(Date.now() - ms).toISOString();
  const moved = await db().execute<{ key_hash: string }>(
    running
      ? sql`update idempotency_keys set started_at = ${startedAt}, state = 'running', status = null,
          body = null, completed_at = null where key_hash = ${hash} returning key_hash`
      : sql`update idempotency_keys set started_at = ${startedAt} where key_hash = ${hash} returning key_hash`,
  );
  expect(moved.rows).toHaveLength(1);
}

describe(`a key whose first request is still running (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers a repeat 409 with Retry-After, and the first answer once it is done', async () => {
    const key = newKey();
    const body = guest();
    const held = suite.database().hold();
    const first = postJson(suite.server(), '/guests/create', body, { key });
    await held.reached;

    const repeat = await postJson(suite.server(), '/guests/create', body, { key });
    expect(repeat).toMatchObject({
      status: 409,
      retryAfter: '1',
      body: { error: en(IDEMPOTENCY_TEXTS.inProgress) },
    });
    const other = await postJson(suite.server(), '/guests/create', { ...body, city: 'Orlando' }, { key });
    expect(other.status).toBe(422);
    expect(await guestsNamed(body.last_name)).toBe(0);

    held.release();
    const answered = await first;
    expect(answered).toMatchObject({ status: 201, replayed: null });
    const later = await postJson(suite.server(), '/guests/create', body, { key });
    expect(later).toMatchObject({ status: 201, replayed: 'true', body: answered.body });
    expect(await guestsNamed(body.last_name)).toBe(1);
  });

  it('stores nothing when another request took the key over meanwhile', async () => {
    const key = newKey();
    const body = guest();
    const held = suite.database().hold();
    const first = postJson(suite.server(), '/guests/create', body, { key });
    await held.reached;
    // What a takeover by another process does to the row: a claim of its own.
    const hash = keyHash('createGuest', 'guest', key);
    await db().execute(sql`update idempotency_keys set claim = ${randomUUID()} where key_hash = ${hash}`);
    held.release();
    expect(await first).toMatchObject({ status: 409, body: { error: en(IDEMPOTENCY_TEXTS.inProgress) } });
    expect(await guestsNamed(body.last_name)).toBe(0);
  });

  it("undoes an inquiry's one statement when its key is no longer held", async () => {
    const held = { keyHash: keyHash('sendInquiry', 'guest', newKey()), claim: randomUUID() };
    const claimed = await claimKey(db(), held, 'fingerprint', new Date());
    expect(claimed.outcome).toBe('claimed');
    const body = inquiry();
    const input = { ...body, userId: null };
    const context = {
      companyEmail: 'keys@company.test',
      now: new Date(),
      keys: accountKeys(suite.server().config),
      responsePolicy: suite.server().config.responsePolicy,
      closedDays: new Set<string>(),
    };
    const answer = { message: 'Inquiry sent successfully' };
    const lost = { ...held, claim: randomUUID() };
    const error = await submitInquiry(
      db(),
      input,
      context,
      keyCompletionSql(lost, 201, answer, new Date()),
    ).catch((e: unknown) => e);
    expect(isClaimLost(error)).toBe(true);
    expect(await inquiriesFrom(body.email)).toBe(0);
    expect(await countRows(db(), 'mail_outbox', sql`subject like ${`%${body.name}%`}`)).toBe(0);

    await submitInquiry(db(), input, context, keyCompletionSql(held, 201, answer, new Date()));
    expect(await inquiriesFrom(body.email)).toBe(1);
    const stored = await db().execute<{ state: string; status: number; body: unknown }>(
      sql`select state, status, body from idempotency_keys where key_hash = ${held.keyHash}`,
    );
    expect(stored.rows).toEqual([{ state: 'done', status: 201, body: answer }]);
  });
});

describe('a key whose request failed', () => {
  it('is given back, so the next request with it runs', async () => {
    const key = newKey();
    const keysBefore = await countRows(db(), 'idempotency_keys');
    const unknownGuest = { guest_id: randomUUID(), request_description: 'Estimate please' };
    const missing = await postJson(suite.server(), '/guest/service-request', unknownGuest, { key });
    expect(missing.status).toBe(404);
    expect(await countRows(db(), 'idempotency_keys')).toBe(keysBefore);

    // The same key with another body runs (a key still held would answer 422).
    const created = await postJson(suite.server(), '/guests/create', guest());
    const guestId = (created.body.payload as { id: string }).id;
    const request = { guest_id: guestId, request_description: 'Estimate please' };
    const stored = await postJson(suite.server(), '/guest/service-request', request, { key });
    expect(stored).toMatchObject({ status: 201, replayed: null });
    expect(await countRows(db(), 'service_requests', sql`guest_id = ${guestId}`)).toBe(1);
  });

  it('is given back in the background when the database could not be reached at first', async () => {
    const key = newKey();
    const unknownGuest = { guest_id: randomUUID(), request_description: 'Estimate please' };
    const hash = keyHash('createGuestServiceRequest', 'guest', key);
    const away = suite.database().failDeletes(idempotency_keys);
    try {
      expect((await postJson(suite.server(), '/guest/service-request', unknownGuest, { key })).status).toBe(
        404,
      );
      // Not given back yet: the repeat finds the key still running.
      const repeat = await postJson(suite.server(), '/guest/service-request', unknownGuest, { key });
      expect(repeat).toMatchObject({ status: 409, retryAfter: '1' });
    } finally {
      away.stop();
    }
    await vi.waitFor(
      async () => expect(await countRows(db(), 'idempotency_keys', sql`key_hash = ${hash}`)).toBe(0),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    expect((await postJson(suite.server(), '/guest/service-request', unknownGuest, { key })).status).toBe(
      404,
    );
  });

  it('is not even claimed when the request is refused before its work', async () => {
    const keysBefore = await countRows(db(), 'idempotency_keys');
    const blank = { ...inquiry(), name: '   ' };
    expect((await postJson(suite.server(), '/email/inquiry', blank, { key: newKey() })).status).toBe(400);
    expect(await countRows(db(), 'idempotency_keys')).toBe(keysBefore);
  });
});

describe('a key after 24 hours', () => {
  it('is swept by the housekeeping and then runs its request again', async () => {
    const key = newKey();
    const body = inquiry();
    expect((await postJson(suite.server(), '/email/inquiry', body, { key })).status).toBe(201);
    const now = new Date();
    await ageKey(key, KEY_LIFETIME_MS + 60_000);
    expect((await sweepExpired(db(), now)).idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(
      await countRows(db(), 'idempotency_keys', sql`key_hash = ${keyHash('sendInquiry', 'guest', key)}`),
    ).toBe(0);
    expect(await postJson(suite.server(), '/email/inquiry', body, { key })).toMatchObject({
      status: 201,
      replayed: null,
    });
    expect(await inquiriesFrom(body.email)).toBe(2);
  });

  it('is forgotten even before the sweep reaches it', async () => {
    const key = newKey();
    const body = inquiry();
    expect((await postJson(suite.server(), '/email/inquiry', body, { key })).status).toBe(201);
    await ageKey(key, KEY_LIFETIME_MS + 60_000);
    const other = { ...body, products: [{ name: 'Fuel Tanks' }] };
    expect(await postJson(suite.server(), '/email/inquiry', other, { key })).toMatchObject({
      status: 201,
      replayed: null,
    });
    expect(await inquiriesFrom(body.email)).toBe(2);
  });
});

describe('a key left running by a request that died', () => {
  it('answers 409 while recent and is taken over once abandoned', async () => {
    const key = newKey();
    const body = inquiry();
    expect((await postJson(suite.server(), '/email/inquiry', body, { key })).status).toBe(201);
    await ageKey(key, ABANDONED_AFTER_MS - 10_000, true);
    expect((await postJson(suite.server(), '/email/inquiry', body, { key })).status).toBe(409);
    expect(await inquiriesFrom(body.email)).toBe(1);

    await ageKey(key, ABANDONED_AFTER_MS + 1_000, true);
    const retried = await postJson(suite.server(), '/email/inquiry', body, { key });
    expect(retried).toMatchObject({ status: 201, replayed: null });
    expect(await inquiriesFrom(body.email)).toBe(2);
    expect(await postJson(suite.server(), '/email/inquiry', body, { key })).toMatchObject({
      replayed: 'true',
    });
  });
});
