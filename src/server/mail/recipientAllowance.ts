import { type SQL, sql } from 'drizzle-orm';
import { mail_outbox } from '../db/schema';

// Every message the site sends to one address, of every kind, counts against that address's allowance
// (issue 38): a stranger's address typed into a form cannot be made to receive more than a few messages
// from the company's domain, whatever the forms, calls or client addresses used. The check lives where
// every kind of mail passes, the worker's claim (outboxRows.ts): a message over the allowance is recorded
// as 'refused', with the reason, and never sent. The company's own inbox is exempt: it gets every lead.

export interface RecipientAllowance {
  perHour: number;
  perDay: number;
  /** Addresses without a limit (the company inbox); compared case-insensitively. */
  unthrottled: readonly string[];
}

export const RECIPIENT_ALLOWANCE = { perHour: 10, perDay: 30 } as const;

const HOUR_MS = 60 * 60_000;

/** The reason a refused row keeps in last_error (read by staff and developers, never by the recipient). */
export function refusalReason(limit: number, period: 'an hour' | 'a day'): string {
  return `over the allowance of ${limit} messages ${period} to one address`;
}

/**
 * Claims are serialised across workers and processes by this transaction-scoped advisory lock, so that two
 * workers cannot both count 9 messages to an address and both send a tenth. (The migration lock is
 * 7_304_962_115; this is the next number.)
 */
export const CLAIM_LOCK_KEY = 7_304_962_116;

/**
 * The CTEs after `due` (the rows a claim takes, with `recipient` lower-cased): `refused` holds the rows over
 * their recipient's allowance and the reason. A row that was admitted before (`claimed_at` set: a retry)
 * keeps its place; the others are numbered per recipient in claiming order and added to what the last hour
 * and day already admitted, read through mail_outbox_recipient_claimed_idx.
 */
export function refusedRowsSql(allowance: RecipientAllowance, now: Date): SQL {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
  const exempt = allowance.unthrottled.map((address) => sql`${address.trim().toLowerCase()}`);
  const limited = exempt.length > 0 ? sql`recipient not in (${sql.join(exempt, sql`, `)})` : sql`true`;
  return sql`fresh as (
      select id, recipient, row_number() over (partition by recipient order by next_attempt_at, id) as nth
      from due where claimed_at is null and ${limited}
    ), used as (
      select r.recipient,
        count(*) filter (where m.claimed_at > ${hourAgo}::timestamptz) as hour,
        count(*) as day
      from (select distinct recipient from fresh) r
      join ${mail_outbox} m on lower(m.to_address) = r.recipient and m.claimed_at > ${dayAgo}::timestamptz
      group by r.recipient
    ), refused as (
      select f.id,
        case when coalesce(u.day, 0) + f.nth > ${allowance.perDay}
          then ${refusalReason(allowance.perDay, 'a day')}
          else ${refusalReason(allowance.perHour, 'an hour')} end as reason
      from fresh f left join used u on u.recipient = f.recipient
      where coalesce(u.hour, 0) + f.nth > ${allowance.perHour} or coalesce(u.day, 0) + f.nth > ${allowance.perDay}
    )`;
}
