import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { proven_addresses, users } from '../db/schema';
import { type AccountKeys, hmacHex } from '../security/keys';

// An address is proven when it has shown that its owner reads it: a verified account's address, or an
// address that confirmed a code the site sent it (markAddressProven). Only proven addresses receive mail
// that carries a visitor's own words (issue 38); every other address gets text the site wrote itself.

type ProvenKeys = Pick<AccountKeys, 'throttle'>;

/** The stored key: an HMAC of the lower-cased address, so the table holds no address. */
export function provenAddressKey(keys: ProvenKeys, email: string): string {
  return hmacHex(keys.throttle, `proven-address:${email.trim().toLowerCase()}`);
}

/** Records that `email` confirmed a code the site sent it; call it in the transaction that accepts the code. */
export async function markAddressProven(tx: Db, keys: ProvenKeys, email: string, now: Date): Promise<void> {
  await tx
    .insert(proven_addresses)
    .values({ address_hmac: provenAddressKey(keys, email), proven_at: now, created_at: now })
    .onConflictDoUpdate({ target: proven_addresses.address_hmac, set: { proven_at: now } });
}

/**
 * The same test as isAddressProven as one SQL boolean, for a statement that must choose what to write
 * without a round trip of its own (the inquiry's single statement). Both lookups are unique-index probes.
 */
export function addressProvenSql(keys: ProvenKeys, email: string): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${users} where lower(${users.email}) = lower(${email.trim()}) and ${users.email_verified_at} is not null) or exists (select 1 from ${proven_addresses} where ${proven_addresses.address_hmac} = ${provenAddressKey(keys, email)}))`;
}

export async function isAddressProven(db: Db, keys: ProvenKeys, email: string): Promise<boolean> {
  const rows = await db.execute<{ proven: boolean }>(sql`select ${addressProvenSql(keys, email)} as proven`);
  return rows.rows[0]?.proven === true;
}
