import { sql } from 'drizzle-orm';
import type { LeadStatus } from '../../shared/leadInbox';
import type { Db } from '../db/client';
import { lead_events, leads } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { withinDates } from './periodSql';

export interface FunnelStep {
  status: LeadStatus;
  leads: number;
}

type FunnelRow = Record<LeadStatus, number>;

/** The steps in order; a status's place in this list is how far a lead got (lost is not a step). */
const STEPS = ['new', 'contacted', 'quoted', 'won'] as const;
const stepOf = (status: unknown) =>
  sql`coalesce(array_position(array['new', 'contacted', 'quoted', 'won'], ${status}::text), 1)`;

/**
 * The period's leads by the furthest step they reached, cumulatively (a won lead also counts as quoted,
 * contacted and new), in one grouped query. A lead's step is its status now, or `contacted` when a first
 * contact is recorded (a call logged without a status change; every status change records one too). A
 * lost lead's step is the furthest its history moved it to before: that is what the funnel asks of it,
 * and only those few leads read the history (through its index). Any other lead moved back by staff is
 * counted where they put it, a correction rather than a step taken. Lost leads are also counted apart.
 */
export async function funnel(db: Db, period: ResolvedPeriod): Promise<FunnelStep[]> {
  // Materialised: the outer counts read `step` three times, and an inlined CTE would repeat its work.
  const { rows } = await db.execute<FunnelRow>(sql`
    with period_leads as materialized (
      select ${leads.id} as id, ${leads.status} as status,
        greatest(${stepOf(leads.status)}, case when ${leads.first_contact_at} is not null then 2 else 1 end) as step
      from ${leads}
      where ${withinDates(leads.created_at, period.from, period.to)}
    ), lost_history as (
      select e.lead_id, max(${stepOf(sql`e.to_status`)}) as step
      from ${lead_events} as e
      join period_leads as p on p.id = e.lead_id and p.status = 'lost'
      where e.to_status in ('quoted', 'won')
      group by e.lead_id
    ), reached as materialized (
      select p.status, greatest(p.step, h.step) as step
      from period_leads as p left join lost_history as h on h.lead_id = p.id
    )
    select count(*)::int as new,
      count(*) filter (where step >= 2)::int as contacted,
      count(*) filter (where step >= 3)::int as quoted,
      count(*) filter (where step >= 4)::int as won,
      count(*) filter (where status = 'lost')::int as lost
    from reached`);
  const [counts] = rows;
  return [...STEPS, 'lost' as const].map((status) => ({ status, leads: counts?.[status] ?? 0 }));
}
