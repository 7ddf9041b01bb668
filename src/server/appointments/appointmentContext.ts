import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, service_requests } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { enqueueStaffAlert } from '../push/staffAlerts';
import type { AccountKeys } from '../security/keys';
import { type CompanyNotice, type CompanyNoticeKind, companyNotice } from './appointmentCompanyEmail';
import { type AppointmentMailKind, appointmentEmail } from './appointmentEmails';
import { type AppointmentRow, appointmentColumns, type Customer } from './appointmentRecord';
import { manageToken } from './appointmentTokens';

/** What the appointment services need besides the database: keys, addresses and the clock's reading. */
export interface AppointmentContext {
  keys: Pick<AccountKeys, 'appointmentToken'>;
  publicUrl: string;
  companyEmail: string;
  now: Date;
}

/** Queues one of the customer's appointment e-mails in the transaction `tx` that changed the visit. */
export async function mailCustomer(
  tx: Db,
  kind: AppointmentMailKind,
  row: AppointmentRow,
  customer: Customer,
  context: AppointmentContext,
  reason?: string,
): Promise<void> {
  const token = manageToken(context.keys, row);
  const mailContext = { ...context, token, ...(reason === undefined ? {} : { reason }) };
  await enqueueMail(tx, [appointmentEmail(kind, row, customer, mailContext)]);
}

const ALERT_KIND = { booked: 'booking', moved: 'move', cancelled: 'cancellation' } as const satisfies Record<
  CompanyNoticeKind,
  string
>;

/**
 * Queues the company inbox's notice of a change, and the staff alert (issue 40), in the transaction `tx`
 * that made it. Each move is an event of its own (the appointment's sequence counts them).
 */
export async function mailCompany(tx: Db, notice: CompanyNotice, context: AppointmentContext): Promise<void> {
  await enqueueMail(tx, [companyNotice(notice, context)]);
  const { row, customer } = notice;
  const kind = ALERT_KIND[notice.kind];
  await enqueueStaffAlert(tx, {
    kind,
    leadId: row.service_request_id,
    firstName: customer.firstName,
    city: customer.city || null,
    eventKey: `${kind}:${row.id}:${row.sequence}`,
  });
}

// Lock order, the same in every write so two of them never wait on each other in a circle: the estimate
// request, then its appointment, then the slot (slots.ts). A closure takes appointments, then slots.

/** Locks the estimate request (against a second booking of it at once); false when there is none. */
export async function lockRequest(tx: Db, serviceRequestId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: service_requests.id })
    .from(service_requests)
    .where(eq(service_requests.id, serviceRequestId))
    .for('no key update');
  return row !== undefined;
}

/** The request's booked visit, locked; undefined when it has none. */
export async function lockBooked(tx: Db, serviceRequestId: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .select(appointmentColumns)
    .from(appointments)
    .where(and(eq(appointments.service_request_id, serviceRequestId), eq(appointments.status, 'booked')))
    .for('update');
  return row;
}

export async function lockAppointment(tx: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .select(appointmentColumns)
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
  return row;
}
