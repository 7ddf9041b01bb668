import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text worth compressing; smaller files gain less than the headers cost. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip -9) beside every text file, once at build
 * time, so the server sends them without compressing per request. Returns how many it compressed.
 */
export async function compressTextAssets(dir: string): Promise<number> {
  let count = 0;
  for (const file of await listFiles(dir)) {
    if (!TEXT.test(file)) continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}
