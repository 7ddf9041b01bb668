import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { PASSKEY_PROMPT_TIMEOUT_MS, PASSKEY_TEXTS } from '../../shared/passkeys';
import { sessionTexts } from '../../shared/sessionRules';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';
import { httpError } from '../http/httpError';
import { assertionHolds, findPasskey } from './assertion';
import { consumeChallenge, signedChallenge, storeChallenge } from './challenges';
import type { RelyingParty } from './relyingParty';

// "Confirm it's you" with a passkey (issue 26): like a sign-in, but the challenge belongs to the signed-in
// user and only their own passkeys may answer it. Refusals are 400s, as every signed-in check of a
// password or code is: 401 stays "you are not signed in".

/**
 * POST /sessions/current/confirm/passkey-options: request options listing the user's passkeys (the browser
 * then offers only those), with a single-use challenge of the user's. 409 without a passkey.
 */
export async function confirmationOptions(
  db: Db,
  rp: RelyingParty,
  userId: string,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = await db
    .select({ id: passkeys.credential_id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.user_id, userId));
  if (own.length === 0) throw httpError(409, sessionTexts.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: own.map(({ id, transports }) => ({ id, transports })),
  });
  await storeChallenge(db, 'confirmation', userId, options.challenge, now);
  return options;
}

/** Checks a passkey's answer to those options: the challenge is used up first, whatever follows. */
export async function confirmWithPasskey(
  db: Db,
  rp: RelyingParty,
  userId: string,
  credential: components['schemas']['AuthenticationCredential'],
  now: Date,
): Promise<void> {
  const challenge = signedChallenge(credential.response.clientDataJSON);
  if (!challenge) throw httpError(400, PASSKEY_TEXTS.unreadable);
  if (!(await consumeChallenge(db, 'confirmation', userId, challenge, now))) {
    throw httpError(400, PASSKEY_TEXTS.registrationExpired);
  }
  const stored = await findPasskey(db, credential.id, userId);
  if (!stored || !(await assertionHolds(db, rp, credential, stored, challenge, now))) {
    throw httpError(400, sessionTexts.passkeyFailed);
  }
}
