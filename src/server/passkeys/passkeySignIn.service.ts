import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { PASSKEY_PROMPT_TIMEOUT_MS, PASSKEY_TEXTS } from '../../shared/passkeys';
import { requireUser, type UserView } from '../accounts/userView';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';
import { httpError } from '../http/httpError';
import { type ClientInfo, createSession } from '../sessions/sessions.service';
import { authenticatorDataIsShallow } from './cborDepth';
import { consumeChallenge, signedChallenge, storeChallenge } from './challenges';
import { authenticationJson } from './credentialJson';
import type { RelyingParty } from './relyingParty';
import { userHandle } from './userHandle';
import { verdict } from './verdict';

/**
 * POST /passkeys/authentication/options: no allowed-credential list, so the browser offers whatever
 * passkeys it holds for this site and nobody learns from the answer whether an address has an account.
 */
export async function signInOptions(
  db: Db,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
    userVerification: 'preferred',
  });
  await storeChallenge(db, 'authentication', null, options.challenge, now);
  return options;
}

/**
 * POST /passkeys/authentication/verify. Every refusal after the challenge is the same 401, so the answer
 * never tells an unknown credential from a bad signature. No per-account lock: a signature cannot be
 * guessed the way a password can, and a lock keyed by a credential id would let anyone who saw that id
 * lock its owner out. The per-IP limit of the contract bounds the work.
 */
export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  credential: components['schemas']['AuthenticationCredential'],
  client: ClientInfo,
  now: Date,
): Promise<{ payload: UserView; token: string }> {
  const challenge = signedChallenge(credential.response.clientDataJSON);
  if (!challenge) throw httpError(400, PASSKEY_TEXTS.unreadable);
  if (!(await consumeChallenge(db, 'authentication', null, challenge, now))) {
    throw httpError(401, PASSKEY_TEXTS.signInExpired);
  }
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
    .where(eq(passkeys.credential_id, credential.id))
    .limit(1);
  if (!stored) throw httpError(401, PASSKEY_TEXTS.signInFailed);
  // The browser names the account the passkey was made for; it must be the one the credential is stored under.
  const handle = credential.response.userHandle;
  if (typeof handle === 'string' && handle !== userHandle.text(stored.userId)) {
    throw httpError(401, PASSKEY_TEXTS.signInFailed);
  }
  if (!authenticatorDataIsShallow(Buffer.from(credential.response.authenticatorData, 'base64url'))) {
    throw httpError(401, PASSKEY_TEXTS.signInFailed);
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
  if (!result) throw httpError(401, PASSKEY_TEXTS.signInFailed);
  // Compare-and-set on the counter: of two sign-ins racing with the same counter, only one moves it on.
  const updated = await db
    .update(passkeys)
    .set({ sign_count: result.authenticationInfo.newCounter, last_used_at: now })
    .where(and(eq(passkeys.id, stored.id), eq(passkeys.sign_count, stored.signCount)))
    .returning({ id: passkeys.id });
  if (updated.length === 0) throw httpError(401, PASSKEY_TEXTS.signInFailed);
  const { token } = await createSession(db, stored.userId, client, now);
  return { payload: await requireUser(db, stored.userId), token };
}
