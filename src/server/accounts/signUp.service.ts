import type { components } from '../../api/schema';
import { isValidUsername, normaliseUsername, SIGN_UP_PROOF_MINUTES } from '../../shared/accountRules';
import { normalizeEmail } from '../../shared/email';
import type { Message } from '../../shared/i18n/message';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { email_notification_preferences, email_verifications, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { hashPassword } from '../security/passwords';
import { type ClientInfo, createSession } from '../sessions/sessions.service';
import { accountErrors } from './accountMessages';
import { sameText } from './emailLookup';
import { requireUser, type UserView } from './userView';
import { assertAvailable, assertPasswordAcceptable, verifiedWithProof } from './verification.service';

type SignUpBody = components['schemas']['SignUpRequest'];

/** How long after its code was accepted an address may still be used to sign up (with the proof). */
export const VERIFIED_SIGN_UP_WINDOW_MS = SIGN_UP_PROOF_MINUTES * 60_000;

/** Turns a unique-index violation of users into the 409 that names the taken field. */
export function conflictFromUniqueViolation(
  error: unknown,
  emailMessage: Message | string,
): Error | undefined {
  if (isUniqueViolation(error, 'users_email_lower_key')) return httpError(409, emailMessage);
  if (isUniqueViolation(error, 'users_username_lower_key'))
    return httpError(409, accountErrors.usernameTaken);
  return undefined;
}

/**
 * POST /users/signup: creates the user for an address verified in the last 30 minutes by the browser that
 * brings the proof verify-code answered, with default notification preferences and a first session, in
 * one transaction.
 */
export async function signUp(
  db: Db,
  body: SignUpBody,
  client: ClientInfo,
  now: Date,
): Promise<{ payload: UserView; token: string }> {
  const email = normalizeEmail(body.email);
  const username = normaliseUsername(body.username);
  const firstName = body.first_name.trim();
  const lastName = body.last_name.trim();
  if (!isValidUsername(username)) throw httpError(400, accountErrors.usernameBlank);
  if (!firstName) throw httpError(400, accountErrors.nameBlank('first'));
  if (!lastName) throw httpError(400, accountErrors.nameBlank('last'));
  const verifiedAt = await verifiedWithProof(
    db,
    email,
    body.verification_proof,
    now,
    VERIFIED_SIGN_UP_WINDOW_MS,
  );
  assertPasswordAcceptable(body.password);
  await assertAvailable(db, email, username);
  const passwordHash = await hashPassword(body.password);

  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          first_name: firstName,
          last_name: lastName,
          email,
          username,
          password_hash: passwordHash,
          email_verified_at: verifiedAt,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      await tx.insert(email_notification_preferences).values({ user_id: user.id });
      // The pending sign-up (with its password hash) has served its purpose.
      await tx.delete(email_verifications).where(sameText(email_verifications.email, email));
      const { token } = await createSession(tx, user.id, client, 'password', now);
      return { payload: await requireUser(tx, user.id), token };
    });
  } catch (error) {
    throw conflictFromUniqueViolation(error, accountErrors.emailTaken) ?? error;
  }
}
