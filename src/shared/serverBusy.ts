// The answer to API work the server will not start because it is at capacity (issue 25): 503 with
// Retry-After, given at once. Nothing of the request was done, so the client may send it again after the
// wait; a lead form sends it with the same Idempotency-Key (machines/keyedRetry.ts). Its text is
// `request.busy` of the errors catalogs (src/shared/i18n/<locale>/errors.json), in the request's language.

/** The line is bounded to a fraction of a second, so a second later it has turned over several times. */
export const SERVER_BUSY_RETRY_AFTER_SECONDS = 1;
