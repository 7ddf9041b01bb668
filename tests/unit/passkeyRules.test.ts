import { describe, expect, it } from 'vitest';
import {
  checkPasskeyName,
  defaultPasskeyName,
  PASSKEY_NAME_MAX,
  PASSKEY_TEXTS,
} from '../../src/shared/passkeys';

describe('a passkey name', () => {
  it('is trimmed and may be up to the limit long', () => {
    expect(checkPasskeyName('  Work laptop ')).toEqual({ ok: true, name: 'Work laptop' });
    expect(checkPasskeyName('x'.repeat(PASSKEY_NAME_MAX))).toEqual({ ok: true, name: 'x'.repeat(50) });
  });

  it('is refused empty or too long, with the shared text', () => {
    expect(checkPasskeyName(' \t ')).toEqual({ ok: false, message: PASSKEY_TEXTS.nameEmpty });
    expect(checkPasskeyName('x'.repeat(PASSKEY_NAME_MAX + 1))).toEqual({
      ok: false,
      message: PASSKEY_TEXTS.nameTooLong,
    });
  });
});

describe("a passkey's default name", () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    ['curl/8.5.0', 'Passkey'],
  ])('of %s is %s', (userAgent, name) => {
    expect(defaultPasskeyName(userAgent)).toBe(name);
  });

  it('is "Passkey" without a user agent', () => {
    expect(defaultPasskeyName(undefined)).toBe('Passkey');
  });
});
