import { rm } from 'node:fs/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAvailableYet } from '../../src/server/http/notAvailable';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { createWebFixture, type WebFixture } from '../helpers/webFixture';

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

let server: TestServer;
let web: WebFixture;

beforeAll(async () => {
  // A stand-in build of the site, so this suite does not depend on `npm run build` having run.
  web = await createWebFixture();
  server = await startTestServer({ WEB_DIR: web.dir });
});

afterAll(async () => {
  await server?.close();
  if (web) await rm(web.dir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await server.fetch('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('errors are JSON with an error text', () => {
  it('401 for a signed-in call without a token', async () => {
    const res = await server.fetch('/api/users/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it('401 for a token that belongs to no session', async () => {
    const res = await server.fetch('/api/users/user', {
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Please sign in to continue.');
  });

  it('400 with a readable message when a required field is missing', async () => {
    const res = await server.fetch('/api/users/signin', json({ email: 'a@example.com' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'password is required.' });
  });

  it('400 for a malformed e-mail', async () => {
    const res = await server.fetch('/api/email/forgot-password', json({ email: 'not-an-address' }));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('email must be a valid e-mail address.');
  });

  it('400 for an unknown field', async () => {
    const res = await server.fetch(
      '/api/email/forgot-password',
      json({ email: 'a@example.com', admin: true }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('The request has a field this call does not take.');
  });

  it('400 for a body that is not JSON', async () => {
    const res = await server.fetch('/api/users/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('The request body is not valid JSON.');
  });

  it('415 for an unsupported content type', async () => {
    const res = await server.fetch('/api/users/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe('Unsupported content type: send application/json.');
  });

  it('413 for an oversized body', async () => {
    const res = await server.fetch(
      '/api/users/signin',
      json({ email: 'a@example.com', password: 'x'.repeat(2_000_000) }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('The request body is too large.');
  });

  it('404 JSON for an unknown API path', async () => {
    const res = await server.fetch('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('501 for a call whose feature has not landed', async () => {
    // Every operation has landed, so the placeholder handler is checked on an app of its own.
    const app = Fastify();
    app.post('/not-built', notAvailableYet);
    const res = await app.inject({ method: 'POST', url: '/not-built' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ error: 'Not available yet' });
    await app.close();
  });
});

describe('every answer', () => {
  it('sends security headers on every answer', async () => {
    for (const page of ['/', '/api/health', '/api/nope']) {
      const res = await server.fetch(page);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});
