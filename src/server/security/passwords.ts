import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 35 ms per hash on this kind of machine.
const OPTIONS = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a hash was made with weaker parameters than today's, so a successful sign-in can upgrade it. */
export function passwordHashIsOutdated(storedHash: string): boolean {
  try {
    return needsRehash(storedHash, OPTIONS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real password check takes, for an e-mail that has no account, so that the answer's
 * timing does not tell which addresses are registered.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}
