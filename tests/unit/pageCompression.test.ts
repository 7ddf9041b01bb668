import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedDocuments, compressElsewhere } from '../../src/server/web/compressInChild';
import { bodyIn, cachedDocument, compressionOptions } from '../../src/server/web/document';

const page = (i: number) =>
  `<!doctype html><html><head><title>Page ${i}</title></head><body>${'<p>Standby generators for Florida homes.</p>'.repeat(40 * i)}</body></html>`;

describe('page compression in a child process', () => {
  it('gives the same bytes and ETags as compressing in the server process', async () => {
    const sources = [
      { type: 'text/html; charset=utf-8', text: page(1) },
      { type: 'text/plain; charset=utf-8', text: 'User-agent: *\nAllow: /\n' },
      { type: 'text/html; charset=utf-8', text: page(30) },
    ];
    const documents = await cachedDocuments(sources);
    expect(documents).toHaveLength(sources.length);
    documents.forEach((document, i) => {
      const source = sources[i] as (typeof sources)[number];
      expect(document).toEqual(cachedDocument(source.type, source.text));
      expect(bodyIn(document, 'identity').toString()).toBe(source.text);
      if (document.bodies.identity === null) {
        expect(brotliDecompressSync(document.bodies.br).toString()).toBe(source.text);
      }
    });
    const big = documents[2];
    expect(big?.bodies.br.length).toBeLessThan(Buffer.byteLength(sources[2]?.text ?? ''));
    expect(gunzipSync(big?.bodies.gzip ?? Buffer.alloc(0)).toString()).toBe(sources[2]?.text);
    // Only the compressed bytes of a big body are held; a body under 1 KiB is served as it is in every coding.
    expect(big?.bodies.identity).toBeNull();
    expect(documents[1]?.bodies.br).toBe(documents[1]?.bodies.identity);
  });

  it('runs in a child process that answers for every body', async () => {
    const body = Buffer.from(page(5));
    const [[br, gz] = []] = await compressElsewhere([{ body, options: compressionOptions(body.length) }]);
    expect(brotliDecompressSync(br ?? Buffer.alloc(0))).toEqual(body);
    expect(gunzipSync(gz ?? Buffer.alloc(0))).toEqual(body);
  });
});
