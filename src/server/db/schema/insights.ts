import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { LEAD_KINDS } from '../../../shared/leadInbox';

// The Insights figures per Florida day (issue 40; migration 0016). Each table holds what one figure sums
// over a period; src/server/insights/insightDays.ts counts a day again when a trigger on `leads` has marked
// it changed. Nothing here is the truth: deleting every row and marking every day changed rebuilds them.

/** A day whose leads changed since it was last counted, a row per change (the `leads_insight_days` trigger). */
export const insight_day_changes = pgTable(
  'insight_day_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('insight_day_changes_day_idx').on(t.day)],
);

/** Leads per day by kind, by the furthest funnel step they reached (1 new … 4 won) and whether lost now. */
export const insight_lead_days = pgTable(
  'insight_lead_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    step: smallint('step').notNull(),
    lost: boolean('lost').notNull(),
    leads: integer('leads').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.step, t.lost], name: 'insight_lead_days_pkey' })],
);

/** Speed to lead per day: the day's leads, those contacted, the thresholds, every contacted lead's seconds. */
export const insight_speed_days = pgTable('insight_speed_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  leads: integer('leads').notNull(),
  contacted: integer('contacted').notNull(),
  within_5_minutes: integer('within_5_minutes').notNull(),
  within_hour: integer('within_hour').notNull(),
  /** Seconds from arrival to first contact of each contacted lead: percentiles need every value. */
  seconds: doublePrecision('seconds').array().notNull(),
});

/** Leads per day by city as the customers typed it (cleaned when a period is summed). */
export const insight_city_days = pgTable(
  'insight_city_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    leads: integer('leads').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.city], name: 'insight_city_days_pkey' })],
);

/** Estimate requests per day by their two answers (null: not said). */
export const insight_answer_days = pgTable(
  'insight_answer_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    heard_about: integer('heard_about'),
    service_type: integer('service_type'),
    leads: integer('leads').notNull(),
  },
  (t) => [index('insight_answer_days_day_idx').on(t.day)],
);

/**
 * Inquiries per day by product category (null: a name not in the catalogue), with the catalogue they were
 * matched against: a day counted under another catalogue is counted again.
 */
export const insight_category_days = pgTable(
  'insight_category_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    catalogue: text('catalogue').notNull(),
    category: text('category'),
    leads: integer('leads').notNull(),
  },
  (t) => [index('insight_category_days_day_idx').on(t.day)],
);
