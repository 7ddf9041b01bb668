import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitValues } from '../../src/server/i18n/waitValues';
import { isCommonPassword } from '../../src/server/security/commonPasswords';
import { accountKeys } from '../../src/server/security/keys';
import { hashPassword, passwordHashIsOutdated, verifyPassword } from '../../src/server/security/passwords';
import { open, seal } from '../../src/server/security/secretBox';
import {
  clearHits,
  lockedForSeconds,
  recordHit,
  type ThrottlePolicy,
  throttleKey,
} from '../../src/server/security/throttle';
import { LOCAL_NETWORK, locateIp } from '../../src/server/sessions/geoip';
import {
  newRecoveryCodes,
  normaliseRecoveryCode,
  recoveryCodeHash,
} from '../../src/server/twoFactor/recoveryCodes';
import {
  matchingStep,
  newTotpSecret,
  normaliseBase32,
  totpCode,
  totpUri,
} from '../../src/server/twoFactor/totp';
import { isValidUsername, normaliseVerificationCode } from '../../src/shared/accountRules';
import { msg } from '../../src/shared/i18n/message';
import { NEW_PASSWORD_MIN, passwordLengthProblem, SIGN_UP_PASSWORD_MIN } from '../../src/shared/password';
import { en, es } from '../helpers/englishText';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const keys = accountKeys({ appSecret: 'a'.repeat(64) });

describe('password hashing', () => {
  it('argon2id with the OWASP parameters; wrong passwords and junk hashes are false', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(passwordHashIsOutdated(hash)).toBe(false);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(passwordHashIsOutdated('$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo')).toBe(true);
  });

  it('knows the common passwords, in any case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('Qwertyuiop')).toBe(true);
    expect(isCommonPassword('Gen-4fK9q-Lm2x!')).toBe(false);
  });
});

describe('shared account rules', () => {
  it('password lengths count characters as people do', () => {
    expect(passwordLengthProblem('123456789', SIGN_UP_PASSWORD_MIN)).toBe('tooShort');
    expect(passwordLengthProblem('1234567890', SIGN_UP_PASSWORD_MIN)).toBeNull();
    expect(passwordLengthProblem('1234567', NEW_PASSWORD_MIN)).toBe('tooShort');
    expect(passwordLengthProblem('x'.repeat(129), NEW_PASSWORD_MIN)).toBe('tooLong');
    expect(passwordLengthProblem('🔋🔋🔋🔋🔋🔋🔋🔋', NEW_PASSWORD_MIN)).toBeNull();
  });

  it('usernames are 1 to 20 characters once trimmed; codes ignore spaces', () => {
    expect(isValidUsername(' ada ')).toBe(true);
    expect(isValidUsername('   ')).toBe(false);
    expect(isValidUsername('x'.repeat(20))).toBe(true);
    expect(isValidUsername('x'.repeat(21))).toBe(false);
    expect(normaliseVerificationCode(' 123 456 ')).toBe('123456');
  });
});

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed only with the same key and context', () => {
    const sealed = seal(keys.totpSecret, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(keys.totpSecret, 'JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
    expect(open(keys.totpSecret, sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => open(keys.totpSecret, sealed, 'user-2')).toThrow();
    expect(() => open(keys.verificationCode, sealed, 'user-1')).toThrow();
    // One bit of the ciphertext flipped in the decoded bytes: a changed base64 character may stand for the
    // same bytes (or, as this test once did, be the character that was already there, 1 run in 64).
    const [version, payload] = sealed.split('.');
    const raw = Buffer.from(payload ?? '', 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    const tampered = `${version}.${raw.toString('base64url')}`;
    expect(tampered).not.toBe(sealed);
    expect(() => open(keys.totpSecret, tampered, 'user-1')).toThrow();
  });
});

describe('TOTP', () => {
  it('accepts the current step and one step either side, nothing further', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-01-01T12:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    const at = (offset: number) => totpCode(secret, new Date(now.getTime() + offset * 30_000));
    expect(matchingStep(secret, at(0), now)).toBe(step);
    expect(matchingStep(secret, at(-1), now)).toBe(step - 1);
    expect(matchingStep(secret, at(1), now)).toBe(step + 1);
    const far = at(2);
    if (![at(-1), at(0), at(1)].includes(far)) expect(matchingStep(secret, far, now)).toBeNull();
  });

  it('names the company and the e-mail in the otpauth URI; base32 typed loosely is the same', () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, 'ada@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*ada%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=');
    expect(normaliseBase32(` ${secret.toLowerCase()}== `)).toBe(secret);
  });
});

