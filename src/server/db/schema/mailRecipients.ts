import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';

// Addresses that confirmed a code the site sent them (a guest's booking confirmation, issue 38). Only the
// HMAC of the lower-cased address is kept, like auth_throttles' keys: the table says nothing about who
// wrote to the company if it leaks. A verified account's address counts as proven without a row here.
export const proven_addresses = pgTable('proven_addresses', {
  address_hmac: text('address_hmac').primaryKey(),
  /** The latest confirmation; the first one is created_at. */
  proven_at: timestamptz('proven_at').notNull(),
  created_at: createdAt(),
});
