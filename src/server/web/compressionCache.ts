// The site's compressed documents, kept on disk between starts (PAGE_CACHE_DIR). Compressing every page in
// both themes at the slowest, smallest settings takes several seconds of CPU at each start; a restart of
// the same build (or the browser suite's next server, which serves the same pages at the same address)
// finds the bytes here instead. An entry is named by a hash of the body and the settings, so a changed
// page or setting is simply a new entry; what this start did not use is removed, so the folder holds one
// build's pages. Every failure here only costs the compression it would have saved.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompressionOptions } from './document';

const CODINGS = ['br', 'gz'] as const;

/** The entry's name: the same body compressed with the same settings always gets the same one. */
export function compressionKey(body: Uint8Array, options: CompressionOptions): string {
  return createHash('sha256').update(JSON.stringify(options)).update(body).digest('hex');
}

/** [brotli, gzip] of the entry, or undefined when it is not (completely) there. */
export async function readCompressed(dir: string, key: string): Promise<[Buffer, Buffer] | undefined> {
  try {
    const [br, gz] = await Promise.all(CODINGS.map((coding) => readFile(path.join(dir, `${key}.${coding}`))));
    return br && gz ? [br, gz] : undefined;
  } catch {
    return undefined;
  }
}

/** Writes each file under a temporary name first, so another server never reads half of one. */
export async function writeCompressed(dir: string, key: string, pair: [Buffer, Buffer]): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await Promise.all(
      CODINGS.map(async (coding, i) => {
        const file = path.join(dir, `${key}.${coding}`);
        const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(partial, pair[i] as Buffer);
        await rename(partial, file);
      }),
    );
  } catch {
    // A read-only or full disk: the next start compresses again.
  }
}

/** Removes the entries whose key is not in `keep` (another build's pages). */
export async function pruneCompressed(dir: string, keep: ReadonlySet<string>): Promise<void> {
  try {
    const files = await readdir(dir);
    await Promise.all(
      files
        .filter((file) => !file.endsWith('.tmp') && !keep.has(file.replace(/\.(br|gz)$/, '')))
        .map((file) => rm(path.join(dir, file), { force: true })),
    );
  } catch {
    // Nothing to prune.
  }
}
