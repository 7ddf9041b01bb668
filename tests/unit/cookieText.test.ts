import { describe, expect, it } from 'vitest';
import { serializeCookie } from '../../src/api/cookies';
import { authTokenIn, parseCookie } from '../../src/shared/cookieText';

// The cookie text the server reads: a Cookie request header (RFC 6265: "name=value; name=value"), holding
// what src/api/cookies.ts wrote in the browser. The browser side is in cookies.test.ts and apiClient.test.ts.
const now = new Date('2025-08-17T12:00:00Z');
const pair = (name: 'authToken' | 'theme', value: unknown) =>
  serializeCookie(name, value, 30, now).split(';')[0];

describe('the session token in a Cookie header', () => {
  it('is what the browser stored, among other cookies', () => {
    const token = 'AbC-123_xyz';
    expect(authTokenIn(`${pair('theme', 'dark')}; ${pair('authToken', token)}; _ga=GA1.2.3`)).toBe(token);
    expect(parseCookie(`${pair('authToken', token)};${pair('theme', 'light')}`, 'theme')).toBe('light');
  });

  it('is null when absent, empty, or JSON that is not a string', () => {
    for (const header of [
      '',
      'theme=%22dark%22',
      'authToken=',
      `authToken=${encodeURIComponent('{"a":1}')}`,
    ]) {
      expect(authTokenIn(header), header).toBeNull();
    }
  });

  it('survives text no browser of ours wrote: a bad escape or stray separators', () => {
    expect(authTokenIn('authToken=%E0%A4%A')).toBe('%E0%A4%A');
    expect(authTokenIn(';;authToken=%22t%22;;')).toBe('t');
    expect(authTokenIn('authToken')).toBeNull();
  });
});
