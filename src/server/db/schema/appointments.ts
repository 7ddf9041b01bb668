import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, APPOINTMENT_WINDOWS } from '../../../shared/appointments';
import { createdAt, id, timestamptz, updatedAt } from '../columns';
import { service_requests } from './leads';

// The free in-home assessment (issue 28). Dates are the company's local calendar dates (America/New_York);
// starts_at and ends_at are the window's instants in UTC, computed when the visit is booked, so a reminder
// or a schedule never converts time zones in SQL.

const listed = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A visit. At most one 'booked' visit per service request (a second booking moves it). The manage token
 * is only stored as its SHA-256; `sequence` is the .ics SEQUENCE, raised on every change the customer is
 * e-mailed about; `uid` never changes. `cancel_reason` says who cancelled: 'customer', 'staff' or
 * 'closure' (a closed day: the customer may pick a new time with the same link).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    service_request_id: uuid('service_request_id')
      .notNull()
      .references(() => service_requests.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    window: text('arrival_window', { enum: APPOINTMENT_WINDOWS }).notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    ends_at: timestamptz('ends_at').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('booked'),
    cancel_reason: text('cancel_reason', { enum: ['customer', 'staff', 'closure'] }),
    sequence: integer('sequence').notNull().default(0),
    uid: text('uid').notNull().unique(),
    manage_token_hash: text('manage_token_hash').notNull().unique(),
    token_expires_at: timestamptz('token_expires_at').notNull(),
    reminder_sent_at: timestamptz('reminder_sent_at'),
    // Issue 38: the manage token is derived from the id and this random part, so staff can end a leaked
    // link by drawing a new one; null only for visits booked before it existed (token from the id alone).
    manage_nonce: text('manage_nonce'),
    // Issue 38: set when staff allow a visit they or a closure cancelled to be booked again with the
    // estimate request's proof (bookingGuards.ts).
    rebooking_allowed_at: timestamptz('rebooking_allowed_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('appointments_arrival_window', sql`${t.window} in ${listed(APPOINTMENT_WINDOWS)}`),
    check('appointments_status', sql`${t.status} in ${listed(APPOINTMENT_STATUSES)}`),
    check('appointments_cancel_reason', sql`(${t.status} = 'cancelled') = (${t.cancel_reason} is not null)`),
    check('appointments_times', sql`${t.ends_at} > ${t.starts_at}`),
    uniqueIndex('appointments_one_booked_per_request')
      .on(t.service_request_id)
      .where(sql`${t.status} = 'booked'`),
    // The capacity count and the schedule read a day's booked visits.
    index('appointments_date_window_idx').on(t.date, t.window),
    // The reminder task looks for booked visits starting soon that were not reminded yet.
    index('appointments_reminder_due_idx')
      .on(t.starts_at)
      .where(sql`${t.status} = 'booked' and ${t.reminder_sent_at} is null`),
  ],
);

/** Visits each window takes, per weekday (0 Sunday .. 6 Saturday); 0 closes the window. */
export const appointment_capacity = pgTable(
  'appointment_capacity',
  {
    weekday: smallint('weekday').notNull(),
    window: text('arrival_window', { enum: APPOINTMENT_WINDOWS }).notNull(),
    visits: integer('visits').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.weekday, t.window] }),
    check('appointment_capacity_weekday', sql`${t.weekday} between 0 and 6`),
    check('appointment_capacity_arrival_window', sql`${t.window} in ${listed(APPOINTMENT_WINDOWS)}`),
    check('appointment_capacity_visits', sql`${t.visits} between 0 and 50`),
  ],
);

/** Days staff closed (a storm, a holiday), with the reason the customers are told. */
export const appointment_closed_dates = pgTable('appointment_closed_dates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason').notNull(),
  created_at: createdAt(),
});

/**
 * One row per (date, window) that anyone booked or closed: the lock a booking takes (SELECT ... FOR
 * UPDATE) before it counts the window's visits, so two bookings of one window, in any process, count one
 * after the other and capacity holds. It carries no data of its own.
 */
export const appointment_slots = pgTable(
  'appointment_slots',
  {
    date: date('date', { mode: 'string' }).notNull(),
    window: text('arrival_window', { enum: APPOINTMENT_WINDOWS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.window] })],
);

/**
 * A guest's booking waiting for the code e-mailed to the request's address (issue 38): it keeps its window
 * for 15 minutes, counted against capacity while `expires_at` is ahead and no code confirmed it (slots.ts, availability.service.ts),
 * so nobody can book it away while the customer reads the e-mail. One per request; the code is stored as
 * its HMAC, `attempts` counts wrong codes (5 end the hold) and `resends` the codes sent again (3 at most).
 */
export const appointment_holds = pgTable(
  'appointment_holds',
  {
    service_request_id: uuid('service_request_id')
      .primaryKey()
      .references(() => service_requests.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    window: text('arrival_window', { enum: APPOINTMENT_WINDOWS }).notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    resends: integer('resends').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    /** When the right code booked it: the hold then counts no more, and a retried code answers the visit. */
    confirmed_at: timestamptz('confirmed_at'),
    /** The visit the right code booked or moved (this request's, or the person's from another request). */
    appointment_id: uuid('appointment_id'),
    created_at: createdAt(),
  },
  (t) => [
    check('appointment_holds_arrival_window', sql`${t.window} in ${listed(APPOINTMENT_WINDOWS)}`),
    index('appointment_holds_date_window_idx').on(t.date, t.window),
  ],
);
