import { Secret, TOTP } from 'otpauth';
import { site } from '../../content/site';

// RFC 6238 as every authenticator app implements it: SHA-1, 6 digits, 30-second steps.
const PERIOD = 30;
const DIGITS = 6;
/** One step of clock drift either way. */
const WINDOW = 1;

function totp(secretBase32: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: site.companyName,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random 160-bit secret (RFC 4226's recommended size), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans: issuer is the company, label the user's e-mail. */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The time step a code belongs to, if it is the code of the current step or one step either side. */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code of `now`'s step; tests play the authenticator app with it. */
export function totpCode(secretBase32: string, now: Date): string {
  return totp(secretBase32).generate({ timestamp: now.getTime() });
}

/** The same secret however it was typed: upper case, without spaces or '=' padding. */
export function normaliseBase32(value: string): string {
  return value.replace(/[\s=]/g, '').toUpperCase();
}
