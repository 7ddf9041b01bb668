import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../shared/email';
import { msg } from '../../shared/i18n/message';
import { messages } from '../../shared/messages';
import { accountErrors } from '../accounts/accountMessages';
import { sameText } from '../accounts/emailLookup';
import { requireUser, type UserView } from '../accounts/userView';
import type { Db } from '../db/client';
import { two_factor_challenges, users } from '../db/schema';
import { httpError } from '../http/httpError';
import type { AccountKeys } from '../security/keys';
import {
  hashPassword,
  passwordHashIsOutdated,
  spendPasswordCheckTime,
  verifyPassword,
} from '../security/passwords';
import { RetryLaterError } from '../security/retryLater';
import {
  clearHits,
  lockedForSeconds,
  recordHit,
  SECOND_FACTOR_FAILURES,
  SIGN_IN_FAILURES,
  throttleKey,
} from '../security/throttle';
import { hashToken, newToken } from '../security/tokens';
import { type ClientInfo, createSession } from '../sessions/sessions.service';
import { consumeSecondFactor, twoFactorEnabled } from '../twoFactor/secondFactor';
import { assertSecondFactorUnlocked } from '../twoFactor/twoFactor.service';

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export type SignInOutcome =
  | { kind: 'signedIn'; payload: UserView; token: string }
  | { kind: 'twoFactorRequired'; userId: string; challenge: string };

const challengeExpired = msg('accountApi.signInExpired');

/**
 * POST /users/signin. Wrong e-mail and wrong password are indistinguishable (same answer, a password check
 * either way); failures are counted per address, known or not, and lock password sign-in for a while.
 */
export async function signIn(
  db: Db,
  keys: AccountKeys,
  input: { email: string; password: string },
  client: ClientInfo,
  now: Date,
): Promise<SignInOutcome> {
  const email = normalizeEmail(input.email);
  const throttle = throttleKey(keys, SIGN_IN_FAILURES, email);
  const locked = await lockedForSeconds(db, throttle, now);
  if (locked > 0) throw new RetryLaterError(accountErrors.signInLocked(locked), locked);

  const [user] = await db
    .select({ id: users.id, passwordHash: users.password_hash })
    .from(users)
    .where(sameText(users.email, email))
    .limit(1);
  const passwordRight = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await spendPasswordCheckTime(input.password).then(() => false);
  if (!user || !passwordRight) {
    await recordHit(db, throttle, SIGN_IN_FAILURES, now);
    throw httpError(401, accountErrors.invalidCredentials);
  }
  await clearHits(db, throttle);
  if (passwordHashIsOutdated(user.passwordHash)) {
    const upgraded = await hashPassword(input.password);
    await db.update(users).set({ password_hash: upgraded }).where(eq(users.id, user.id));
  }

  if (await twoFactorEnabled(db, user.id)) {
    const challenge = newToken();
    await db.insert(two_factor_challenges).values({
      user_id: user.id,
      token_hash: hashToken(challenge),
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      created_at: now,
    });
    return { kind: 'twoFactorRequired', userId: user.id, challenge };
  }
  const { token } = await createSession(db, user.id, client, 'password', now);
  return { kind: 'signedIn', payload: await requireUser(db, user.id), token };
}

/**
 * POST /users/signin/2fa: the challenge of the password step (from its HttpOnly cookie) plus a current
 * authenticator code or an unused recovery code. Each challenge allows 5 codes; wrong codes also count
 * against the user over all challenges.
 */
export async function signInTwoFactor(
  db: Db,
  keys: AccountKeys,
  input: { userId: string; token: string },
  challenge: string | undefined,
  client: ClientInfo,
  now: Date,
): Promise<{ payload: UserView; token: string }> {
  if (!challenge) throw httpError(401, challengeExpired);
  const usable = and(
    eq(two_factor_challenges.token_hash, hashToken(challenge)),
    eq(two_factor_challenges.user_id, input.userId),
    isNull(two_factor_challenges.used_at),
    gt(two_factor_challenges.expires_at, now),
  );
  const throttle = await assertSecondFactorUnlocked(db, keys, input.userId, now);
  const counted = await db
    .update(two_factor_challenges)
    .set({ attempts: sql`${two_factor_challenges.attempts} + 1` })
    .where(and(usable, sql`${two_factor_challenges.attempts} < ${CHALLENGE_MAX_ATTEMPTS}`))
    .returning({ id: two_factor_challenges.id });
  const attempt = counted[0];
  if (!attempt) throw httpError(401, challengeExpired);

  if (!(await consumeSecondFactor(db, keys, input.userId, input.token, now))) {
    await recordHit(db, throttle, SECOND_FACTOR_FAILURES, now);
    throw httpError(401, messages.twoFactor.verifyFailed);
  }
  const consumed = await db
    .update(two_factor_challenges)
    .set({ used_at: now })
    .where(and(eq(two_factor_challenges.id, attempt.id), isNull(two_factor_challenges.used_at)))
    .returning({ id: two_factor_challenges.id });
  if (consumed.length === 0) throw httpError(401, challengeExpired);
  await clearHits(db, throttle);
  const { token } = await createSession(db, input.userId, client, 'password_and_code', now);
  return { payload: await requireUser(db, input.userId), token };
}
