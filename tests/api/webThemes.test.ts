import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawResponse, rawRequest } from '../helpers/rawHttp';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { createWebFixture, type WebFixture } from '../helpers/webFixture';

// Each page in the theme the visitor's `theme` cookie asks for, so a visitor without JavaScript sees it
// too: over real HTTP, from the fixture build (webFixture.ts), whose files are dark like the build's.

let server: TestServer;
let fixture: WebFixture;

const LIGHT = `theme=${encodeURIComponent(JSON.stringify('light'))}`;

const get = (pathname: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, pathname, { headers });

function html(res: RawResponse): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

/** The theme marks of a document: <html>'s scheme, <body>'s data-theme and class. */
function marks(res: RawResponse): string[] {
  const text = html(res);
  return [
    /<html[^>]*data-mantine-color-scheme="([^"]*)"/.exec(text)?.[1] ?? '',
    /<body[^>]*data-theme="([^"]*)"/.exec(text)?.[1] ?? '',
    /<body[^>]*class="([^"]*)"/.exec(text)?.[1] ?? '',
  ];
}
const DARK = ['dark', 'dark', 'theme-dark'];
const LIGHT_MARKS = ['light', 'light', 'theme-light'];

function expectVaryOnCookieAndCoding(res: RawResponse): void {
  expect(String(res.headers.vary)).toMatch(/(^|, *)Cookie(,|$)/i);
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
}

beforeAll(async () => {
  fixture = await createWebFixture();
  server = await startTestServer({ WEB_DIR: fixture.dir });
});

afterAll(async () => {
  await server?.close();
  if (fixture) await rm(fixture.dir, { recursive: true, force: true });
});

describe('a page in the chosen theme', () => {
  it('is light for a "light" theme cookie, in every coding, with its own ETags', async () => {
    for (const coding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': coding };
      const dark = await get('/services/installations', headers);
      const light = await get('/services/installations', { ...headers, cookie: `a=1; ${LIGHT}; b=2` });
      expect(light.status, coding).toBe(200);
      expect(light.headers['content-encoding'], coding).toBe(coding === 'identity' ? undefined : coding);
      expect(marks(light), coding).toEqual(LIGHT_MARKS);
      expect(marks(dark), coding).toEqual(DARK);
      expect(html(light), coding).toContain('<h1>installations</h1>');
      expect(html(light).replaceAll('light', 'dark'), coding).toBe(html(dark));
      expect(light.headers.etag, coding).not.toBe(dark.headers.etag);
      expectVaryOnCookieAndCoding(light);
      expectVaryOnCookieAndCoding(dark);
    }
  });

  it('answers 304 only to the ETag of the variant asked for', async () => {
    const headers = { 'accept-encoding': 'br', cookie: LIGHT };
    const light = await get('/', headers);
    const again = await get('/', { ...headers, 'if-none-match': String(light.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(light.headers.etag);
    expectVaryOnCookieAndCoding(again);

    // The theme was switched since: the dark copy the browser holds is not this page.
    const dark = await get('/', { 'accept-encoding': 'br' });
    const switched = await get('/', { ...headers, 'if-none-match': String(dark.headers.etag) });
    expect(switched.status).toBe(200);
    expect(marks(switched)).toEqual(LIGHT_MARKS);
  });

  it('is dark without a theme cookie, for "dark" and for anything else', async () => {
    const plain = await get('/');
    expect(marks(plain)).toEqual(DARK);
    for (const cookie of [
      'theme=%22dark%22',
      'theme=light', // not JSON text, so not a value the site wrote
      'theme=%22LIGHT%22',
      'theme=%7B%22light',
      'theme=',
      'themes=%22light%22',
      'other=%22light%22',
    ]) {
      const res = await get('/', { cookie });
      expect(res.status, cookie).toBe(200);
      expect(marks(res), cookie).toEqual(DARK);
      expect(res.headers.etag, cookie).toBe(plain.headers.etag);
    }
  });

  it('keeps /email-verification dark whatever the cookie says', async () => {
    const dark = await get('/email-verification', { 'accept-encoding': 'gzip' });
    const light = await get('/email-verification', { 'accept-encoding': 'gzip', cookie: LIGHT });
    expect(light.status).toBe(200);
    expect(marks(light)).toEqual(DARK);
    expect(light.headers.etag).toBe(dark.headers.etag);
    expect(light.body.equals(dark.body)).toBe(true);
  });

  it('serves the not-found page in the chosen theme too', async () => {
    const light = await get('/no-such-page', { 'accept-encoding': 'br', cookie: LIGHT });
    expect(light.status).toBe(404);
    expect(marks(light)).toEqual(LIGHT_MARKS);
    expect(html(light)).toContain('<h1>not-found</h1>');
    expectVaryOnCookieAndCoding(light);
    expect(marks(await get('/no-such-page'))).toEqual(DARK);
  });
});
