import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from '../columns';
import { users } from './accounts';

/** What a staff alert is about (issue 40); a device chooses which of these it gets. */
export const alertKinds = ['inquiry', 'estimate', 'booking', 'move', 'cancellation', 'escalation'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** What the staff member's service worker receives, encrypted for that device (push/staffAlerts.ts). */
export interface AlertPayload {
  kind: AlertKind;
  lead_id: string;
  title: string;
  body: string;
  url: string;
  call: boolean;
}

export const pushStatuses = ['pending', 'sending', 'sent', 'dead'] as const;

// One row per staff device that allowed alerts. The endpoint is the push service's address for that
// browser (a capability: whoever knows it, with the keys, can write to the device), so it is never logged.
export const push_subscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    kinds: text('kinds', { enum: alertKinds }).array().notNull(),
    created_at: createdAt(),
    last_success_at: timestamptz('last_success_at'),
  },
  (t) => [
    check(
      'push_subscriptions_kinds',
      sql`${t.kinds} <@ array['inquiry', 'estimate', 'booking', 'move', 'cancellation', 'escalation']::text[]`,
    ),
    index('push_subscriptions_user_idx').on(t.user_id),
  ],
);

// One row per device per event, written in the transaction that stored the event; the unique pair makes
// an event pushed once to each device, whichever process stores it. Claimed like the mail outbox (FOR
// UPDATE SKIP LOCKED, next_attempt_at as the lease of a 'sending' row).
export const push_outbox = pgTable(
  'push_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscription_id: uuid('subscription_id')
      .notNull()
      .references(() => push_subscriptions.id, { onDelete: 'cascade' }),
    event_key: text('event_key').notNull(),
    kind: text('kind', { enum: alertKinds }).notNull(),
    payload: jsonb('payload').$type<AlertPayload>().notNull(),
    status: text('status', { enum: pushStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [
    unique('push_outbox_event_unique').on(t.subscription_id, t.event_key),
    check('push_outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'dead')`),
    index('push_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
