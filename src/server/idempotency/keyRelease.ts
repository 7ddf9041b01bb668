import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { type HeldKey, releaseKey } from './idempotencyKeys.service';

/**
 * Waits before each background try to give a key back: doubling from half a second, 63.5 s in all, just
 * past the time a key takes to be abandoned (from then on the next request with it takes it over anyway).
 */
export const RELEASE_RETRY_MS = [500, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000] as const;

function releaseLater(db: Db, key: HeldKey, attempt: number): void {
  const wait = RELEASE_RETRY_MS[attempt];
  if (wait === undefined) return;
  const timer = setTimeout(() => {
    releaseKey(db, key).catch(() => releaseLater(db, key, attempt + 1));
  }, wait);
  // A process that is stopping does not wait for it: its keys are then taken over once abandoned.
  timer.unref();
}

/**
 * Gives a failed request's key back. When the database cannot be reached (the usual reason the request
 * failed), it is tried again in the background until it works, so that the visitor's retry runs as soon
 * as the database is back instead of answering 409 until the key is abandoned.
 */
export async function giveBack(db: Db, key: HeldKey, log: FastifyBaseLogger): Promise<void> {
  try {
    await releaseKey(db, key);
  } catch (error) {
    log.warn({ err: error }, 'Idempotency-Key not given back yet; trying again in the background');
    releaseLater(db, key, 0);
  }
}

/** giveBack for a claim whose fate is unknown (its statement failed): only in the background, not awaited. */
export function giveBackLater(db: Db, key: HeldKey): void {
  releaseLater(db, key, 0);
}
