import { and, eq, sql } from 'drizzle-orm';
import { HEARD_ABOUT_OPTIONS, SERVICE_TYPES } from '../../shared/leads';
import type { Db } from '../db/client';
import { leads, service_requests } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';
import { withinDates } from './periodSql';

/** What an estimate request left empty is shown as. */
export const NOT_SAID = 'Not said';

export interface SourceCount {
  source: string;
  leads: number;
}

export interface ServiceCount {
  service: string;
  leads: number;
}

interface AnswerRow {
  heard_about: number | null;
  service_type: number | null;
  leads: number;
}

/** Every option of a fixed list with its count, most first (ties in the list's order), `Not said` last if any. */
function countedOptions(
  options: readonly { id: number; label: string }[],
  counts: ReadonlyMap<number | null, number>,
): { label: string; leads: number }[] {
  const listed = options
    .map((option) => ({ label: option.label, leads: counts.get(option.id) ?? 0 }))
    .sort((a, b) => b.leads - a.leads);
  const unanswered = counts.get(null) ?? 0;
  return unanswered > 0 ? [...listed, { label: NOT_SAID, leads: unanswered }] : listed;
}

function sumBy(rows: readonly AnswerRow[], key: 'heard_about' | 'service_type'): Map<number | null, number> {
  const sums = new Map<number | null, number>();
  for (const row of rows) sums.set(row[key], (sums.get(row[key]) ?? 0) + row.leads);
  return sums;
}

/**
 * The period's estimate requests by "How did you hear about us?" and by service type, counted in one
 * grouped query over both answers (at most 7 × 7 rows), summed per answer here. Inquiries ask neither.
 */
export async function requestAnswers(
  db: Db,
  period: ResolvedPeriod,
): Promise<{ sources: SourceCount[]; services: ServiceCount[] }> {
  const rows = await db
    .select({
      heard_about: service_requests.heard_about_option_id,
      service_type: service_requests.service_type_id,
      leads: sql<number>`count(*)::int`,
    })
    .from(leads)
    .innerJoin(service_requests, eq(service_requests.id, leads.id))
    // An estimate request's lead has its id: the (kind, created_at, id) index alone finds them.
    .where(and(eq(leads.kind, 'estimate'), withinDates(leads.created_at, period.from, period.to)))
    .groupBy(service_requests.heard_about_option_id, service_requests.service_type_id);
  return {
    sources: countedOptions(HEARD_ABOUT_OPTIONS, sumBy(rows, 'heard_about')).map(({ label, leads }) => ({
      source: label,
      leads,
    })),
    services: countedOptions(SERVICE_TYPES, sumBy(rows, 'service_type')).map(({ label, leads }) => ({
      service: label,
      leads,
    })),
  };
}
