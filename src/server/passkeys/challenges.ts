import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_LIFETIME_MS } from '../../shared/passkeys';
import type { Db } from '../db/client';
import { passkey_challenges } from '../db/schema';
import { hashToken } from '../security/tokens';

/** Registration and confirmation challenges belong to the signed-in user who asked; sign-in ones to nobody. */
export type ChallengePurpose = 'registration' | 'authentication' | 'confirmation';

/** Remembers a challenge just handed out (its SHA-256 only), single use and valid for five minutes. */
export async function storeChallenge(
  db: Db,
  purpose: ChallengePurpose,
  userId: string | null,
  challenge: string,
  now: Date,
): Promise<void> {
  await db.insert(passkey_challenges).values({
    purpose,
    user_id: userId,
    challenge_hash: hashToken(challenge),
    expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_LIFETIME_MS),
    created_at: now,
  });
}

/**
 * Uses the challenge up, whatever the outcome of the check that follows: one statement marks it used only
 * if it is this purpose's, this user's (nobody's for sign-in), unused and unexpired, so two requests
 * carrying the same challenge cannot both get past here. False when there was no such challenge.
 */
export async function consumeChallenge(
  db: Db,
  purpose: ChallengePurpose,
  userId: string | null,
  challenge: string,
  now: Date,
): Promise<boolean> {
  const owner = userId === null ? isNull(passkey_challenges.user_id) : eq(passkey_challenges.user_id, userId);
  const used = await db
    .update(passkey_challenges)
    .set({ used_at: now })
    .where(
      and(
        eq(passkey_challenges.challenge_hash, hashToken(challenge)),
        eq(passkey_challenges.purpose, purpose),
        owner,
        isNull(passkey_challenges.used_at),
        gt(passkey_challenges.expires_at, now),
      ),
    )
    .returning({ id: passkey_challenges.id });
  return used.length > 0;
}

const BASE64URL = /^[A-Za-z0-9_-]{16,1024}$/;

/**
 * The challenge the browser signed, read from the answer's clientDataJSON (the only place it travels), or
 * undefined when that is not JSON carrying a base64url challenge. Never throws: bad input is a 400, not a 500.
 */
export function signedChallenge(clientDataJSON: string): string | undefined {
  let clientData: unknown;
  try {
    clientData = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
  } catch {
    return undefined;
  }
  if (typeof clientData !== 'object' || clientData === null || !('challenge' in clientData)) return undefined;
  const { challenge } = clientData;
  return typeof challenge === 'string' && BASE64URL.test(challenge) ? challenge : undefined;
}
