import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { components } from '../../api/schema';
import { PASSKEY_PROMPT_TIMEOUT_MS, PASSKEY_TEXTS } from '../../shared/passkeys';
import { requireUser, type UserView } from '../accounts/userView';
import type { Db } from '../db/client';
import { httpError } from '../http/httpError';
import { type ClientInfo, createSession } from '../sessions/sessions.service';
import { assertionHolds, findPasskey } from './assertion';
import { consumeChallenge, signedChallenge, storeChallenge } from './challenges';
import type { RelyingParty } from './relyingParty';

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
  const stored = await findPasskey(db, credential.id);
  if (!stored || !(await assertionHolds(db, rp, credential, stored, challenge, now))) {
    throw httpError(401, PASSKEY_TEXTS.signInFailed);
  }
  const { token } = await createSession(db, stored.userId, client, 'passkey', now);
  return { payload: await requireUser(db, stored.userId), token };
}
