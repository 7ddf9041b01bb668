import { desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../api/schema';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';

// The visit the staff lead drawer shows beside an estimate request (issue 28): "Visit booked: …" instead of
// the "Book a visit" button while one is booked, or what became of the last one.

export type LeadVisit = components['schemas']['LeadVisit'];

/** The request's booked visit, or else its latest one; null when it was never booked. */
export async function leadVisit(db: Db, serviceRequestId: string): Promise<LeadVisit | null> {
  const [visit] = await db
    .select({
      id: appointments.id,
      date: appointments.date,
      window: appointments.window,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.service_request_id, serviceRequestId))
    .orderBy(desc(sql`${appointments.status} = 'booked'`), desc(appointments.created_at))
    .limit(1);
  return visit ?? null;
}
