import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { users } from './accounts';

// The spec types this id as text; keeping the column text means a malformed id in a URL is simply
// "not found" instead of a uuid cast error.
export const contact_numbers = pgTable(
  'contact_numbers',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: text('city').notNull().default(''),
    type: text('type', { enum: ['Mobile', 'Home', 'Work', 'Other'] }).notNull(),
    phone_number: text('phone_number').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('contact_numbers_type', sql`${t.type} in ('Mobile', 'Home', 'Work', 'Other')`),
    check('contact_numbers_phone_number', sql`${t.phone_number} ~ '^[0-9]{10}$'`),
    index('contact_numbers_user_id_idx').on(t.user_id, t.created_at),
  ],
);

// password_change is always on (SPEC 2, Email notifications screen); the check keeps it so.
export const email_notification_preferences = pgTable(
  'email_notification_preferences',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    password_change: boolean('password_change').notNull().default(true),
    inquiry_verification: boolean('inquiry_verification').notNull().default(true),
    estimate_verification: boolean('estimate_verification').notNull().default(true),
    phone_number_change: boolean('phone_number_change').notNull().default(true),
    updated_at: updatedAt(),
  },
  (t) => [check('email_notification_preferences_password_change', sql`${t.password_change} = true`)],
);
