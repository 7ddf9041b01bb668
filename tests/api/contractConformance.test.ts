import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlob, multipartForm, twoColourPicture } from '../fixtures/images';
import { randomPrivateIp } from '../helpers/accounts';
import { recordAnswersWith } from '../helpers/contractAnswers';
import { contractChecker, describeViolation, type Violation } from '../helpers/contractConformance';
import { holdInquiryWrites } from '../helpers/heldWrites';
import { createSignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Issue 38: the contract says what the server answers. Every API test file's answers are checked against
// openapi.yaml (tests/helpers/contractConformanceSetup.ts); this file checks the check itself (it fails on
// each kind of difference) and sends the answers that openapi.yaml once left undeclared, so that the drift
// found then cannot come back unseen.

/** The violations of this file's servers' answers, in order; each test looks at the ones it caused. */
const violations: Violation[] = [];

/** What the answers sent during `work` did not conform in, as text, to compare with []. */
async function violationsOf(work: () => Promise<void>): Promise<string[]> {
  const before = violations.length;
  await work();
  return violations.slice(before).map(describeViolation);
}

const checker = contractChecker();
const json = { 'content-type': 'application/json; charset=utf-8', 'content-language': 'en' };

describe('the conformance check', () => {
  it('refuses a status the operation does not declare', () => {
    const violation = checker.check({
      method: 'GET',
      path: '/api/health',
      route: '/api/health',
      status: 418,
      headers: json,
      body: '{"error":"I am a teapot."}',
    });
    expect(violation && describeViolation(violation)).toBe(
      'getHealth 418: status 418 is not declared (answered "I am a teapot.")',
    );
  });

  it('refuses a media type the status does not declare', () => {
    const violation = checker.check({
      method: 'GET',
      path: '/api/users/user',
      route: '/api/users/user',
      status: 401,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-language': 'en' },
      body: '<p>Please sign in</p>',
    });
    expect(violation?.problems).toEqual([
      'media type text/html is not declared (declared: application/json)',
    ]);
  });

  it('refuses a JSON body its schema does not allow, naming the field', () => {
    const violation = checker.check({
      method: 'GET',
      path: '/api/users/user',
      route: '/api/users/user',
      status: 401,
      headers: json,
      body: '{"message":"Please sign in."}',
    });
    expect(violation?.problems.join()).toMatch(/must have required property 'error'/);
  });

  it('refuses an answer without a header the status declares as always sent, or with a wrong value', () => {
    const answer = { method: 'GET', path: '/api/users/user', route: '/api/users/user', status: 503 };
    const body = '{"error":"The server is busy."}';
    expect(checker.check({ ...answer, headers: json, body })?.problems).toEqual([
      'required header retry-after is missing',
    ]);
    expect(checker.check({ ...answer, headers: { ...json, 'retry-after': 'soon' }, body })?.problems).toEqual(
      ['header retry-after: (body) must be integer'],
    );
    expect(checker.check({ ...answer, headers: { ...json, 'retry-after': '2' }, body })).toBeUndefined();
  });

  it('refuses a body where the status declares none', () => {
    const violation = checker.check({
      method: 'GET',
      path: `/api/images/${randomUUID()}`,
      route: '/api/images/:id',
      status: 304,
      headers: { ...json, etag: '"x"', 'cache-control': 'public' },
      body: '{}',
    });
    expect(violation?.problems).toEqual(['a body (application/json) where none is declared']);
  });

  it('refuses an error text in another language than its Content-Language, or without one (issue 39)', () => {
    const answer = { method: 'GET', path: '/api/users/user', route: '/api/users/user', status: 401 };
    const english = '{"error":"Please sign in to continue."}';
    const spanish = '{"error":"Inicie sesión para continuar."}';
    const spanishHeaders = { ...json, 'content-language': 'es' };
    expect(checker.check({ ...answer, headers: json, body: english })).toBeUndefined();
    expect(checker.check({ ...answer, headers: spanishHeaders, body: spanish })).toBeUndefined();
    expect(checker.check({ ...answer, headers: spanishHeaders, body: english })?.problems).toEqual([
      'Content-Language es, but "Please sign in to continue." is no text of the Spanish catalogs',
    ]);
    expect(checker.check({ ...answer, headers: json, body: spanish })?.problems).toEqual([
      'Content-Language en, but "Inicie sesión para continuar." is a Spanish text',
    ]);
    const { 'content-language': _, ...unnamed } = json;
    expect(checker.check({ ...answer, headers: unnamed, body: english })?.problems).toEqual([
      'required header content-language is missing',
    ]);
    expect(
      checker.check({ ...answer, headers: { ...json, 'content-language': 'fr' }, body: english })?.problems,
    ).toEqual(['header content-language: (body) must be equal to one of the allowed values']);
  });

  it('finds the operation of an answer given before routing, by its path and method', () => {
    const operation = checker.operationOf({
      method: 'POST',
      path: `/api/appointments/manage/${'a'.repeat(101)}/cancel`,
      route: undefined,
    });
    expect(operation?.id).toBe('cancelAppointment');
    expect(
      checker.operationOf({ method: 'GET', path: '/api/no-such-call', route: undefined }),
    ).toBeUndefined();
  });
});

describe('answers openapi.yaml once left undeclared (issue 38)', () => {
  let server: TestServer;

  beforeAll(async () => {
    // This file's own recorder: its tests look at what their own answers did, one by one.
    recordAnswersWith({ record: (violation) => violations.push(violation) });
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    server.fetch(`/api${path}`, {
      method,
      headers: {
        'x-forwarded-for': randomPrivateIp(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body } : {}),
    });

  it('declares the 400 of an id over 64 characters (deleteContactNumber, deletePasskey)', async () => {
    const found = await violationsOf(async () => {
      for (const path of [`/contact-numbers/${'7'.repeat(65)}`, `/passkeys/${'k'.repeat(65)}`]) {
        expect((await call('DELETE', path)).status, path).toBe(400);
      }
    });
    expect(found).toEqual([]);
  });

  it('declares the 414 of a manage token over 100 characters (the three manage-link calls)', async () => {
    const token = 'm'.repeat(101);
    const found = await violationsOf(async () => {
      expect((await call('GET', `/appointments/manage/${token}`)).status).toBe(414);
      expect((await call('POST', `/appointments/manage/${token}/reschedule`, '{}')).status).toBe(414);
      expect((await call('POST', `/appointments/manage/${token}/cancel`)).status).toBe(414);
    });
    expect(found).toEqual([]);
  });

  it('declares the 400 of an invalid or malformed body (updateAppointment, setCapacity)', async () => {
    const found = await violationsOf(async () => {
      expect((await call('PATCH', `/staff/appointments/${randomUUID()}`, '{"status":"gone"}')).status).toBe(
        400,
      );
      expect((await call('PUT', '/staff/appointments/capacity', '{"capacity":"many"}')).status).toBe(400);
      expect((await call('PUT', '/staff/appointments/capacity', '{"capacity":')).status).toBe(400);
    });
    expect(found).toEqual([]);
  });

  it('declares the 413 of a body over the limit wherever a body is taken', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
    const found = await violationsOf(async () => {
      expect((await call('POST', '/users/signin', big)).status).toBe(413);
      expect((await call('PUT', '/staff/appointments/capacity', big)).status).toBe(413);
    });
    expect(found).toEqual([]);
  });

  it("declares getImage's empty 304 with its cache headers", async () => {
    const user = await createSignedInUser(server.database.db);
    const picture = await twoColourPicture(40, 40).png().toBuffer();
    const uploaded = await server.fetch('/api/images/upload', {
      method: 'POST',
      headers: { ...user.auth, 'x-forwarded-for': randomPrivateIp() },
      body: multipartForm([['image', fileBlob(picture, 'image/png'), 'photo.png']]),
    });
    expect(uploaded.status).toBe(200);
    const { payload } = (await uploaded.json()) as { payload: { profileimg: string } };
    const found = await violationsOf(async () => {
      const first = await server.fetch(payload.profileimg);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      const again = await server.fetch(payload.profileimg, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    });
    expect(found).toEqual([]);
  });
});

describe('the 503 of a server at capacity (issue 25), on every operation but the health check', () => {
  let server: TestServer;

  beforeAll(async () => {
    recordAnswersWith({ record: (violation) => violations.push(violation) });
    // One turn and no waiting: while one inquiry is held at the database, every other call is refused.
    server = await startTestServer({ API_CONCURRENCY: '1', API_QUEUE_MS: '0', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the refusal as declared, with Retry-After', async () => {
    const hold = await holdInquiryWrites(server.database.db);
    const inquiry = server.fetch('/api/email/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomPrivateIp() },
      body: JSON.stringify({
        name: 'Held Inquiry',
        email: 'held.inquiry@example.com',
        phone: '4075550142',
        products: [{ name: 'Portable Gasoline', message: '' }],
      }),
    });
    const refused: Array<[string, string, string?]> = [
      ['GET', '/users/user'],
      ['GET', '/appointments/availability'],
      ['GET', `/images/${randomUUID()}`],
      ['POST', '/users/signin', JSON.stringify({ email: 'a@example.com', password: 'correct horse' })],
      [
        'POST',
        '/email/inquiry',
        JSON.stringify({
          name: 'Second',
          email: 'second@example.com',
          phone: '4075550142',
          products: [{ name: 'Portable Gasoline', message: '' }],
        }),
      ],
    ];
    const found = await violationsOf(async () => {
      // The held inquiry takes the only turn first.
      await expect.poll(async () => (await server.fetch('/api/users/user')).status).toBe(503);
      for (const [method, path, body] of refused) {
        const res = await server.fetch(`/api${path}`, {
          method,
          headers: {
            'x-forwarded-for': randomPrivateIp(),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body } : {}),
        });
        expect(res.status, `${method} ${path}`).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      await hold.release();
      expect((await inquiry).status).toBe(201);
    });
    expect(found).toEqual([]);
  });
});
