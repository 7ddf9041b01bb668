import { isIP } from 'node:net';

/**
 * Which peers may tell the server a client's address (X-Forwarded-For): `false`, nobody (the socket's
 * address is the client's); `true`, every hop (outside production only); or the proxies' addresses and
 * CIDR ranges, as Fastify's `trustProxy` takes them. Behind a proxy that appends to the header, only the
 * entry the trusted proxy wrote is believed, so a client cannot choose its own rate-limit key.
 */
export type TrustProxy = boolean | string[];

/** The names @fastify/proxy-addr knows besides addresses and ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

export const TRUST_PROXY_TRUE_IN_PRODUCTION =
  "TRUST_PROXY=true trusts any client's X-Forwarded-For; set it to your proxy's address or range (TRUST_PROXY=127.0.0.1 when nginx runs on the same machine, TRUST_PROXY=10.0.0.0/8 behind a balancer in that network)";

export const TRUST_PROXY_HOP_COUNT =
  "a hop count cannot tell your proxy from a client that reaches the server directly, and Fastify 5 ignores it (every visitor would get the proxy's address); set your proxy's address or range instead (TRUST_PROXY=127.0.0.1)";

function isRange(entry: string): boolean {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value, or the problem with it in words a person setting it can act on. */
export function parseTrustProxy(
  raw: string | undefined,
  production: boolean,
): { value: TrustProxy } | { problem: string } {
  const text = raw?.trim().toLowerCase() ?? '';
  if (['', 'false', 'no', '0'].includes(text)) return { value: false };
  if (['true', 'yes'].includes(text)) {
    return production ? { problem: TRUST_PROXY_TRUE_IN_PRODUCTION } : { value: true };
  }
  if (/^\d+$/.test(text)) return { problem: `"${raw?.trim()}": ${TRUST_PROXY_HOP_COUNT}` };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !isRange(entry));
  if (bad !== undefined) {
    return {
      problem: `"${bad}" is not an IP address, a CIDR range (10.0.0.0/8) or one of ${NAMED_RANGES.join(', ')}; expected your proxy's addresses or ranges, comma-separated, or false`,
    };
  }
  // Only commas: no proxy named, which Fastify would take as a list trusting nobody; say so plainly.
  return { value: entries.length === 0 ? false : [...new Set(entries)] };
}
