import type { Message } from '../../shared/i18n/message';
import type { Db } from '../db/client';
import { httpError } from '../http/httpError';
import type { AccountKeys } from '../security/keys';
import { verifyPassword } from '../security/passwords';
import { RetryLaterError } from '../security/retryLater';
import { lockedForSeconds, recordHit, SIGN_IN_FAILURES, throttleKey } from '../security/throttle';
import { accountErrors } from './accountMessages';

/**
 * A signed-in user's password, checked again (a profile change, "confirm it's you") under the same
 * per-account limit as sign-in, so a stolen token cannot be used to guess it: 429 while locked, a 400 with
 * `wrongText` when it is wrong (counted), nothing when it is right.
 */
export async function assertOwnPassword(
  db: Db,
  keys: AccountKeys,
  account: { email: string; passwordHash: string },
  password: string,
  wrongText: Message | string,
  now: Date,
): Promise<void> {
  const key = throttleKey(keys, SIGN_IN_FAILURES, account.email);
  const locked = await lockedForSeconds(db, key, now);
  if (locked > 0) throw new RetryLaterError(accountErrors.passwordLocked(locked), locked);
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordHit(db, key, SIGN_IN_FAILURES, now);
    throw httpError(400, wrongText);
  }
}
