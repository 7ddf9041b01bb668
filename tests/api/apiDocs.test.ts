import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_FILE } from '../../src/server/config/projectFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The API reference at /api/docs and the raw contract beside it (issue 15). The browser suite renders it.

let server: TestServer;
let off: TestServer;

beforeAll(async () => {
  [server, off] = await Promise.all([startTestServer(), startTestServer({ API_DOCS: 'false' })]);
});

afterAll(async () => {
  await Promise.all([server?.close(), off?.close()]);
});

const DOCS_FILES = [
  '/api/docs',
  '/api/docs/scalar.js',
  '/api/docs/start.js',
  '/api/docs/docs.css',
  '/api/docs/inter.woff2',
];

describe('GET /api/docs', () => {
  it('is a page whose every script is a file of this origin, under the site CSP', async () => {
    const response = await server.fetch('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]*/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("'unsafe-inline'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes?.trim())).toEqual([
      'src="/api/docs/scalar.js"',
      'src="/api/docs/start.js"',
    ]);
    expect(scripts.every(([, , body]) => body === '')).toBe(true);
    // Nothing in the page names another origin.
    expect(html.match(/(?:src|href)="(?!\/|data:)[^"]*"/g)).toBeNull();
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves its files with their types, compressed and revalidated by ETag', async () => {
    const types = ['text/html', 'text/javascript', 'text/javascript', 'text/css', 'font/woff2'];
    for (const [i, file] of DOCS_FILES.entries()) {
      const response = await server.fetch(file, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toContain(types[i]);
      const etag = response.headers.get('etag') ?? '';
      expect(etag, file).toMatch(/^".+"$/);
      await response.arrayBuffer();
      const again = await server.fetch(file, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(again.status, file).toBe(304);
    }
    const bundle = await server.fetch('/api/docs/scalar.js', { headers: { 'accept-encoding': 'br' } });
    expect(bundle.headers.get('content-encoding')).toBe('br');
    // fetch decodes it: the renderer itself, several megabytes of it.
    expect((await bundle.text()).length).toBeGreaterThan(2_000_000);
  });

  it('starts Scalar with everything that would leave the origin turned off', async () => {
    const script = await (await server.fetch('/api/docs/start.js')).text();
    expect(script).toContain("createApiReference('#reference'");
    expect(script).toContain('"url": "/api/openapi.json"');
    expect(script).toContain('"proxyUrl": ""');
    expect(script).toContain('"withDefaultFonts": false');
    expect(script).toContain('"telemetry": false');
    expect(script).toContain('"baseServerURL": window.location.origin');
    expect(script).not.toMatch(/https?:\/\//);
  });

  it('redirects /api/docs/ to /api/docs and answers other methods 405', async () => {
    const slash = await server.fetch('/api/docs/', { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/api/docs');
    const post = await server.fetch('/api/docs', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ error: 'This address does not accept that method.' });
  });
});

describe('the raw contract', () => {
  it('is openapi.yaml as written at /api/openapi.yaml', async () => {
    const response = await server.fetch('/api/openapi.yaml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(await response.text()).toBe(await readFile(CONTRACT_FILE, 'utf8'));
  });

  it('is the same document as JSON at /api/openapi.json, and a valid OpenAPI 3.1 document', async () => {
    const response = await server.fetch('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const json = (await response.json()) as Record<string, unknown>;
    expect(json).toEqual(parse(await readFile(CONTRACT_FILE, 'utf8')));
    const validator = new Validator();
    const result = await validator.validate(json);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});

describe('API_DOCS=false', () => {
  it('makes every docs path an unknown API path', async () => {
    for (const file of [...DOCS_FILES, '/api/openapi.json', '/api/openapi.yaml']) {
      const response = await off.fetch(file);
      expect(response.status, file).toBe(404);
      expect(await response.json(), file).toEqual({ error: 'Not found' });
    }
  });
});
