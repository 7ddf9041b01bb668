import { sql } from 'drizzle-orm';
import type { LeadStatus } from '../../shared/leadInbox';
import type { Db } from '../db/client';
import { insight_lead_days } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';

export interface FunnelStep {
  status: LeadStatus;
  leads: number;
}

type FunnelRow = Record<LeadStatus, number>;

/** The steps in order; a status's place in this list is how far a lead got (lost is not a step). */
const STEPS = ['new', 'contacted', 'quoted', 'won'] as const;

/**
 * The period's leads by the furthest step they reached, cumulatively (a won lead also counts as quoted,
 * contacted and new), summed from its days' counts. A lead's step is its status now, or `contacted` when a
 * first contact is recorded (a call logged without a status change; every status change records one too).
 * A lost lead's step is the furthest its history moved it to before: that is what the funnel asks of it
 * (insightDays.ts). Any other lead moved back by staff is counted where they put it, a correction rather
 * than a step taken. Lost leads are also counted apart.
 */
export async function funnel(db: Db, period: ResolvedPeriod): Promise<FunnelStep[]> {
  const { rows } = await db.execute<FunnelRow>(sql`
    select coalesce(sum(leads), 0)::int as new,
      coalesce(sum(leads) filter (where step >= 2), 0)::int as contacted,
      coalesce(sum(leads) filter (where step >= 3), 0)::int as quoted,
      coalesce(sum(leads) filter (where step >= 4), 0)::int as won,
      coalesce(sum(leads) filter (where lost), 0)::int as lost
    from ${insight_lead_days}
    where day between ${period.from}::date and ${period.to}::date`);
  const [counts] = rows;
  return [...STEPS, 'lost' as const].map((status) => ({ status, leads: counts?.[status] ?? 0 }));
}
