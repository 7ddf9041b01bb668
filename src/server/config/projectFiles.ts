import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository folder (the one holding package.json). Files the server reads at run time are found from
 * it, because this module runs from two places: src/server (tsx, tests) and the compiled
 * dist/server/main.js, which sit at different depths.
 */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

const root = projectRoot();

/** The API contract the server routes and validates from. */
export const CONTRACT_FILE = path.join(root, 'openapi.yaml');

/** The contract parsed at build time (build/contractJson.plugin.ts), read instead when it is current. */
export const PARSED_CONTRACT_FILE = path.join(root, 'dist/server/contract.json');

/** The embedded database's thread (db/pgliteThread.ts): plain JavaScript, run as it is from src. */
export const PGLITE_WORKER_FILE = path.join(root, 'src/server/db/pgliteThread.worker.mjs');

/** The SQL migrations, applied on start and by `npm run db:migrate`. */
export const MIGRATIONS_FOLDER = path.join(root, 'src/server/db/migrations');
