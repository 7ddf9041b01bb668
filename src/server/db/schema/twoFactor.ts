import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from '../columns';
import { users } from './accounts';

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
