// The whole schema, for Drizzle's client and drizzle-kit; the tables live in one module per area under
// schema/. Table and column names are snake_case and match the API's field names where they surface
// (SPEC 3, 7). Lookups by e-mail or username are case-insensitive: callers compare
// `lower(column) = lower($1)`, which is what the expression indexes serve.

export * from './schema/accounts';
export * from './schema/appointments';
export * from './schema/bookingLimits';
export * from './schema/idempotency';
export * from './schema/insights';
export * from './schema/leadInbox';
export * from './schema/leads';
export * from './schema/mail';
export * from './schema/mailRecipients';
export * from './schema/passkeys';
export * from './schema/push';
export * from './schema/settings';
export * from './schema/twoFactor';
