import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPrivateIp } from '../helpers/accounts';
import { socketRequest } from '../helpers/rawSocket';
import { startTestServer, type TestServer } from '../helpers/testServer';

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  port = (server.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await server?.close();
});

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await server.fetch(path, {
    ...init,
    headers: { 'x-forwarded-for': randomPrivateIp(), ...init.headers },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as Record<string, unknown> };
}

const inquiry = (message: string) =>
  JSON.stringify({
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '4075550142',
    products: [{ name: 'Portable Gasoline', message }],
  });

describe('the media type the contract declares', () => {
  it.each([
    ['POST', '/api/users/signin', 'text/plain', '{"email":"a@example.com","password":"x"}'],
    ['PUT', '/api/users/update', 'text/plain', '{"first_name":"Jane"}'],
    ['PATCH', '/api/email-notifications', 'text/plain', '{"field":"inquiry_verification","value":false}'],
    ['POST', '/api/email/forgot-password', 'application/x-www-form-urlencoded', 'email=a%40example.com'],
    ['POST', '/api/guests/create', 'application/json-patch+json', '{}'],
  ])('%s %s refuses %s with 415 before any handler runs', async (method, path, type, body) => {
    const res = await call(path, { method, headers: { 'content-type': type }, body });
    expect(res).toMatchObject({
      status: 415,
      body: { error: 'Unsupported content type: send application/json.' },
    });
  });

  it('refuses a call that takes a body but got none with 400', async () => {
    const res = await call('/api/users/signin', { method: 'POST' });
    expect(res).toMatchObject({ status: 400, body: { error: 'The request body is empty.' } });
  });

  it('refuses a body on a call that takes none, and ignores an empty one whatever its type', async () => {
    const withBody = await call('/api/users/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(withBody).toMatchObject({ status: 415, body: { error: 'This call takes no request body.' } });
    const empty = await call('/api/users/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(401);
  });
});

describe('control characters', () => {
  it('refuses NUL in a body field, naming the field', async () => {
    const res = await call('/api/email/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jane\u0000@example.com' }),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'email contains a control character or an invalid character.' },
    });
  });

  it('refuses them in a path parameter and in the query string', async () => {
    expect((await call('/api/images/a%00b')).body.error).toBe(
      'id contains a control character or an invalid character.',
    );
    expect((await call('/api/health?x=%01')).body.error).toBe(
      'A query parameter contains a control character or an invalid character.',
    );
  });

  it('keeps line breaks and tabs in free text, and refuses them in a name', async () => {
    const kept = await call('/api/email/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: inquiry('First line\n\tsecond line'),
    });
    expect(kept.status).toBe(201);
    const refused = await call('/api/email/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: inquiry('ok').replace('Jane Doe', 'Jane\\nDoe'),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'name contains a control character or an invalid character.' },
    });
  });

  it('keeps a backslash escape typed as text as it was typed, never as the character it names', async () => {
    // The texts of the e-mails are formatted by Lingui, which decoded `\u0000` in a value into NUL: a 500.
    const typed = await call('/api/email/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: inquiry('A note \\u202e').replace('Jane Doe', 'Jane \\\\u0000 Doe'),
    });
    expect(typed.status).toBe(201);
    const { rows } = await server.database.db.execute<{ name: string; message: string }>(
      sql`select i.name, it.message from inquiries i join inquiry_items it on it.inquiry_id = i.id
        where i.name like 'Jane %' order by i.created_at desc limit 1`,
    );
    expect(rows[0]).toEqual({ name: 'Jane \\u0000 Doe', message: 'A note \\u202e' });
  });
});

describe('invisible and text-direction characters (issue 26)', () => {
  const json = (body: unknown): RequestInit & { headers: Record<string, string> } => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('refuses a right-to-left override or a zero-width space in a name or an address, naming the field', async () => {
    const override = await call('/api/email/inquiry', {
      ...json({}),
      body: inquiry('ok').replace('Jane Doe', 'Jane \u202eeoD'),
    });
    expect(override).toMatchObject({
      status: 400,
      body: {
        error:
          'name contains an invisible character or a text-direction override, which is not accepted here.',
      },
    });
    const hidden = await call('/api/email/forgot-password', json({ email: 'ja\u200bne@example.com' }));
    expect(hidden.body.error).toBe(
      'email contains an invisible character or a text-direction override, which is not accepted here.',
    );
    expect((await call('/api/health?x=%E2%81%A6')).body.error).toBe(
      'A query parameter contains an invisible character or a text-direction override, which is not accepted here.',
    );
  });

  it('keeps the zero-width joiners of Persian and Indic names, and every mark in free text and passwords', async () => {
    const guest = await call(
      '/api/guests/create',
      json({
        first_name: 'م\u06cc\u200cنا',
        last_name: 'क्\u200dष',
        email: 'mina@example.com',
        phone_number: '4075550142',
      }),
    );
    expect(guest.status).toBe(201);
    const rtlMessage = await call('/api/email/inquiry', {
      ...json({}),
      body: inquiry('\u05e9\u05dc\u05d5\u05dd \u200f(2)\u202e'),
    });
    expect(rtlMessage.status).toBe(201);
    // A password is checked as typed: a wrong one is a 401, not a refused character.
    const password = await call(
      '/api/users/signin',
      json({ email: 'jane@example.com', password: 'pass\u200bword\u202e' }),
    );
    expect(password.status).toBe(401);
  });
});

describe('framework errors are { error } and never repeat the request', () => {
  it('405 with Allow for a known path and another method', async () => {
    const res = await call('/api/sessions', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE, GET, HEAD');
    expect(res.body).toEqual({ error: 'This address does not accept that method.' });
    expect((await call('/api/contact-numbers/abc', { method: 'GET' })).headers.get('allow')).toBe(
      'DELETE, PUT',
    );
  });

  it('414 for a path parameter over 100 characters, 400 for a malformed URL', async () => {
    const long = await call(`/api/contact-numbers/${'z'.repeat(150)}`, { method: 'DELETE' });
    expect(long).toEqual({ status: 414, headers: long.headers, body: { error: 'The address is too long.' } });
    const bad = await call('/api/images/%E0%A4%A');
    expect(bad.body).toEqual({ error: 'The address is not valid.' });
    expect(bad.status).toBe(400);
  });

  it('answers a request line Node cannot parse with JSON', async () => {
    const res = await socketRequest(port, { method: 'GET', target: '/api/health\u0001x' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: 'The request is not valid HTTP.' });
  });
});
