import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../shared/i18n/locales';
import { SIGNED_IN_WITH } from '../../../shared/sessionRules';
import { bytea, createdAt, id, timestamptz, updatedAt } from '../columns';

// A user's profile image and the image's owner point at each other, so both tables live in this module.

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
    /** The language of the account's e-mails (issue 39): the site's language at sign-up, then at each sign-in. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_language', sql`${t.language} in ('en', 'es')`),
    check('users_username_length', sql`char_length(${t.username}) between 1 and 20`),
  ],
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
    /** SHA-256 of the proof POST /email/verify-code answered; sign-up must bring the proof itself (issue 26). */
    proof_hash: text('proof_hash'),
    created_at: createdAt(),
  },
  (t) => [index('email_verifications_email_lower_idx').on(sql`lower(${t.email})`, t.created_at)],
);

// A new e-mail address asked for on the profile, waiting for the code e-mailed to it (issue 26): one per
// user, the newest request wins. Nothing is reserved: the address changes only when the code is entered.
export const email_changes = pgTable('email_changes', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  new_email: text('new_email').notNull(),
  code_hash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expires_at: timestamptz('expires_at').notNull(),
  created_at: createdAt(),
});

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
// is only stored as its SHA-256 in token_hash. signed_in_with is how the session was signed in (rows from
// before it was recorded are 'password'); confirmed_at is the last time its user confirmed it was them
// (the 15 minutes of "sudo mode", src/shared/sessionRules.ts). A session unused for 7 days stops working.
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
    signed_in_with: text('signed_in_with', { enum: SIGNED_IN_WITH }).notNull().default('password'),
    confirmed_at: timestamptz('confirmed_at'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.user_id, t.created_at),
    check(
      'sessions_signed_in_with',
      sql`${t.signed_in_with} in ('password', 'password_and_code', 'passkey')`,
    ),
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
