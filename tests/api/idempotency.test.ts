import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TEXTS } from '../../src/shared/idempotencyRules';
import { en } from '../helpers/englishText';
import {
  countRows,
  inquiry,
  newKey,
  postJson,
  setUpIdempotencyServer,
  uploadImage,
} from '../helpers/idempotencySuite';
import { createSignedInUser } from '../helpers/sessionFixture';

// The Idempotency-Key of the five calls that create something (openapi.yaml, parameter IdempotencyKey): the
// first answer, the repeat answered again, another request with the key (422), malformed keys (400) and
// whose keys they are. The running key (409), failures and expiry are in idempotency.lifecycle.test.ts,
// several server processes in idempotency.processes.test.ts.

const suite = setUpIdempotencyServer();
const db = () => suite.database().db;

const inquiriesFrom = (email: string) => countRows(db(), 'inquiries', sql`email = ${email}`);

function guest(tag = randomBytes(4).toString('hex')) {
  return {
    first_name: 'Kim',
    last_name: `Key-${tag}`,
    email: `kim.${tag}@example.com`,
    phone_number: '8135550199',
  };
}

describe(`Idempotency-Key on POST /email/inquiry (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers a repeat with the first answer, marked replayed, and stores and e-mails the inquiry once', async () => {
    const key = newKey();
    const body = inquiry();
    const first = await postJson(suite.server(), '/email/inquiry', body, { key });
    expect(first).toMatchObject({
      status: 201,
      body: { message: 'Inquiry sent successfully' },
      replayed: null,
    });

    const again = await postJson(suite.server(), '/email/inquiry', body, { key });
    expect(again).toMatchObject({ status: 201, replayed: 'true' });
    expect(again.text).toBe(first.text);
    // The same fields in another order are the same request.
    const reordered = { products: body.products, phone: body.phone, email: body.email, name: body.name };
    expect(await postJson(suite.server(), '/email/inquiry', reordered, { key })).toMatchObject({
      status: 201,
      replayed: 'true',
    });

    expect(await inquiriesFrom(body.email)).toBe(1);
    expect(await suite.companyMails(body.name)).toBe(1);
  });

  it('refuses the key with another request (422) and stores nothing for it', async () => {
    const key = newKey();
    const first = inquiry();
    expect((await postJson(suite.server(), '/email/inquiry', first, { key })).status).toBe(201);
    const other = { ...first, products: [{ name: 'Portable Diesel', message: 'Three units' }] };
    const refused = await postJson(suite.server(), '/email/inquiry', other, { key });
    expect(refused).toMatchObject({ status: 422, body: { error: en(IDEMPOTENCY_TEXTS.keyReused) } });
    expect(refused.text).not.toContain(key);
    expect(await inquiriesFrom(first.email)).toBe(1);
    expect(await suite.companyMails(first.name)).toBe(1);
  });

  it('stores every request without a key, as before', async () => {
    const body = inquiry();
    for (let i = 0; i < 2; i++) {
      const answer = await postJson(suite.server(), '/email/inquiry', body);
      expect(answer).toMatchObject({ status: 201, replayed: null });
    }
    expect(await inquiriesFrom(body.email)).toBe(2);
  });
});

describe('Idempotency-Key on the estimate calls and the profile image upload', () => {
  it('creates a guest once per key', async () => {
    const key = newKey();
    const body = guest();
    const first = await postJson(suite.server(), '/guests/create', body, { key });
    expect(first.status).toBe(201);
    const again = await postJson(suite.server(), '/guests/create', body, { key });
    expect(again).toMatchObject({ status: 201, replayed: 'true', body: first.body });
    expect(await countRows(db(), 'guests', sql`last_name = ${body.last_name}`)).toBe(1);
    const other = await postJson(suite.server(), '/guests/create', { ...body, city: 'Tampa' }, { key });
    expect(other.status).toBe(422);
  });

  it("stores a guest's estimate request and e-mails the company once per key", async () => {
    const contact = guest();
    const created = await postJson(suite.server(), '/guests/create', contact);
    const guestId = (created.body.payload as { id: string }).id;
    const key = newKey();
    const body = { guest_id: guestId, service_type_id: 2, request_description: 'Annual service' };
    const first = await postJson(suite.server(), '/guest/service-request', body, { key });
    expect(first).toMatchObject({ status: 201, body: { message: 'Your request has been submitted!' } });
    const again = await postJson(suite.server(), '/guest/service-request', body, { key });
    expect(again).toMatchObject({ status: 201, replayed: 'true' });
    expect(again.text).toBe(first.text);
    expect(await countRows(db(), 'service_requests', sql`guest_id = ${guestId}`)).toBe(1);
    expect(await suite.companyMails(contact.last_name)).toBe(1);
    const other = await postJson(
      suite.server(),
      '/guest/service-request',
      { ...body, service_type_id: 3 },
      { key },
    );
    expect(other).toMatchObject({ status: 422, body: { error: en(IDEMPOTENCY_TEXTS.keyReused) } });
  });

  it("stores a signed-in user's estimate request once per key", async () => {
    const lastName = `Key-${randomBytes(4).toString('hex')}`;
    const user = await createSignedInUser(db(), { last_name: lastName });
    const key = newKey();
    const body = { user_id: user.userId, phone_number: '9045550123', request_description: 'New install' };
    const first = await postJson(suite.server(), '/user/service-request', body, { key, token: user.token });
    expect(first.status).toBe(201);
    const again = await postJson(suite.server(), '/user/service-request', body, { key, token: user.token });
    expect(again).toMatchObject({ status: 201, replayed: 'true' });
    expect(again.text).toBe(first.text);
    expect(await countRows(db(), 'service_requests', sql`user_id = ${user.userId}`)).toBe(1);
    expect(await suite.companyMails(lastName)).toBe(1);
  });

  it('stores a profile image once per key and refuses the key with another file', async () => {
    const user = await createSignedInUser(db());
    const square = (r: number) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g: 80, b: 40 } } })
        .png()
        .toBuffer();
    const picture = await square(200);
    const key = newKey();
    const first = await uploadImage(suite.server(), picture, { key, token: user.token });
    expect(first).toMatchObject({ status: 200, replayed: null });
    const again = await uploadImage(suite.server(), picture, { key, token: user.token });
    expect(again).toMatchObject({ status: 200, replayed: 'true' });
    expect(again.text).toBe(first.text);
    expect(await countRows(db(), 'images', sql`owner_user_id = ${user.userId}`)).toBe(1);

    const other = await uploadImage(suite.server(), await square(10), { key, token: user.token });
    expect(other).toMatchObject({ status: 422, body: { error: en(IDEMPOTENCY_TEXTS.keyReused) } });
    const profile = (first.body.payload as { profileimg: string }).profileimg;
    const stored = await db().execute<{ id: string }>(
      sql`select profile_image_id::text as id from users where id = ${user.userId}`,
    );
    expect(profile).toBe(`/api/images/${stored.rows[0]?.id}`);
  });
});

describe('whose key it is', () => {
  it('keeps the keys of visitors without a session, and of each user, apart', async () => {
    const key = newKey();
    const body = inquiry();
    const [ann, bob] = await Promise.all([createSignedInUser(db()), createSignedInUser(db())]);
    if (!ann || !bob) throw new Error('no users');
    const guestFirst = await postJson(suite.server(), '/email/inquiry', body, { key });
    const annFirst = await postJson(suite.server(), '/email/inquiry', body, { key, token: ann.token });
    const bobFirst = await postJson(suite.server(), '/email/inquiry', body, { key, token: bob.token });
    for (const answer of [guestFirst, annFirst, bobFirst])
      expect(answer).toMatchObject({ status: 201, replayed: null });
    expect(await postJson(suite.server(), '/email/inquiry', body, { key, token: ann.token })).toMatchObject({
      status: 201,
      replayed: 'true',
    });
    // An invalid bearer token on this call is a visitor without a session: the guests' key.
    const stale = await postJson(suite.server(), '/email/inquiry', body, { key, token: 'x'.repeat(43) });
    expect(stale).toMatchObject({ status: 201, replayed: 'true' });
    expect(await inquiriesFrom(body.email)).toBe(3);
  });

  it('keeps the keys of each operation apart', async () => {
    const key = newKey();
    expect((await postJson(suite.server(), '/guests/create', guest(), { key })).replayed).toBeNull();
    const sent = await postJson(suite.server(), '/email/inquiry', inquiry(), { key });
    expect(sent).toMatchObject({ status: 201, replayed: null });
  });
});

describe('a malformed key', () => {
  const malformed = ['', 'two words', 'k'.repeat(256), 'caf\u00e9', 'tab\tkey'];

  it('is refused with a 400 that does not repeat it, before anything is stored', async () => {
    const user = await createSignedInUser(db());
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (const key of malformed) {
      const body = inquiry();
      const refused = await postJson(suite.server(), '/email/inquiry', body, { key });
      expect(refused, JSON.stringify(key)).toMatchObject({
        status: 400,
        body: { error: en(IDEMPOTENCY_TEXTS.invalidKey) },
      });
      if (key.length > 0) expect(refused.text).not.toContain(key);
      expect(await inquiriesFrom(body.email)).toBe(0);
      const upload = await uploadImage(suite.server(), picture, { key, token: user.token });
      expect(upload, JSON.stringify(key)).toMatchObject({
        status: 400,
        body: { error: en(IDEMPOTENCY_TEXTS.invalidKey) },
      });
    }
    expect(await countRows(db(), 'images', sql`owner_user_id = ${user.userId}`)).toBe(0);
  });

  it('is accepted at 255 visible ASCII characters', async () => {
    const key = `!~${'K'.repeat(253)}`;
    expect((await postJson(suite.server(), '/email/inquiry', inquiry(), { key })).status).toBe(201);
  });
});
