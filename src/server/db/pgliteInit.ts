import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';

const run = promisify(execFile);

/** The same settings for the one-off set-up and the server's own instance (see client.ts). */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  // 16 MB instead of PostgreSQL's 128 MB: PGlite zero-fills its shared buffers in WebAssembly memory, so
  // the default held about 120 MB resident for a database of a few MB that the OS page cache holds anyway.
  // Custom plans always: PGlite is one backend for the life of the process, so a plan PostgreSQL caches
  // (a foreign-key check's above all) lives as long as the server. The check of leads.company_mail_id was
  // planned while mail_outbox was nearly empty, as a scan of the whole table, and every new lead then read
  // all the mail queued since start: 1.3 ms an inquiry at first, 7 ms after 6,000 (issue 25, item 4).
  return [...defaults, '-c', 'shared_buffers=16MB', '-c', 'plan_cache_mode=force_custom_plan'];
}

/**
 * PGlite's WebAssembly (9 MB of PostgreSQL) compiled by V8's baseline compiler only (Liftoff), never
 * re-compiled by its optimizing one (TurboFan). Measured (issue 41, /work/notes/pglite.md): TurboFan's
 * background re-compilation of the functions a busy server runs took both cores for the first tens of
 * seconds under load (the first 3,000 statements 3.3 ms each instead of 0.8 ms), and V8 kept about 40 MB
 * of its compilation memory for the life of the process; once compiled, statements ran no faster (0.35-0.44
 * ms of CPU each either way). Cost: a heavy read (an aggregate over 50,000 rows) may run up to about a
 * fifth slower than TurboFan's code at its best.
 */
export const PGLITE_V8_FLAGS = ['--liftoff-only'] as const;

/** Applies PGLITE_V8_FLAGS to this process; call before PGlite compiles its module (PGlite.create). */
export function compileWasmWithBaselineOnly(): void {
  v8.setFlagsFromString(PGLITE_V8_FLAGS.join(' '));
}

// Runs in the child: plain JavaScript, so it works the same from tsx and from the compiled server.
const INIT_SCRIPT = `
const { PGlite } = await import(process.env.PGLITE_MODULE);
const db = await PGlite.create({ dataDir: process.env.PGLITE_DIR, startParams: JSON.parse(process.env.PGLITE_PARAMS) });
await db.close();
`;

/**
 * Creates a PGlite data directory when there is none. PGlite does it by running initdb in a second,
 * temporary database instance plus a third WebAssembly module, and the process keeps about 450 MB of that
 * WebAssembly memory afterwards. A short-lived child process does it instead (a few seconds, once), into a
 * scratch folder renamed into place, so a failed set-up never leaves a half-made directory behind.
 */
export async function ensurePgliteDirectory(directory: string, defaults: readonly string[]): Promise<void> {
  if (existsSync(path.join(directory, 'PG_VERSION'))) return;
  const scratch = `${directory}.init-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  try {
    await run(process.execPath, [...PGLITE_V8_FLAGS, '--input-type=module', '-e', INIT_SCRIPT], {
      env: {
        ...process.env,
        PGLITE_MODULE: import.meta.resolve('@electric-sql/pglite'),
        PGLITE_DIR: scratch,
        PGLITE_PARAMS: JSON.stringify(pgliteStartParams(defaults)),
      },
    });
    // mkdir in client.ts made the target; it is empty, or it would hold PG_VERSION.
    if (existsSync(directory)) await rmdir(directory);
    await rename(scratch, directory);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
