import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../shared/i18n/locales';
import type { SizingAnswers } from '../../../shared/sizing/sizingAnswers';
import type { SizingEstimate } from '../../../shared/sizing/sizingEstimate';
import { createdAt, id } from '../columns';
import { users } from './accounts';

export const guests = pgTable('guests', {
  id: id(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  email: text('email').notNull(),
  phone_number: text('phone_number').notNull(),
  city: text('city').notNull().default(''),
  created_at: createdAt(),
});

/** The sizing guide's answers sent with an estimate request and the estimate the server computed from them. */
export interface StoredSizing {
  answers: SizingAnswers;
  estimate: SizingEstimate;
}

// A request belongs to exactly one guest or one user. The ids (SPEC 3) may be absent because the form
// does not require a choice; when present they must be in the fixed lists. `sizing` (issue 27) keeps the
// estimate as computed when the request came in, so a later change of the rules does not rewrite what the
// company was e-mailed.
export const service_requests = pgTable(
  'service_requests',
  {
    id: id(),
    guest_id: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone_number: text('phone_number'),
    city: text('city'),
    service_type_id: integer('service_type_id'),
    request_description: text('request_description').notNull().default(''),
    heard_about_option_id: integer('heard_about_option_id'),
    other_heard_about_details: text('other_heard_about_details').notNull().default(''),
    sizing: jsonb('sizing').$type<StoredSizing>(),
    /** The language the customer wrote in (issue 39): their copies and visit e-mails use it. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    created_at: createdAt(),
  },
  (t) => [
    check('service_requests_language', sql`${t.language} in ('en', 'es')`),
    check('service_requests_one_owner', sql`num_nonnulls(${t.guest_id}, ${t.user_id}) = 1`),
    check('service_requests_service_type_id', sql`${t.service_type_id} between 1 and 6`),
    check('service_requests_heard_about_option_id', sql`${t.heard_about_option_id} between 1 and 6`),
    index('service_requests_guest_id_idx').on(t.guest_id),
    index('service_requests_user_id_idx').on(t.user_id),
  ],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language the customer wrote in (issue 39). */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    created_at: createdAt(),
  },
  (t) => [
    index('inquiries_user_id_idx').on(t.user_id),
    check('inquiries_language', sql`${t.language} in ('en', 'es')`),
  ],
);

export const inquiry_items = pgTable(
  'inquiry_items',
  {
    id: id(),
    inquiry_id: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
  },
  (t) => [uniqueIndex('inquiry_items_inquiry_position_key').on(t.inquiry_id, t.position)],
);
