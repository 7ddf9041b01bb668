import { createHash, randomBytes } from 'node:crypto';

/** A bearer or one-time token: 32 random bytes, base64url, handed to the client once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
