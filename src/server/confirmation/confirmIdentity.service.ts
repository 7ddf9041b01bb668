import { eq } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { messages } from '../../shared/messages';
import { sessionTexts } from '../../shared/sessionRules';
import { accountErrors } from '../accounts/accountMessages';
import { assertOwnPassword } from '../accounts/passwordCheck';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { httpError } from '../http/httpError';
import { confirmWithPasskey } from '../passkeys/passkeyConfirmation.service';
import type { RelyingParty } from '../passkeys/relyingParty';
import type { AccountKeys } from '../security/keys';
import { clearHits, recordHit, SECOND_FACTOR_FAILURES } from '../security/throttle';
import { markConfirmed } from '../sessions/confirmation';
import { consumeRecoveryCode, consumeTotpCode, twoFactorEnabled } from '../twoFactor/secondFactor';
import { assertSecondFactorUnlocked, twoFactorErrors } from '../twoFactor/twoFactor.service';

type ConfirmBody = components['schemas']['ConfirmIdentityRequest'];

/**
 * A code of the user's second factor, checked as at sign-in: under the per-user lock, a wrong one counted,
 * a right one used up (a TOTP step or a recovery code cannot serve twice) and the count cleared.
 */
async function assertOwnCode(
  db: Db,
  keys: AccountKeys,
  userId: string,
  code: { token?: string; recoveryCode?: string },
  now: Date,
): Promise<void> {
  if (!(await twoFactorEnabled(db, userId))) throw httpError(409, twoFactorErrors.notOn);
  const throttle = await assertSecondFactorUnlocked(db, keys, userId, now);
  const accepted =
    code.token !== undefined
      ? await consumeTotpCode(db, keys, userId, code.token, now)
      : code.recoveryCode !== undefined &&
        (await consumeRecoveryCode(db, keys, userId, code.recoveryCode, now));
  if (!accepted) {
    await recordHit(db, throttle, SECOND_FACTOR_FAILURES, now);
    throw httpError(400, messages.twoFactor.verifyFailed);
  }
  await clearHits(db, throttle);
}

/**
 * POST /sessions/current/confirm: checks the one answer sent (the password, a code, or a passkey of the
 * user's) and records the confirmation on the session; answers until when sensitive calls are allowed.
 */
export async function confirmIdentity(
  db: Db,
  keys: AccountKeys,
  rp: RelyingParty,
  caller: { userId: string; sessionId: string },
  body: ConfirmBody,
  now: Date,
): Promise<Date> {
  const { userId } = caller;
  if (body.password !== undefined) {
    const [account] = await db
      .select({ email: users.email, passwordHash: users.password_hash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!account) throw httpError(401, accountErrors.signInRequired);
    await assertOwnPassword(db, keys, account, body.password, sessionTexts.passwordWrong, now);
  } else if (body.passkey !== undefined) {
    await confirmWithPasskey(db, rp, userId, body.passkey, now);
  } else {
    await assertOwnCode(db, keys, userId, body, now);
  }
  return markConfirmed(db, userId, caller.sessionId, now);
}
