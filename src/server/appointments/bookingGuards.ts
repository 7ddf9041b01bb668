import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { appointmentMessages } from '../../shared/appointments';
import { blockableDomains } from '../../shared/bookingBlocks';
import { normalizeUsPhone } from '../../shared/phone';
import type { Db } from '../db/client';
import { appointments, booking_blocks } from '../db/schema';
import { httpError } from '../http/httpError';
import type { Customer } from './appointmentRecord';

// The staff's say over the customer's booking (issue 38), checked by the customer's booking path before it
// holds or sends anything: the block list, and a visit staff or a closure cancelled. Staff booking for a
// caller does not pass here (they decide themselves).

/**
 * 'blocked' when the customer's e-mail address, phone number or e-mail domain (or a parent domain) is on
 * the staff's block list: the caller then answers as if all were normal and holds and sends nothing. A
 * 409 when the request's latest visit was cancelled by staff or a closure and staff have not allowed it
 * to be booked again (a closure's own e-mail link still picks a new time: manage.service.ts).
 */
export async function bookingGuard(
  tx: Db,
  input: { serviceRequestId: string; customer: Customer; now: Date },
): Promise<'ok' | 'blocked'> {
  const [latest] = await tx
    .select({
      status: appointments.status,
      cancelReason: appointments.cancel_reason,
      rebookingAllowedAt: appointments.rebooking_allowed_at,
    })
    .from(appointments)
    .where(eq(appointments.service_request_id, input.serviceRequestId))
    .orderBy(desc(appointments.created_at), desc(appointments.id))
    .limit(1);
  if (
    latest?.status === 'cancelled' &&
    (latest.cancelReason === 'staff' || latest.cancelReason === 'closure') &&
    latest.rebookingAllowedAt === null
  ) {
    throw httpError(409, appointmentMessages.rebookingRefused);
  }
  return (await isBlocked(tx, input.customer)) ? 'blocked' : 'ok';
}

/** True when the customer's address, phone or e-mail domain is on the block list. */
export async function isBlocked(tx: Db, customer: Pick<Customer, 'email' | 'phone'>): Promise<boolean> {
  const matches = [
    and(eq(booking_blocks.kind, 'email'), eq(booking_blocks.value, customer.email.trim().toLowerCase())),
  ];
  const domains = blockableDomains(customer.email);
  if (domains.length > 0) {
    matches.push(and(eq(booking_blocks.kind, 'domain'), inArray(booking_blocks.value, domains)));
  }
  const phone = customer.phone === null ? null : normalizeUsPhone(customer.phone);
  if (phone) matches.push(and(eq(booking_blocks.kind, 'phone'), eq(booking_blocks.value, phone)));
  const [hit] = await tx
    .select({ id: booking_blocks.id })
    .from(booking_blocks)
    .where(or(...matches))
    .limit(1);
  return hit !== undefined;
}
