import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads `.env` in the working folder into `process.env`, when there is one, with Node's own parser
 * (`process.loadEnvFile`, the format of `node --env-file`). A variable already set in the environment
 * wins over the file, so a deployment's settings are never overridden by a forgotten file.
 * Answers the file read, or undefined.
 */
export function loadDotEnv(file = '.env'): string | undefined {
  const resolved = path.resolve(file);
  if (!existsSync(resolved)) return undefined;
  process.loadEnvFile(resolved);
  return resolved;
}
