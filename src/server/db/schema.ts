import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz, updatedAt } from './columns';

// Table and column names are snake_case and match the API's field names where they surface (SPEC 3, 7).
// Lookups by e-mail or username are case-insensitive: callers compare `lower(column) = lower($1)`,
// which is what the expression indexes below serve.

const id = () => uuid('id').primaryKey().defaultRandom();

export const users = pgTable(
  'users',
  {
    id: id(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    profile_image_id: uuid('profile_image_id').references((): AnyPgColumn => images.id, {
      onDelete: 'set null',
    }),
    email_verified_at: timestamptz('email_verified_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_username_length', sql`char_length(${t.username}) between 1 and 20`),
  ],
);

// Pending sign-ups: the data POST /email/send-verification received, kept until the code is verified and
// POST /users/signup creates the user. Several rows per address may exist (resends); the newest wins.
export const email_verifications = pgTable(
  'email_verifications',
  {
    id: id(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    last_sent_at: timestamptz('last_sent_at').notNull().defaultNow(),
    verified_at: timestamptz('verified_at'),
    created_at: createdAt(),
  },
  (t) => [index('email_verifications_email_lower_idx').on(sql`lower(${t.email})`, t.created_at)],
);

export const password_resets = pgTable(
  'password_resets',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.user_id)],
);

// Forgot-password requests, answered at once and looked up later by the outbox worker: the request itself
// does the same work for a registered and an unknown address, so its timing tells nobody which is which.
// A row lives a second or so; the worker deletes it with the lookup.
export const password_reset_requests = pgTable('password_reset_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  created_at: createdAt(),
});

// `id` is the public session id (the API's session_token and currentSessionId); the bearer token itself
// is only stored as its SHA-256 in token_hash.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    ip_address: text('ip_address').notNull(),
    location: text('location'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
    last_seen_at: timestamptz('last_seen_at').notNull().defaultNow(),
    expires_at: timestamptz('expires_at').notNull(),
    revoked_at: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id, t.created_at)],
);

// enabled_at is null while set-up is pending (initiated, not yet verified); 2FA is on once it is set.
// last_used_step is the TOTP time step last accepted, so a replayed code is refused.
export const two_factor_secrets = pgTable('two_factor_secrets', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_ciphertext: text('secret_ciphertext').notNull(),
  enabled_at: timestamptz('enabled_at'),
  last_used_step: bigint('last_used_step', { mode: 'number' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const two_factor_recovery_codes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.user_id, t.code_hash)],
);

// Binds sign-in's 2FA step to a password step that succeeded moments before (HttpOnly challenge cookie).
export const two_factor_challenges = pgTable(
  'two_factor_challenges',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('two_factor_challenges_user_id_idx').on(t.user_id)],
);

export const guests = pgTable('guests', {
  id: id(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  email: text('email').notNull(),
  phone_number: text('phone_number').notNull(),
  city: text('city').notNull().default(''),
  created_at: createdAt(),
});

// A request belongs to exactly one guest or one user. The ids (SPEC 3) may be absent because the form
// does not require a choice; when present they must be in the fixed lists.
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
    created_at: createdAt(),
  },
  (t) => [
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
    created_at: createdAt(),
  },
  (t) => [index('inquiries_user_id_idx').on(t.user_id)],
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

// Images live in the database so that every API node can serve them.
export const images = pgTable(
  'images',
  {
    id: id(),
    owner_user_id: uuid('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    content_type: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byte_size: integer('byte_size').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('images_byte_size', sql`${t.byte_size} > 0 and ${t.byte_size} = octet_length(${t.bytes})`),
    check('images_content_type', sql`${t.content_type} like 'image/%'`),
    index('images_owner_user_id_idx').on(t.owner_user_id),
  ],
);

export const mailStatuses = ['pending', 'sending', 'sent', 'dead'] as const;

// The outbox row is written in the business transaction; a worker delivers it later. A worker claims due
// rows with FOR UPDATE SKIP LOCKED, and may mark a row 'sending' with next_attempt_at as its lease so that a
// crashed worker's row becomes due again: the partial index covers both states.
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    kind: text('kind').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'dead')`),
    index('mail_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

// Per-account attempt counters (wrong passwords, wrong 2FA codes, reset requests). `key` is an HMAC of the
// purpose and the e-mail or user id, so unknown addresses are counted exactly like real ones (no account
// enumeration) without storing them. A row past both its window and its lock is dead and may be deleted.
export const auth_throttles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  window_started_at: timestamptz('window_started_at').notNull(),
  locked_until: timestamptz('locked_until'),
});