describe('recovery codes', () => {
  it('are random, readable and hashed with a key per user', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(normaliseRecoveryCode('ABCDE-FGHJK')).toBe('abcdefghjk');
    const code = codes[0] ?? '';
    expect(recoveryCodeHash(keys, 'u1', code)).toBe(recoveryCodeHash(keys, 'u1', code.toUpperCase()));
    expect(recoveryCodeHash(keys, 'u1', code)).not.toBe(recoveryCodeHash(keys, 'u2', code));
  });
});

describe('GeoIP', () => {
  it('private and loopback addresses are the local network, offline', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '172.20.1.1',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(locateIp(ip), ip).toBe(LOCAL_NETWORK);
    }
  });

  it('public addresses get city, region and country from the packaged database', () => {
    expect(locateIp('8.8.8.8')).toMatch(/^[^,]+, [^,]+, US$/);
    expect(locateIp('::ffff:8.8.8.8')).toBe(locateIp('8.8.8.8'));
    expect(locateIp('2001:4860:4860::8888')).toMatch(/, [A-Z]{2}$/);
    expect(locateIp('not an address')).toBeNull();
  });
});

describe('attempt throttle', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const policy: ThrottlePolicy = { purpose: 'test', maxHits: 3, windowMs: 60_000, lockMs: 120_000 };

  it('locks on the hit that reaches the limit within the window, for lockMs, then starts over', async () => {
    const key = throttleKey(keys, policy, 'Someone@Example.com');
    expect(key).toBe(throttleKey(keys, policy, ' someone@example.com'));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const t0 = new Date('2026-01-01T00:00:00Z');
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    await recordHit(database.db, key, policy, at(0));
    await recordHit(database.db, key, policy, at(10));
    expect(await lockedForSeconds(database.db, key, at(11))).toBe(0);
    await recordHit(database.db, key, policy, at(20));
    expect(await lockedForSeconds(database.db, key, at(20))).toBe(120);
    expect(await lockedForSeconds(database.db, key, at(139))).toBe(1);
    expect(await lockedForSeconds(database.db, key, at(140))).toBe(0);
    await recordHit(database.db, key, policy, at(141));
    await recordHit(database.db, key, policy, at(142));
    expect(await lockedForSeconds(database.db, key, at(143))).toBe(0);
  });

  it('hits outside the window do not add up; clearing forgets them', async () => {
    const key = throttleKey(keys, policy, 'other@example.com');
    const t0 = new Date('2026-01-01T00:00:00Z');
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    await recordHit(database.db, key, policy, at(0));
    await recordHit(database.db, key, policy, at(30));
    await recordHit(database.db, key, policy, at(61));
    expect(await lockedForSeconds(database.db, key, at(62))).toBe(0);
    await recordHit(database.db, key, policy, at(62));
    await clearHits(database.db, key);
    await recordHit(database.db, key, policy, at(63));
    expect(await lockedForSeconds(database.db, key, at(64))).toBe(0);
  });

  it('counts parallel hits exactly', async () => {
    const key = throttleKey(keys, policy, 'parallel@example.com');
    const now = new Date('2026-01-01T00:00:00Z');
    await Promise.all([1, 2, 3].map(() => recordHit(database.db, key, policy, now)));
    expect(await lockedForSeconds(database.db, key, now)).toBe(120);
  });

  it('says how long to wait in words, in English and in Spanish', () => {
    const wait = (seconds: number) => msg('twoFactorApi.locked', waitValues(seconds));
    const english = (seconds: number) =>
      en(wait(seconds)).replace('Too many wrong codes. Please try again in ', '');
    expect(english(1)).toBe('1 second.');
    expect(english(45)).toBe('45 seconds.');
    expect(english(60)).toBe('1 minute.');
    expect(english(61)).toBe('2 minutes.');
    expect(english(900)).toBe('15 minutes.');
    expect(es(wait(1))).toBe('Demasiados códigos incorrectos. Vuelva a intentarlo en 1 segundo.');
    expect(es(wait(900))).toBe('Demasiados códigos incorrectos. Vuelva a intentarlo en 15 minutos.');
  });
});
