import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

// The Idempotency-Key of each request that creates something (src/server/idempotency/). key_hash is the
// SHA-256 (hex) of the operation, the caller and the key, never the key itself; fingerprint the SHA-256 of
// the request it was first sent with. A key is 'running' while its first request works, under that
// request's claim; 'done' rows hold the answer (status and JSON body) that every repeat gets again.
export const idempotency_keys = pgTable(
  'idempotency_keys',
  {
    key_hash: text('key_hash').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    claim: uuid('claim').notNull(),
    started_at: timestamptz('started_at').notNull(),
    completed_at: timestamptz('completed_at'),
    status: integer('status'),
    body: jsonb('body'),
  },
  (t) => [
    check('idempotency_keys_state', sql`${t.state} in ('running', 'done')`),
    check(
      'idempotency_keys_answer',
      sql`(${t.state} = 'done') = (${t.status} is not null and ${t.completed_at} is not null)`,
    ),
    // The hourly sweep deletes keys by age.
    index('idempotency_keys_started_at_idx').on(t.started_at),
  ],
);
