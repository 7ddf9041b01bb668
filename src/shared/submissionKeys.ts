// The keys the web client sends in `Idempotency-Key` (openapi.yaml): one per submission of a lead, the same
// on every retry of it, so the server answers a repeat instead of storing the lead twice.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * 128 random bits as 32 hex digits, made once per form in the browser; a form's submissions are numbered
 * under it. getRandomValues, unlike randomUUID, also works on a plain-http origin (a LAN address).
 */
export function newKeyPrefix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of a form's `count`th submission. */
export function submissionKey(prefix: string, count: number): string {
  return `${prefix}-${count}`;
}
