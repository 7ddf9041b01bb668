import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, service_requests } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { AccountKeys } from '../security/keys';
import { type CompanyNotice, companyNotice } from './appointmentCompanyEmail';
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

/** Queues the company inbox's notice of a change in the transaction `tx` that made it. */
export async function mailCompany(tx: Db, notice: CompanyNotice, context: AppointmentContext): Promise<void> {
  await enqueueMail(tx, [companyNotice(notice, context)]);
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
