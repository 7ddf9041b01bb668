import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { count, eq } from 'drizzle-orm';
import type { components } from '../../api/schema';
import {
  defaultPasskeyName,
  PASSKEY_LIMIT,
  PASSKEY_PROMPT_TIMEOUT_MS,
  PASSKEY_TEXTS,
} from '../../shared/passkeys';
import { passkeyChangedMail } from '../accounts/accountMail';
import { queueAccountNotice } from '../accounts/accountNotice';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { lockUser } from '../db/lockUser';
import { passkeys, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { revokeOtherSessions } from '../sessions/sessions.service';
import { attestationObjectIsShallow } from './cborDepth';
import { consumeChallenge, signedChallenge, storeChallenge } from './challenges';
import { registrationJson, transportsOf } from './credentialJson';
import { type PasskeyView, passkeyColumns, passkeyView } from './passkeys.service';
import type { RelyingParty } from './relyingParty';
import { userHandle } from './userHandle';
import { verdict } from './verdict';

async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.user_id, userId));
  return row?.n ?? 0;
}

/**
 * POST /passkeys/registration/options. The WebAuthn user id is the account's uuid, so an authenticator
 * keeps one passkey per account (a second for the same account replaces the first on the device), and
 * the existing passkeys are excluded so the browser says "already added" instead of making a duplicate.
 */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  userId: string,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const [user] = await db
    .select({ email: users.email, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new Error(`user ${userId} vanished`);
  const existing = await db
    .select({ id: passkeys.credential_id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.user_id, userId));
  if (existing.length >= PASSKEY_LIMIT) throw httpError(409, PASSKEY_TEXTS.limitReached);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle.bytes(userId),
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`,
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(db, 'registration', userId, options.challenge, now);
  return options;
}

/**
 * POST /passkeys/registration/verify: the challenge is used up first, then the answer is checked for this
 * site, then stored under a name from the browser that made it; every other session of the user ends with
 * it (whoever held one must not keep it beside a new way in), and the owner is told.
 */
export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  caller: { userId: string; sessionId: string },
  credential: components['schemas']['RegistrationCredential'],
  userAgent: string | undefined,
  now: Date,
): Promise<{ passkey: PasskeyView; endedSessions: number }> {
  const { userId } = caller;
  const challenge = signedChallenge(credential.response.clientDataJSON);
  if (!challenge) throw httpError(400, PASSKEY_TEXTS.unreadable);
  if (!(await consumeChallenge(db, 'registration', userId, challenge, now))) {
    throw httpError(400, PASSKEY_TEXTS.registrationExpired);
  }
  if (!attestationObjectIsShallow(Buffer.from(credential.response.attestationObject, 'base64url'))) {
    throw httpError(400, PASSKEY_TEXTS.registrationFailed);
  }
  const result = await verdict(() =>
    verifyRegistrationResponse({
      response: registrationJson(credential),
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // Sign-in with a passkey skips the password and 2FA, so only a user-verified passkey is accepted.
      requireUserVerification: true,
    }),
  );
  const info = result?.registrationInfo;
  if (!info) throw httpError(400, PASSKEY_TEXTS.registrationFailed);

  return db
    .transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await passkeyCount(tx, userId)) >= PASSKEY_LIMIT) throw httpError(409, PASSKEY_TEXTS.limitReached);
      const [row] = await tx
        .insert(passkeys)
        .values({
          user_id: userId,
          credential_id: info.credential.id,
          public_key: Buffer.from(info.credential.publicKey),
          sign_count: info.credential.counter,
          transports: transportsOf(credential),
          name: defaultPasskeyName(userAgent),
          created_at: now,
        })
        .returning(passkeyColumns);
      if (!row) throw new Error('passkey insert returned no row');
      const endedSessions = await revokeOtherSessions(tx, userId, caller.sessionId, now);
      await queueAccountNotice(tx, userId, (locale, to, firstName) =>
        passkeyChangedMail(locale, to, firstName, 'added', row.name, now),
      );
      return { passkey: passkeyView(row), endedSessions };
    })
    .catch((error: unknown) => {
      // The same credential on any account: the answer is the same, so it reveals no other account.
      if (isUniqueViolation(error, 'passkeys_credential_id_unique')) {
        throw httpError(409, PASSKEY_TEXTS.alreadyAdded);
      }
      throw error;
    });
}
