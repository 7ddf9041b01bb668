import { randomInt } from 'node:crypto';
import { type AccountKeys, hmacHex } from '../security/keys';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are copied by hand from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** Ten random codes like `k7wq2-m9xhp` (about 50 bits each), shown to the user once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, GROUP)}-${chars.slice(GROUP)}`;
  });
}

/** A code as typed, compared without case, spaces or dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The stored form: keyed with APP_SECRET, so a database dump alone cannot test guesses offline. */
export function recoveryCodeHash(keys: AccountKeys, userId: string, code: string): string {
  return hmacHex(keys.recoveryCode, `${userId}:${normaliseRecoveryCode(code)}`);
}
