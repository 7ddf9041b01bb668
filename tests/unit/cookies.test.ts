import { describe, expect, it } from 'vitest';
import { parseCookie, serializeCookie } from '../../src/api/cookies';

const now = new Date('2025-08-17T12:00:00Z');

describe('serializeCookie', () => {
  it('stores JSON text with the SPEC section 9 attributes for 30 days', () => {
    const text = serializeCookie('theme', 'light', 30, now);
    expect(text).toBe(
      'theme=%22light%22; Expires=Tue, 16 Sep 2025 12:00:00 GMT; Path=/; Secure; SameSite=None',
    );
    expect(text).not.toMatch(/HttpOnly/i);
  });

  it('keeps the session cookies SameSite=Lax (issue 26), the others as SPEC 9 says', () => {
    expect(serializeCookie('authToken', 'token', 30, now)).toMatch(/; Secure; SameSite=Lax$/);
    expect(serializeCookie('authUser', { username: 'ana' }, 30, now)).toMatch(/; Secure; SameSite=Lax$/);
    expect(serializeCookie('InquiryList', ['A'], 30, now)).toMatch(/; Secure; SameSite=None$/);
  });

  it('encodes characters a cookie value may not hold', () => {
    const text = serializeCookie('InquiryList', [{ name: 'Portable A; B', message: 'x, y' }], 30, now);
    const value = text.split(';')[0] ?? '';
    expect(value.slice('InquiryList='.length)).not.toMatch(/[;, "]/);
  });

  it('expires the cookie when days is negative (removal)', () => {
    expect(serializeCookie('authToken', null, -1, now)).toContain('Expires=Sat, 16 Aug 2025 12:00:00 GMT');
  });
});

describe('parseCookie', () => {
  const user = { first_name: 'Ana', username: 'ana', profileimg: null };
  const header = [
    serializeCookie('authUser', user, 30, now).split(';')[0],
    'other=1',
    serializeCookie('theme', 'dark', 30, now).split(';')[0],
    'authToken=not%20json',
  ].join('; ');

  it('round-trips what serializeCookie wrote', () => {
    expect(parseCookie(header, 'authUser')).toEqual(user);
    expect(parseCookie(header, 'theme')).toBe('dark');
  });

  it('returns undefined for a missing cookie or text that is not JSON', () => {
    expect(parseCookie(header, 'InquiryList')).toBeUndefined();
    expect(parseCookie(header, 'authToken')).toBeUndefined();
    expect(parseCookie('', 'theme')).toBeUndefined();
  });

  it('matches whole names only', () => {
    expect(parseCookie('xtheme=%22light%22', 'theme')).toBeUndefined();
  });
});
