import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/config';

// Issue 38, item 5: TRUST_PROXY names the proxies whose X-Forwarded-For entry is believed; `true` (every
// hop, so any client's own header) is refused in production with what to set instead.

const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25' };

function startError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10 ,', ['10.0.0.0/8', '192.168.1.10']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j in production -> %j', (raw, expected) => {
    const env: Record<string, string> = raw === undefined ? production : { ...production, TRUST_PROXY: raw };
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it('refuses true in production, saying what to set', () => {
    expect(startError({ ...production, TRUST_PROXY: 'true' })).toBe(
      "Invalid environment variable TRUST_PROXY: TRUST_PROXY=true trusts any client's X-Forwarded-For; set it to your proxy's address or range (TRUST_PROXY=127.0.0.1 when nginx runs on the same machine, TRUST_PROXY=10.0.0.0/8 behind a balancer in that network)",
    );
    expect(startError({ ...production, TRUST_PROXY: 'yes' })).toMatch(/TRUST_PROXY=127\.0\.0\.1/);
  });

  it('keeps true outside production (every hop trusted), and for a tool in production', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' }, 'tool').trustProxy).toBe(true);
  });

  it('refuses a hop count, which Fastify 5 ignores, everywhere', () => {
    expect(startError({ TRUST_PROXY: '1' })).toMatch(/"1": a hop count cannot tell your proxy from a client/);
    expect(startError({ ...production, TRUST_PROXY: '2' })).toMatch(/TRUST_PROXY=127\.0\.0\.1/);
  });

  it.each([
    ['maybe', '"maybe" is not an IP address'],
    ['127.0.0.1,nginx.internal', '"nginx.internal" is not an IP address'],
    ['10.0.0.0/33', '"10.0.0.0/33" is not'],
    ['10.0.0.0/8/8', '"10.0.0.0/8/8" is not'],
    ['999.1.1.1', '"999.1.1.1" is not'],
    ['fd00::/129', '"fd00::/129" is not'],
  ])('refuses %j with a clear message', (raw, message) => {
    expect(startError({ TRUST_PROXY: raw })).toContain(
      `Invalid environment variable TRUST_PROXY: ${message}`,
    );
  });
});
