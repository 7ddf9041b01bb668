import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export interface SeedOptions {
  /** Marks every seeded lead's name (`Seed <tag> <n>`), so a test can search for its own leads. */
  tag?: string;
  /** The newest lead's time; each next one is `stepMs` older (default: now, 37 s). */
  newest?: Date;
  stepMs?: number;
  /** Leads per statement. */
  batch?: number;
}

/**
 * Inserts `count` leads straight into the database, a batch per statement: guests with their estimate
 * requests (every third lead) and inquiries with one product, each with its inbox row and a sent company
 * copy, in the shapes the API writes. Statuses cycle through all five; every fourth lead shares its time
 * with the one before, so pages must order ties by id. For tests of the list and for the bench only.
 */
export async function seedLeads(db: Db, count: number, options: SeedOptions = {}): Promise<void> {
  const tag = options.tag ?? 'bench';
  const newest = (options.newest ?? new Date()).toISOString();
  const stepMs = options.stepMs ?? 37_000;
  const batch = options.batch ?? 5_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await db.execute(sql`
      with seed as materialized (
        select n, gen_random_uuid() as id, gen_random_uuid() as guest_id,
          case when n % 3 = 0 then 'estimate' else 'inquiry' end as kind,
          ${newest}::timestamptz - (n - n % 4 / 3) * make_interval(secs => ${stepMs / 1000}) as at,
          (array['new', 'contacted', 'quoted', 'won', 'lost'])[1 + n % 5] as status,
          'Seed ' || ${tag} || ' ' || n as first_name,
          (array['Alvarez', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Foster', 'Garcia'])[1 + n % 7] as last_name,
          'seed.' || ${tag} || '.' || n || '@example.com' as email,
          '407' || lpad((n % 10000000)::text, 7, '0') as phone,
          (array['Orlando', 'Tampa', 'Jacksonville'])[1 + n % 3] as city,
          1 + n % 6 as service_type_id,
          'Standby generator ' || n || ' needs its annual service; gate code ' || n % 9000 as description,
          (array['Portable Diesel', 'Standby Propane', 'Fuel Tanks'])[1 + n % 3] as product
        from generate_series(${start + 1}::int, ${end}::int) as n
      ), guests_in as (
        insert into guests (id, first_name, last_name, email, phone_number, city, created_at)
        select guest_id, first_name, last_name, email, phone, city, at from seed where kind = 'estimate'
      ), requests_in as (
        insert into service_requests (id, guest_id, service_type_id, request_description, created_at)
        select id, guest_id, service_type_id, description, at from seed where kind = 'estimate'
      ), inquiries_in as (
        insert into inquiries (id, name, email, phone, created_at)
        select id, first_name || ' ' || last_name, email, phone, at from seed where kind = 'inquiry'
      ), items_in as (
        insert into inquiry_items (inquiry_id, position, name, message)
        select id, 0, product, description from seed where kind = 'inquiry'
      ), mail_in as (
        insert into mail_outbox (to_address, subject, text_body, kind, status, attempts, created_at, sent_at)
        select 'leads@company.test', 'Seeded ' || id, 'Seeded lead', kind || '.company', 'sent', 1, at, at
        from seed returning id, subject
      )
      insert into leads (id, kind, inquiry_id, service_request_id, created_at, status, name, email, phone,
        city, summary, search_text, company_mail_id)
      select s.id, s.kind, case when s.kind = 'inquiry' then s.id end, case when s.kind = 'estimate' then s.id end,
        s.at, s.status, s.first_name || ' ' || s.last_name, s.email, s.phone,
        case when s.kind = 'estimate' then s.city end,
        case when s.kind = 'estimate' then (array['Installations', 'Maintenance & Repairs', 'Commercial Services',
          'Residential Consultation', 'Fire Pumps', 'Other'])[s.service_type_id] || ': ' || s.description
          else '1 product: ' || s.product end,
        lower(concat_ws(E'\\n', s.first_name || ' ' || s.last_name, s.email, s.phone, s.city, s.description, s.product)),
        m.id
      from seed s join mail_in m on m.subject = 'Seeded ' || s.id`);
  }
}
