import { spawn } from 'node:child_process';
import { compressionKey, pruneCompressed, readCompressed, writeCompressed } from './compressionCache';
import {
  type CachedDocument,
  type CompressionOptions,
  compressionOptions,
  documentOf,
  isCompressible,
} from './document';

/** One body to serve, before compression. */
export interface DocumentSource {
  type: string;
  text: string;
}

interface Job {
  body: Uint8Array;
  options: CompressionOptions;
}

// Runs in the child: plain JavaScript, so it works the same from tsx and from the compiled server.
const COMPRESS_SCRIPT = `
import { brotliCompressSync, gzipSync } from 'node:zlib';
process.once('message', (jobs) => {
  const out = jobs.map(({ body, options }) => [brotliCompressSync(body, options.brotli), gzipSync(body, options.gzip)]);
  process.send(out, () => process.disconnect());
});
`;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Compresses every job in a short-lived child process; resolves with [brotli, gzip] per job. */
export function compressElsewhere(jobs: Job[]): Promise<[Buffer, Buffer][]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', COMPRESS_SCRIPT], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    child.once('message', (out) => {
      const result = (out as [Uint8Array, Uint8Array][]).map(([br, gz]): [Buffer, Buffer] => [
        asBuffer(br),
        asBuffer(gz),
      ]);
      if (result.length === jobs.length) resolve(result);
      else reject(new Error('page compression child answered the wrong number of documents'));
    });
    child.on('error', reject);
    // After a result this does nothing (a promise settles once).
    child.once('close', (code, signal) =>
      reject(new Error(`page compression child ended (${signal ?? code})`)),
    );
    child.send(jobs);
  });
}

/**
 * The documents of the built site, compressed once. Brotli at quality 11 allocates tens of megabytes per
 * page, and glibc keeps most of that memory in the process after it is freed (measured: about 15 MB more
 * RSS for the whole life of the server). A short-lived child process does the compression instead and
 * takes that memory with it when it exits; the bytes are the same, since it is the same zlib with the same
 * options (tests/unit/pageCompression.test.ts). Should the child fail to run, the server compresses here.
 * With `cacheDir`, what an earlier start compressed is read from there (compressionCache.ts) and only the
 * rest is compressed, then kept there.
 */
export async function cachedDocuments(
  sources: readonly DocumentSource[],
  cacheDir?: string,
): Promise<CachedDocument[]> {
  const bodies = sources.map((source) => Buffer.from(source.text, 'utf8'));
  const jobs = bodies.flatMap((body, index) => {
    if (!isCompressible(body)) return [];
    const options = compressionOptions(body.length);
    return [{ index, key: compressionKey(body, options), job: { body, options } }];
  });
  const compressed = new Map<number, [Buffer, Buffer]>();
  if (cacheDir) {
    const found = await Promise.all(jobs.map(({ key }) => readCompressed(cacheDir, key)));
    found.forEach((pair, i) => {
      const index = jobs[i]?.index;
      if (pair && index !== undefined) compressed.set(index, pair);
    });
  }
  const missing = jobs.filter(({ index }) => !compressed.has(index));
  const fresh =
    missing.length > 0 ? await compressElsewhere(missing.map(({ job }) => job)).catch(() => []) : [];
  missing.forEach(({ index }, i) => {
    const pair = fresh[i];
    if (pair) compressed.set(index, pair);
  });
  if (cacheDir) {
    await Promise.all(
      missing.map(({ index, key }) => {
        const pair = compressed.get(index);
        return pair && writeCompressed(cacheDir, key, pair);
      }),
    );
    await pruneCompressed(cacheDir, new Set(jobs.map(({ key }) => key)));
  }
  // A body the child could not compress is compressed here (documentOf).
  return sources.map((source, i) => documentOf(source.type, bodies[i] as Buffer, compressed.get(i)));
}
