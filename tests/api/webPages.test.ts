import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../helpers/rawHttp';
import { createSignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { createWebFixture, SCRIPT_HASH, type WebFixture } from '../helpers/webFixture';

// The built site as the server serves it, over real HTTP, from a fixture build (see webFixture.ts).
const PUBLIC_URL = 'https://www.example-generators.test';

let server: TestServer;
let fixture: WebFixture;

const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.url, pathname, { method, headers });

beforeAll(async () => {
  fixture = await createWebFixture();
  server = await startTestServer({ WEB_DIR: fixture.dir, PUBLIC_URL: `${PUBLIC_URL}/`, TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
  if (fixture) await rm(fixture.dir, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('answer 200 HTML with PUBLIC_URL filled in, revalidated, with an ETag', async () => {
    const res = await get('/services/installations');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const html = res.body.toString('utf8');
    expect(html).toContain('<h1>installations</h1>');
    expect(html).toContain(`href="${PUBLIC_URL}/installations"`);
    expect(html).not.toContain('%PUBLIC_URL%');
  });

  it('are never stored for a visitor with a session cookie (issue 29), and revalidated for everyone else', async () => {
    const signedIn = await get('/services/installations', {
      cookie: 'theme=%22light%22; authToken=%22abc.def%22',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(String(signedIn.headers.vary)).toMatch(/(^|, *)Cookie(,|$)/i);
    const themeOnly = await get('/services/installations', { cookie: 'theme=%22light%22' });
    expect(themeOnly.headers['cache-control']).toBe('no-cache');
  });

  it('are sent as brotli or gzip by Accept-Encoding and its quality weights', async () => {
    const identity = (await get('/')).body;
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(identity)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.length / 2);

    const gz = await get('/', { 'accept-encoding': 'br;q=0.2, gzip;q=0.8' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(identity)).toBe(true);

    for (const header of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const plain = await get('/', { 'accept-encoding': header });
      expect(plain.headers['content-encoding'], header).toBeUndefined();
      expect(plain.body.equals(identity), header).toBe(true);
    }
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const changed = await get('/', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('answer HEAD with the headers and no body', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.length).toBe(0);
  });

  it('carry the build script hashes in the CSP', async () => {
    const res = await get('/');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(SCRIPT_HASH);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('redirect a trailing slash to the page, keeping the query', async () => {
    const res = await get('/services/installations/?utm_source=x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/services/installations?utm_source=x');
  });
});

describe('not found', () => {
  it('is a 404 with the not-found page for any other path outside /api', async () => {
    for (const pathname of ['/no-such-page', '/services/nope/', '/index.html', '/prerender.json']) {
      const res = await get(pathname, { 'accept-encoding': 'br' });
      expect(res.status, pathname).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toContain('<h1>not-found</h1>');
    }
    expect((await get('/no-such-page', {}, 'HEAD')).status).toBe(404);
  });

  it('stays JSON under /api', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body.toString())).toHaveProperty('error');
  });
});

describe('files of the build', () => {
  it('serve the build compressed siblings, immutable for hashed assets', async () => {
    const br = await get(fixture.asset.path, { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.equals(fixture.asset.br)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get(fixture.asset.path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(fixture.asset.gz)).toBe(true);

    const plain = await get(fixture.asset.path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(fixture.asset.text);
  });

  it('revalidate files outside assets/', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never serve source maps', async () => {
    const res = await get(`${fixture.asset.path}.map`);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('"version"');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt lets crawlers in, keeps them out of the API and account pages, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.toString().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /profile');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages as absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body.toString();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/services/installations`,
      `${PUBLIC_URL}/es/`,
      `${PUBLIC_URL}/es/services/installations`,
    ]);
  });

  it('sitemap.xml gives every page its versions in both languages, itself included, English the x-default (issue 39)', async () => {
    const xml = (await get('/sitemap.xml')).body.toString();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(entries).toHaveLength(4);
    const alternates = (entry: string) =>
      Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
    const service = {
      en: `${PUBLIC_URL}/services/installations`,
      es: `${PUBLIC_URL}/es/services/installations`,
      'x-default': `${PUBLIC_URL}/services/installations`,
    };
    const home = { en: `${PUBLIC_URL}/`, es: `${PUBLIC_URL}/es/`, 'x-default': `${PUBLIC_URL}/` };
    expect(entries.map(alternates)).toEqual([home, service, home, service]);
  });

  it('robots.txt keeps crawlers out of the Spanish account pages too (issue 39)', async () => {
    const lines = (await get('/robots.txt')).body.toString().split('\n');
    expect(lines).toContain('Disallow: /es/profile');
    expect(lines).not.toContain('Disallow: /es/');
  });
});

describe('Spanish pages under /es/ (issue 39)', () => {
  it('answer like the English ones: HTML in Spanish, revalidated, compressed, with the build script hashes', async () => {
    for (const pathname of ['/es/', '/es/services/installations']) {
      const res = await get(pathname, { 'accept-encoding': 'br' });
      expect(res.status, pathname).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(res.body).toString();
      expect(html).toContain('<html lang="es"');
      expect(html).not.toContain('%PUBLIC_URL%');
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc).toContain(SCRIPT_HASH);
    }
    expect((await get('/es/services/installations')).body.toString()).toContain('<h1>es/instalaciones</h1>');
    const again = await get('/es/', { 'if-none-match': String((await get('/es/')).headers.etag) });
    expect(again.status).toBe(304);
  });

  it('come in the visitor theme, the dark-only page dark whatever the cookie says', async () => {
    const light = await get('/es/services/installations', { cookie: 'theme=%22light%22' });
    expect(light.body.toString()).toContain('data-mantine-color-scheme="light"');
    const verification = await get('/es/email-verification', { cookie: 'theme=%22light%22' });
    expect(verification.body.toString()).toContain('data-mantine-color-scheme="dark"');
  });

  it('/es and a trailing slash go to the page by 301, keeping the query', async () => {
    const bare = await get('/es?utm_source=x');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/es/?utm_source=x');
    const slash = await get('/es/services/installations/');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/es/services/installations');
  });

  it('an unknown address under /es/ is a 404 with the Spanish not-found page; elsewhere the English one', async () => {
    for (const pathname of ['/es/no-such-page', '/es/services/nope/', '/es/staff', '/es/index.html']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.toString(), pathname).toContain('<h1>no-encontrada</h1>');
      expect(res.body.toString(), pathname).toContain('<html lang="es"');
    }
    for (const pathname of ['/esp', '/no-such-page']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.toString(), pathname).toContain('<h1>not-found</h1>');
    }
  });
});

describe('/ for a visitor who chose a language (issue 39)', () => {
  it('sends a visitor who chose Spanish to /es/ by 302, chosen by the cookie and kept by no shared cache', async () => {
    for (const cookie of ['lang=%22es%22', 'lang=es', 'theme=%22light%22; lang=%22es%22']) {
      const res = await get('/', { cookie });
      expect(res.status, cookie).toBe(302);
      expect(res.headers.location).toBe('/es/');
      expect(String(res.headers.vary)).toMatch(/(^|, *)Cookie(,|$)/i);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const withQuery = await get('/?utm_source=x', { cookie: 'lang=%22es%22' });
    expect(withQuery.headers.location).toBe('/es/?utm_source=x');
    expect((await get('/', { cookie: 'lang=%22es%22' }, 'HEAD')).status).toBe(302);
  });

  it('answers the English home as before to everyone else', async () => {
    for (const cookie of [undefined, 'lang=%22en%22', 'lang=fr', 'lang=%22es', 'language=es']) {
      const res = await get('/', cookie === undefined ? {} : { cookie });
      expect(res.status, String(cookie)).toBe(200);
      expect(res.body.toString()).toContain('<h1>home</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('only at /: every other page is the one its address names, whatever the cookie', async () => {
    const english = await get('/services/installations', { cookie: 'lang=%22es%22' });
    expect(english.status).toBe(200);
    expect(english.body.toString()).toContain('<h1>installations</h1>');
    const spanish = await get('/es/', { cookie: 'lang=%22en%22' });
    expect(spanish.status).toBe(200);
    expect(spanish.body.toString()).toContain('<h1>es/inicio</h1>');
  });
});

describe('API compression', () => {
  it('compresses JSON over 1 KB and leaves small answers alone', async () => {
    const user = await createSignedInUser(server.database.db, { confirmed: true });
    const big = await rawRequest(server.url, '/api/2fa/initiate', {
      method: 'POST',
      headers: { ...user.auth, 'accept-encoding': 'br', 'x-forwarded-for': '10.9.0.1' },
    });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.body).toString())).toHaveProperty('qrDataUrl');

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });
});

describe('without a build', () => {
  it('pages answer 503 saying how to build, the API still works', async () => {
    const bare = await startTestServer({ WEB_DIR: `${fixture.dir}/does-not-exist` });
    try {
      const page = await rawRequest(bare.url, '/');
      expect(page.status).toBe(503);
      expect(page.body.toString()).toContain('npm run build');
      expect((await rawRequest(bare.url, '/api/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
