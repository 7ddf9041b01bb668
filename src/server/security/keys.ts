import { createHmac, hkdfSync } from 'node:crypto';
import type { Config } from '../config/config';

/** One key per purpose, derived from APP_SECRET, so a key leaked for one use does not unlock another. */
export interface AccountKeys {
  /** AES-256-GCM key of TOTP secrets at rest. */
  totpSecret: Buffer;
  /** HMAC key of e-mailed verification codes: six digits alone could be brute-forced from a plain hash. */
  verificationCode: Buffer;
  /** HMAC key of 2FA recovery codes. */
  recoveryCode: Buffer;
  /** HMAC key that turns e-mail addresses and ids into attempt-counter keys, so no address is stored. */
  throttle: Buffer;
  /** HMAC key of the proof an estimate request's answer carries, that lets its sender book a visit. */
  bookingProof: Buffer;
  /** HMAC key that derives an appointment's manage-link token from its id (issue 28). */
  appointmentToken: Buffer;
}

const cache = new Map<string, AccountKeys>();

function derive(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'generator-site/accounts', purpose, 32));
}

export function accountKeys(config: Pick<Config, 'appSecret'>): AccountKeys {
  const secret = config.appSecret;
  // main.ts resolves APP_SECRET (or generates one) before the app is built; running without one is a bug.
  if (!secret) throw new Error('APP_SECRET is not set: resolveAppSecret must run before buildApp');
  let keys = cache.get(secret);
  if (!keys) {
    keys = {
      totpSecret: derive(secret, 'totp-secret-encryption-v1'),
      verificationCode: derive(secret, 'verification-code-hmac-v1'),
      recoveryCode: derive(secret, 'recovery-code-hmac-v1'),
      throttle: derive(secret, 'attempt-throttle-hmac-v1'),
      bookingProof: derive(secret, 'booking-proof-hmac-v1'),
      appointmentToken: derive(secret, 'appointment-manage-token-v1'),
    };
    cache.set(secret, keys);
  }
  return keys;
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
