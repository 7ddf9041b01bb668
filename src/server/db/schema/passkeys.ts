import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, timestamptz } from '../columns';
import { users } from './accounts';

// A user's passkeys (WebAuthn credentials, issue 14). credential_id is the authenticator's id in unpadded
// base64url, as the browser sends it back at sign-in; public_key is the COSE key verifying its signatures.
// The name's limits repeat PASSKEY_NAME_MAX (shared/passkeys.ts) so no path can store a longer one.
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credential_id: text('credential_id').notNull().unique(),
    public_key: bytea('public_key').notNull(),
    sign_count: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    created_at: createdAt(),
    last_used_at: timestamptz('last_used_at'),
  },
  (t) => [
    index('passkeys_user_id_idx').on(t.user_id, t.created_at),
    check('passkeys_name_length', sql`char_length(${t.name}) between 1 and 50`),
  ],
);

// The single-use challenges handed out with registration and sign-in options. Only the challenge's SHA-256
// is stored (hex), so a database dump cannot answer an open one; a registration challenge belongs to the
// user who asked for it, a sign-in challenge to nobody (the passkey names its user), and a confirmation
// challenge ("confirm it's you", issue 26) to the signed-in user who asked.
export const passkey_challenges = pgTable(
  'passkey_challenges',
  {
    id: id(),
    purpose: text('purpose', { enum: ['registration', 'authentication', 'confirmation'] }).notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge_hash: text('challenge_hash').notNull().unique(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('passkey_challenges_expires_at_idx').on(t.expires_at),
    check(
      'passkey_challenges_purpose',
      sql`${t.purpose} in ('registration', 'authentication', 'confirmation')`,
    ),
    check(
      'passkey_challenges_owner',
      sql`(${t.purpose} in ('registration', 'confirmation')) = (${t.user_id} is not null)`,
    ),
  ],
);
