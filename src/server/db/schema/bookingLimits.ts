import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPOINTMENT_WINDOWS } from '../../../shared/appointments';
import { BOOKING_BLOCK_KINDS } from '../../../shared/bookingBlocks';
import { createdAt, id, timestamptz } from '../columns';
import { users } from './accounts';
import { appointments } from './appointments';

// Issue 38's limits on the booking: the staff's block list and every move a visit has made.

const listed = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * E-mail addresses, phone numbers and e-mail domains staff blocked from booking, stored normalised
 * (shared/bookingBlocks.ts), with who added each and why. The adder's name is kept as written then, so
 * the list still says who it was after their account is gone.
 */
export const booking_blocks = pgTable(
  'booking_blocks',
  {
    id: id(),
    kind: text('kind', { enum: BOOKING_BLOCK_KINDS }).notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull().default(''),
    added_by_user_id: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    added_by_name: text('added_by_name').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('booking_blocks_kind', sql`${t.kind} in ${listed(BOOKING_BLOCK_KINDS)}`),
    uniqueIndex('booking_blocks_kind_value').on(t.kind, t.value),
  ],
);

/**
 * Every move of a visit, from one date and window to another, and whether the customer's manage link
 * made it: the 24-hour cap on the link's moves counts these rows (in the database, so every server process
 * shares the count), and a move back to a time the visit already had is found here and e-mailed to nobody.
 */
export const appointment_moves = pgTable(
  'appointment_moves',
  {
    id: id(),
    appointment_id: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    from_window: text('from_window', { enum: APPOINTMENT_WINDOWS }).notNull(),
    to_date: date('to_date', { mode: 'string' }).notNull(),
    to_window: text('to_window', { enum: APPOINTMENT_WINDOWS }).notNull(),
    moved_by: text('moved_by', { enum: ['customer', 'staff'] }).notNull(),
    moved_at: timestamptz('moved_at').notNull(),
  },
  (t) => [
    check('appointment_moves_moved_by', sql`${t.moved_by} in ('customer', 'staff')`),
    index('appointment_moves_appointment_idx').on(t.appointment_id, t.moved_at),
  ],
);
