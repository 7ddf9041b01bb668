import { msg } from './i18n/message';

// The rule an Idempotency-Key must follow and the server's answers about keys (openapi.yaml, parameter
// IdempotencyKey). The header's name and the keys the web client makes are in submissionKeys.ts.

/** 1 to 255 visible ASCII characters (0x21-0x7E), Stripe's rule: a UUID or a random hex or base64url run fits. */
const KEY_RULE = /^[!-~]{1,255}$/;

export function isIdempotencyKey(value: string): boolean {
  return KEY_RULE.test(value);
}

/** The header on an answer given again for a repeated key (the first answer's status and body). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The server's answers about keys, in the request's language (src/shared/i18n/<locale>/errors.json).
 * 400: the header breaks the rule above (its value is never repeated); 422: the key came before with
 * another request; 409: the first request with this key has not finished (Retry-After says when to ask again).
 */
export const IDEMPOTENCY_TEXTS = {
  invalidKey: msg('idempotency.invalidKey'),
  keyReused: msg('idempotency.keyReused'),
  inProgress: msg('idempotency.inProgress'),
} as const;
