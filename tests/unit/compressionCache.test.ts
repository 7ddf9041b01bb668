import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedDocuments } from '../../src/server/web/compressInChild';
import { compressionKey } from '../../src/server/web/compressionCache';
import { cachedDocument, compressionOptions } from '../../src/server/web/document';

const html = 'text/html; charset=utf-8';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Standby generators for Florida homes.</p>'.repeat(60)}</body></html>`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-cache-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('compressed pages kept between starts', () => {
  it('keeps each page in both codings and serves the same documents from them at the next start', async () => {
    const sources = [
      { type: html, text: page('home') },
      { type: html, text: page('about') },
      { type: 'text/plain; charset=utf-8', text: 'User-agent: *\n' },
    ];
    const first = await cachedDocuments(sources, dir);
    // Two compressible pages, a .br and a .gz each; the small robots.txt is sent as it is.
    expect((await readdir(dir)).sort()).toHaveLength(4);
    const second = await cachedDocuments(sources, dir);
    expect(second).toEqual(first);
    sources.forEach((source, i) => {
      expect(second[i]).toEqual(cachedDocument(source.type, source.text));
    });
  });

  it('reads what is there instead of compressing again', async () => {
    const body = Buffer.from(page('home'));
    const key = compressionKey(body, compressionOptions(body.length));
    // Marked bytes under the page's key: only a read of the cache can put them in the document.
    await writeFile(path.join(dir, `${key}.br`), 'kept brotli');
    await writeFile(path.join(dir, `${key}.gz`), 'kept gzip');
    const [document] = await cachedDocuments([{ type: html, text: page('home') }], dir);
    expect(document?.bodies.br.toString()).toBe('kept brotli');
    expect(document?.bodies.gzip.toString()).toBe('kept gzip');
  });

  it('compresses a page again when one of its codings is missing, and removes other builds’ pages', async () => {
    const body = Buffer.from(page('home'));
    const key = compressionKey(body, compressionOptions(body.length));
    await writeFile(path.join(dir, `${key}.br`), 'half an entry');
    await writeFile(path.join(dir, `${'0'.repeat(64)}.br`), 'another build');
    const [document] = await cachedDocuments([{ type: html, text: page('home') }], dir);
    expect(document).toEqual(cachedDocument(html, page('home')));
    expect((await readdir(dir)).sort()).toEqual([`${key}.br`, `${key}.gz`]);
  });

  it('names an entry by the body and the settings', () => {
    const body = Buffer.from(page('home'));
    const options = compressionOptions(body.length);
    expect(compressionKey(body, options)).toBe(compressionKey(Buffer.from(page('home')), options));
    expect(compressionKey(body, options)).not.toBe(compressionKey(Buffer.from(page('about')), options));
    expect(compressionKey(body, options)).not.toBe(
      compressionKey(body, compressionOptions(body.length * 1000)),
    );
  });
});
