import { describe, expect, it } from 'vitest';
import { preferredCoding } from '../../src/server/web/encoding';

describe('preferredCoding (Accept-Encoding with quality weights)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR;Q=1, GZIP;q=0.9', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['*', 'br'],
    ['*;q=0.3, gzip;q=0.5', 'gzip'],
    ['deflate', 'identity'],
    ['*;q=0', 'identity'],
    ['gzip;q=0.001', 'gzip'],
  ])('%j -> %s', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});
