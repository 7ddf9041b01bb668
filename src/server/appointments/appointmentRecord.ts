import { eq, type SQL, sql } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { APPOINTMENT_TIME_ZONE } from '../../shared/appointments';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { appointments, guests, service_requests, users } from '../db/schema';

// An appointment as the handlers and e-mails read it: its row and the customer of its estimate request
// (the guest's or the account's name and address; the phone and city given with the request).

export type AppointmentView = components['schemas']['Appointment'];
export type StaffAppointmentView = components['schemas']['StaffAppointment'];

export const appointmentColumns = {
  id: appointments.id,
  service_request_id: appointments.service_request_id,
  date: appointments.date,
  window: appointments.window,
  starts_at: appointments.starts_at,
  ends_at: appointments.ends_at,
  address: appointments.address,
  city: appointments.city,
  status: appointments.status,
  cancel_reason: appointments.cancel_reason,
  sequence: appointments.sequence,
  uid: appointments.uid,
  token_expires_at: appointments.token_expires_at,
  reminder_sent_at: appointments.reminder_sent_at,
  manage_nonce: appointments.manage_nonce,
  rebooking_allowed_at: appointments.rebooking_allowed_at,
};

export interface AppointmentRow {
  id: string;
  service_request_id: string;
  date: string;
  window: AppointmentView['window'];
  starts_at: Date;
  ends_at: Date;
  address: string;
  city: string;
  status: AppointmentView['status'];
  cancel_reason: 'customer' | 'staff' | 'closure' | null;
  sequence: number;
  uid: string;
  token_expires_at: Date;
  reminder_sent_at: Date | null;
  /** The manage token's random part (appointmentTokens.ts); null for visits booked before issue 38. */
  manage_nonce: string | null;
  /** When staff allowed a visit they or a closure cancelled to be booked again (bookingGuards.ts). */
  rebooking_allowed_at: Date | null;
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  city: string;
  /** The language of the estimate request (issue 39): the customer's visit e-mails are written in it. */
  language: Locale;
}

export const customerColumns = {
  firstName: sql<string>`coalesce(${guests.first_name}, ${users.first_name})`,
  lastName: sql<string>`coalesce(${guests.last_name}, ${users.last_name})`,
  email: sql<string>`coalesce(${guests.email}, ${users.email})`,
  phone: sql<string | null>`coalesce(${service_requests.phone_number}, ${guests.phone_number})`,
  city: sql<string>`coalesce(nullif(${service_requests.city}, ''), ${guests.city}, '')`,
  language: service_requests.language,
};

/** The customer of an estimate request, or undefined for an unknown id. */
export async function requestCustomer(tx: Db, serviceRequestId: string): Promise<Customer | undefined> {
  const [customer] = await tx
    .select(customerColumns)
    .from(service_requests)
    .leftJoin(guests, eq(guests.id, service_requests.guest_id))
    .leftJoin(users, eq(users.id, service_requests.user_id))
    .where(eq(service_requests.id, serviceRequestId));
  return customer;
}

/**
 * The appointments `where` picks, each with the customer of its estimate request: the one join of the
 * schedule, the reminders and a closure's notes.
 */
export function visitsWithCustomers(db: Db, where: SQL | undefined) {
  return db
    .select({ row: appointmentColumns, customer: customerColumns })
    .from(appointments)
    .innerJoin(service_requests, eq(service_requests.id, appointments.service_request_id))
    .leftJoin(guests, eq(guests.id, service_requests.guest_id))
    .leftJoin(users, eq(users.id, service_requests.user_id))
    .where(where);
}

/** Whether the manage link may still move or cancel the visit at `now`. */
export function canChange(
  row: Pick<AppointmentRow, 'status' | 'cancel_reason' | 'starts_at'>,
  now: Date,
): boolean {
  const open = row.status === 'booked' || (row.status === 'cancelled' && row.cancel_reason === 'closure');
  return open && row.starts_at.getTime() > now.getTime();
}

export function appointmentView(row: AppointmentRow, now: Date): AppointmentView {
  return {
    id: row.id,
    service_request_id: row.service_request_id,
    date: row.date,
    window: row.window,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    time_zone: APPOINTMENT_TIME_ZONE,
    address: row.address,
    city: row.city,
    status: row.status,
    cancel_reason: row.cancel_reason,
    can_change: canChange(row, now),
  };
}

export function staffAppointmentView(
  row: AppointmentRow,
  customer: Customer,
  now: Date,
): StaffAppointmentView {
  const { service_request_id, ...view } = appointmentView(row, now);
  return {
    ...view,
    lead_id: service_request_id,
    name: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    phone: customer.phone,
    reminder_sent_at: row.reminder_sent_at?.toISOString() ?? null,
    rebooking_allowed: row.rebooking_allowed_at !== null,
  };
}
