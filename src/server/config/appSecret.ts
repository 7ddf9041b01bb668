import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * APP_SECRET encrypts 2FA secrets at rest. When it is not configured, one is generated once into the data
 * directory (readable by the owner only) so that a restart can still decrypt what was stored.
 */
export async function resolveAppSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (err: NodeJS.ErrnoException) => {
      // Another process won the race: use its secret.
      if (err.code !== 'EEXIST') throw err;
    },
  );
  return (await readFile(file, 'utf8')).trim();
}
