import { and, asc, eq, gt } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { APPOINTMENT_TIME_ZONE } from '../../shared/appointments';
import type { Db } from '../db/client';
import { appointments, service_requests } from '../db/schema';
import type { AccountKeys } from '../security/keys';
import { manageToken } from './appointmentTokens';

// The signed-in customer's upcoming visits for the profile (issue 28): those of the estimate requests the
// account sent, each with its manage link's token, derived again from the visit's id and nonce as every e-mail does.

export type MyAppointment = components['schemas']['MyAppointment'];

/** The user's booked visits whose window has not ended at `now`, soonest first. */
export async function upcomingVisits(
  db: Db,
  keys: Pick<AccountKeys, 'appointmentToken'>,
  userId: string,
  now: Date,
): Promise<MyAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.date,
      window: appointments.window,
      starts_at: appointments.starts_at,
      ends_at: appointments.ends_at,
      address: appointments.address,
      city: appointments.city,
      status: appointments.status,
      manage_nonce: appointments.manage_nonce,
    })
    .from(appointments)
    .innerJoin(service_requests, eq(service_requests.id, appointments.service_request_id))
    .where(
      and(
        eq(service_requests.user_id, userId),
        eq(appointments.status, 'booked'),
        gt(appointments.ends_at, now),
      ),
    )
    .orderBy(asc(appointments.starts_at), asc(appointments.id));
  return rows.map(({ manage_nonce, ...row }) => ({
    ...row,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    time_zone: APPOINTMENT_TIME_ZONE,
    manage_token: manageToken(keys, { id: row.id, manage_nonce }),
  }));
}
