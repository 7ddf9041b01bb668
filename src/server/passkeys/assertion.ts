import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { components } from '../../api/schema';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';
import { authenticatorDataIsShallow } from './cborDepth';
import { authenticationJson } from './credentialJson';
import type { RelyingParty } from './relyingParty';
import { userHandle } from './userHandle';
import { verdict } from './verdict';

// A passkey's answer to request options (a WebAuthn assertion), checked the same way for a sign-in and for
// "confirm it's you" (issue 26): the two differ only in whose passkeys may answer and where the challenge
// comes from.

type AuthenticationCredential = components['schemas']['AuthenticationCredential'];

/** What an assertion is checked against: a stored passkey, found by the credential id the browser sent. */
export interface StoredPasskey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Buffer;
  signCount: number;
  transports: string[];
}

/** The stored passkey with this credential id (of `userId` when given), or undefined. */
export async function findPasskey(
  db: Db,
  credentialId: string,
  userId?: string,
): Promise<StoredPasskey | undefined> {
  const byId = eq(passkeys.credential_id, credentialId);
  const [stored] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.user_id,
      credentialId: passkeys.credential_id,
      publicKey: passkeys.public_key,
      signCount: passkeys.sign_count,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(userId === undefined ? byId : and(byId, eq(passkeys.user_id, userId)))
    .limit(1);
  return stored;
}

/**
 * True when the assertion is this passkey's, signed over `challenge` for this site with the user verified,
 * and its counter moved on (compare-and-set, so of two uses racing with one counter only one wins); the
 * passkey's counter and last use are stored then. False for anything else, never a throw.
 */
export async function assertionHolds(
  db: Db,
  rp: RelyingParty,
  credential: AuthenticationCredential,
  stored: StoredPasskey,
  challenge: string,
  now: Date,
): Promise<boolean> {
  // The browser names the account the passkey was made for; it must be the one the credential is stored under.
  const handle = credential.response.userHandle;
  if (typeof handle === 'string' && handle !== userHandle.text(stored.userId)) return false;
  if (!authenticatorDataIsShallow(Buffer.from(credential.response.authenticatorData, 'base64url'))) {
    return false;
  }
  const result = await verdict(() =>
    verifyAuthenticationResponse({
      response: authenticationJson(credential),
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(stored.publicKey),
        counter: stored.signCount,
        transports: stored.transports,
      },
      // The passkey stands in for the password and the second factor, so the user must have been verified.
      requireUserVerification: true,
    }),
  );
  if (!result) return false;
  const updated = await db
    .update(passkeys)
    .set({ sign_count: result.authenticationInfo.newCounter, last_used_at: now })
    .where(and(eq(passkeys.id, stored.id), eq(passkeys.sign_count, stored.signCount)))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}
