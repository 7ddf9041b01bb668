import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccountKeys } from './keys';

// An estimate request's answer carries a booking proof (issue 28): whoever sent the request may book its
// visit, nobody else, whether they were a guest or signed in. It is an HMAC of the request's id, so it
// needs no column, and a repeated request (the Idempotency-Key's stored answer) carries the same proof. It
// grants nothing but booking or moving that request's visit.

const PROOF = /^[A-Za-z0-9_-]{43}$/;

export function bookingProof(keys: Pick<AccountKeys, 'bookingProof'>, serviceRequestId: string): string {
  return createHmac('sha256', keys.bookingProof).update(`booking:${serviceRequestId}`).digest('base64url');
}

/** True when `proof` is the one of this request (compared in constant time). */
export function isBookingProof(
  keys: Pick<AccountKeys, 'bookingProof'>,
  serviceRequestId: string,
  proof: string,
): boolean {
  if (!PROOF.test(proof)) return false;
  return timingSafeEqual(Buffer.from(bookingProof(keys, serviceRequestId)), Buffer.from(proof));
}
