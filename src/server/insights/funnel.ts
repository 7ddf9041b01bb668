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
 * contacted and new): the furthest of its status now, every status its history moved it to, and
 * `contacted` when a first contact is recorded (a call logged without a status change). Lost leads are
 * counted apart by their status now. One grouped query; the history is read only for the period's leads.
 */
export async function funnel(db: Db, period: ResolvedPeriod): Promise<FunnelStep[]> {
  const { rows } = await db.execute<FunnelRow>(sql`
    with period_leads as (
      select ${leads.id} as id, ${leads.status} as status, ${leads.first_contact_at} is not null as contacted
      from ${leads}
      where ${withinDates(leads.created_at, period.from, period.to)}
    ), history as (
      select e.lead_id, max(${stepOf(sql`e.to_status`)}) as step
      from ${lead_events} as e
      where e.to_status in ('contacted', 'quoted', 'won') and e.lead_id in (select id from period_leads)
      group by e.lead_id
    ), reached as (
      select p.status, greatest(${stepOf(sql`p.status`)}, coalesce(h.step, 1), case when p.contacted then 2 else 1 end) as step
      from period_leads as p left join history as h on h.lead_id = p.id
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
