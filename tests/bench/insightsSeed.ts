import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { seedLeads } from '../helpers/leadSeeder';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * `count` leads spread evenly over the year up to `newest` (the lead seeder's shapes), then given what the
 * Insights figures read, decided by each lead's id so every run looks alike: a first contact for four in
 * five (from a minute to a day after arrival), a heard-about answer and a service for most estimate
 * requests, cities typed a dozen ways, a history entry for every lead past `new`, and a visit booked for
 * one estimate request in three (a third of them done, some no-shows and cancellations).
 */
export async function seedInsightLeads(db: Db, count: number, newest: Date): Promise<void> {
  await seedLeads(db, count, { tag: 'insights', newest, stepMs: Math.floor(YEAR_MS / count) });
  await db.execute(sql`
    update leads set first_contact_at = created_at + make_interval(secs => 60 + abs(hashtext(id::text)) % 86400),
      first_contact_channel = 'called'
    where abs(hashtext(id::text)) % 5 <> 0`);
  await db.execute(sql`
    update leads set city = (array['Orlando', 'Tampa', 'Jacksonville', ' orlando', 'Kissimmee', 'Winter Park',
      'Sanford', 'Ocala', 'Lakeland', 'Clermont', 'Apopka', 'Deltona', 'Brandon'])[1 + abs(hashtext(id::text || 'c')) % 13]
    where kind = 'estimate'`);
  await db.execute(sql`
    update service_requests set heard_about_option_id = nullif(abs(hashtext(id::text || 'h')) % 7, 0)`);
  await db.execute(sql`
    insert into lead_events (lead_id, action, actor_name, actor_email, from_status, to_status, created_at)
    select id, 'update', 'Bench Staff', 'bench-staff@example.com', 'new', status, created_at + interval '1 hour'
    from leads where status <> 'new'`);
  await db.execute(sql`
    insert into appointments (service_request_id, date, arrival_window, starts_at, ends_at, status, cancel_reason,
      uid, manage_token_hash, token_expires_at, created_at)
    select l.id, (l.created_at + interval '3 days')::date, 'morning', l.created_at + interval '3 days',
      l.created_at + interval '3 days 4 hours',
      (array['booked', 'done', 'done', 'no_show', 'cancelled'])[1 + abs(hashtext(l.id::text || 'v')) % 5],
      case when abs(hashtext(l.id::text || 'v')) % 5 = 4 then 'customer' end,
      'bench-' || l.id, 'bench-' || l.id, l.created_at + interval '30 days', l.created_at + interval '10 minutes'
    from leads l where l.kind = 'estimate' and abs(hashtext(l.id::text || 'a')) % 3 = 0`);
}
