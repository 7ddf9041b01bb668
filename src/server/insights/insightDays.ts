import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  inquiry_items,
  insight_answer_days,
  insight_category_days,
  insight_city_days,
  insight_day_changes,
  insight_lead_days,
  insight_speed_days,
  lead_events,
  leads,
  service_requests,
} from '../db/schema';
import { CATALOGUE_KEY, catalogueMapping } from './catalogueMapping';
import { floridaMidnight } from './periodSql';
import { FIVE_MINUTES_S, ONE_HOUR_S } from './speed';

// Any constant works as long as every process uses the same one.
const COUNTING_LOCK_KEY = 7_304_962_140;

/** A status's place among the funnel's steps (1 new … 4 won; lost and anything else count as 1). */
const stepOf = (status: unknown) =>
  sql`coalesce(array_position(array['new', 'contacted', 'quoted', 'won'], ${status}::text), 1)`;

const dayList = (days: readonly string[]): SQL => sql`string_to_array(${days.join(',')}, ',')::date[]`;

/**
 * Counts again the days from `from` to `to` (Florida dates) whose leads changed since they were last
 * counted, so the Insights figures of that period can be summed from the per-day tables (migration 0016).
 * A day has changed when the `leads_insight_days` trigger marked it (a lead of that day was stored,
 * changed or deleted) or when it was counted under another catalogue.
 *
 * Why it cannot miss a change: the marks are read, the days counted and the marks seen deleted in one
 * repeatable-read snapshot. A change's mark commits with the change, so a mark this counting sees comes
 * with a change it counts, and a change it cannot see leaves its mark for the next call. Writers only add
 * rows, so they never wait on each other or on a counting. One counting at a time: a call that finds
 * another counting sums what is there, as it stood a moment before.
 */
export async function countChangedDays(db: Db, from: string, to: string): Promise<void> {
  await db.transaction(
    async (tx) => {
      const { rows: lock } = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${COUNTING_LOCK_KEY}) as locked`,
      );
      if (!lock[0]?.locked) return;
      await tx.execute(sql`
        insert into ${insight_day_changes} (day)
        select distinct day from ${insight_category_days}
        where day between ${from}::date and ${to}::date and catalogue <> ${CATALOGUE_KEY}`);
      const { rows } = await tx.execute<{ day: string }>(sql`
        with seen as (
          delete from ${insight_day_changes} where day between ${from}::date and ${to}::date returning day
        )
        select distinct to_char(day, 'YYYY-MM-DD') as day from seen`);
      if (rows.length === 0) return;
      const days = dayList(rows.map((row) => row.day));
      await tx.execute(sql`
        with a as (delete from ${insight_lead_days} where day = any(${days})),
          b as (delete from ${insight_speed_days} where day = any(${days})),
          c as (delete from ${insight_city_days} where day = any(${days})),
          d as (delete from ${insight_answer_days} where day = any(${days}))
        delete from ${insight_category_days} where day = any(${days})`);
      await tx.execute(countDays(days));
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * One statement that reads the days' leads once and writes every per-day table. A lead's step is its
 * status now, or `contacted` when a first contact is recorded; a lost lead's is the furthest its history
 * moved it to before (only those few leads read the history, through its index).
 */
function countDays(days: SQL): SQL {
  return sql`
    with day_leads as materialized (
      select d.day, ${leads.id} as id, ${leads.kind} as kind, ${leads.status} as status, ${leads.city} as city,
        greatest(${stepOf(leads.status)}, case when ${leads.first_contact_at} is not null then 2 else 1 end) as step,
        -- date_part answers a float8 directly; extract's numeric costs more per lead.
        date_part('epoch', ${leads.first_contact_at} - ${leads.created_at}) as seconds
      from unnest(${days}) as d(day)
      join ${leads} on ${leads.created_at} >= ${floridaMidnight(sql`d.day`)}
        and ${leads.created_at} < ${floridaMidnight(sql`d.day + 1`)}
    ), lost_history as (
      select e.lead_id, max(${stepOf(sql`e.to_status`)}) as step
      from ${lead_events} as e
      join day_leads as l on l.id = e.lead_id and l.status = 'lost'
      where e.to_status in ('quoted', 'won')
      group by e.lead_id
    ), lead_days as (
      insert into ${insight_lead_days} (day, kind, step, lost, leads)
      select l.day, l.kind, greatest(l.step, h.step), l.status = 'lost', count(*)
      from day_leads as l left join lost_history as h on h.lead_id = l.id
      group by 1, 2, 3, 4
    ), speed_days as (
      insert into ${insight_speed_days} (day, leads, contacted, within_5_minutes, within_hour, seconds)
      select day, count(*), count(seconds),
        count(*) filter (where seconds <= ${FIVE_MINUTES_S}), count(*) filter (where seconds <= ${ONE_HOUR_S}),
        coalesce(array_agg(seconds order by seconds) filter (where seconds is not null), '{}')
      from day_leads group by day
    ), city_days as (
      insert into ${insight_city_days} (day, city, leads)
      select day, city, count(*) from day_leads where city is not null group by 1, 2
    ), answer_days as (
      insert into ${insight_answer_days} (day, heard_about, service_type, leads)
      select l.day, r.heard_about_option_id, r.service_type_id, count(*)
      from day_leads as l join ${service_requests} as r on r.id = l.id
      where l.kind = 'estimate'
      group by 1, 2, 3
    )
    insert into ${insight_category_days} (day, catalogue, category, leads)
    select l.day, ${CATALOGUE_KEY}, catalogue.category, count(distinct i.inquiry_id)
    from day_leads as l
    join ${inquiry_items} as i on i.inquiry_id = l.id
    left join jsonb_to_recordset(${catalogueMapping}::jsonb) as catalogue(name text, category text)
      on catalogue.name = i.name
    where l.kind = 'inquiry'
    group by 1, 3`;
}
