import { and, gte, lte, sql } from 'drizzle-orm';
import { HEARD_ABOUT_OPTIONS, SERVICE_TYPES } from '../../shared/leads';
import type { Db } from '../db/client';
import { insight_answer_days } from '../db/schema';
import type { ResolvedPeriod } from './insightsPeriod';

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
 * The period's estimate requests by "How did you hear about us?" and by service type: its days' counts
 * summed by both answers in one grouped query (at most 7 × 7 rows), then per answer here. Inquiries ask
 * neither.
 */
export async function requestAnswers(
  db: Db,
  period: ResolvedPeriod,
): Promise<{ sources: SourceCount[]; services: ServiceCount[] }> {
  const rows = await db
    .select({
      heard_about: insight_answer_days.heard_about,
      service_type: insight_answer_days.service_type,
      leads: sql<number>`sum(${insight_answer_days.leads})::int`,
    })
    .from(insight_answer_days)
    .where(and(gte(insight_answer_days.day, period.from), lte(insight_answer_days.day, period.to)))
    .groupBy(insight_answer_days.heard_about, insight_answer_days.service_type);
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
