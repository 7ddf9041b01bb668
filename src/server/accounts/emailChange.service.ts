import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import {
  EMAIL_CHANGE_CODE_TTL_MINUTES,
  normaliseVerificationCode,
  VERIFICATION_CODE_MAX_ATTEMPTS,
} from '../../shared/accountRules';
import type { Locale } from '../../shared/i18n/locales';
import { CODE_LENGTH } from '../../shared/sixDigitCode';
import type { Db } from '../db/client';
import { email_changes, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { enqueueMail } from '../mail/outbox';
import { type AccountKeys, hmacHex } from '../security/keys';
import { RetryLaterError } from '../security/retryLater';
import { EMAIL_CHANGE_REQUESTS, lockedForSeconds, recordHit, throttleKey } from '../security/throttle';
import { revokeOtherSessions } from '../sessions/sessions.service';
import { emailChangeCodeMail, emailChangedMail } from './accountMail';
import { accountErrors } from './accountMessages';
import { sameText } from './emailLookup';
import { conflictFromUniqueViolation } from './signUp.service';
import { requireUser, type UserView } from './userView';

// A new e-mail address takes effect only when the code e-mailed to it is entered (issue 26): before, a
// profile could take any address unproven, so a stranger could squat a new hire's address before they
// signed up. Nothing is reserved while the code is out: the address can still sign up, or be confirmed
// by another account first (then this change is refused and dropped).

function codeHash(keys: AccountKeys, userId: string, email: string, code: string): string {
  return hmacHex(keys.verificationCode, `email-change:${userId}:${email.toLowerCase()}:${code}`);
}

/**
 * Counts a new change, or refuses it while the account started 5 within the hour (each one e-mails
 * someone). Called with the root database before the update's transaction.
 */
export async function countEmailChange(db: Db, keys: AccountKeys, userId: string, now: Date): Promise<void> {
  const key = throttleKey(keys, EMAIL_CHANGE_REQUESTS, userId);
  const locked = await lockedForSeconds(db, key, now);
  if (locked > 0) throw new RetryLaterError(accountErrors.tooManyEmailChanges(locked), locked);
  await recordHit(db, key, EMAIL_CHANGE_REQUESTS, now);
}

/**
 * Stores the pending change with a new code (replacing an earlier one) and e-mails the code to the new
 * address, in the transaction `tx` of the profile update.
 */
export async function startEmailChange(
  tx: Db,
  keys: AccountKeys,
  user: { id: string; firstName: string; language: Locale },
  newEmail: string,
  now: Date,
): Promise<void> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const row = {
    new_email: newEmail,
    code_hash: codeHash(keys, user.id, newEmail, code),
    attempts: 0,
    expires_at: new Date(now.getTime() + EMAIL_CHANGE_CODE_TTL_MINUTES * 60_000),
    created_at: now,
  };
  await tx
    .insert(email_changes)
    .values({ user_id: user.id, ...row })
    .onConflictDoUpdate({ target: email_changes.user_id, set: row });
  await enqueueMail(tx, [emailChangeCodeMail(user.language, newEmail, user.firstName, code)]);
}

/**
 * POST /users/email-change/confirm: a right code makes the pending address the account's (verified: the
 * code came from its inbox), ends the user's other sessions and tells the old address, in one
 * transaction. Every attempt is counted before the comparison, so parallel guesses cannot exceed 5.
 */
export async function confirmEmailChange(
  db: Db,
  keys: AccountKeys,
  caller: { userId: string; sessionId: string },
  rawCode: string,
  now: Date,
): Promise<UserView> {
  const { userId } = caller;
  const [pending] = await db.select().from(email_changes).where(eq(email_changes.user_id, userId)).limit(1);
  if (!pending) throw httpError(409, accountErrors.noEmailChange);
  if (pending.expires_at <= now) throw httpError(400, accountErrors.emailChangeCodeExpired);
  const thisChange = and(eq(email_changes.user_id, userId), eq(email_changes.code_hash, pending.code_hash));
  const counted = await db
    .update(email_changes)
    .set({ attempts: sql`${email_changes.attempts} + 1` })
    .where(and(thisChange, lt(email_changes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS)))
    .returning({ userId: email_changes.user_id });
  if (counted.length === 0) throw httpError(400, accountErrors.codeAttemptsUsed);
  const expected = Buffer.from(pending.code_hash, 'hex');
  const code = normaliseVerificationCode(rawCode);
  const actual = Buffer.from(codeHash(keys, userId, pending.new_email, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw httpError(400, accountErrors.emailChangeCodeInvalid);
  }

  const newEmail = pending.new_email;
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameText(users.email, newEmail), ne(users.id, userId)))
    .limit(1);
  if (taken.length > 0) {
    await db.delete(email_changes).where(thisChange);
    throw httpError(409, accountErrors.emailInUse);
  }
  try {
    return await db.transaction(async (tx) => {
      const used = await tx
        .delete(email_changes)
        .where(thisChange)
        .returning({ userId: email_changes.user_id });
      // A newer change replaced this one while the code was checked: that one's code is needed now.
      if (used.length === 0) throw httpError(409, accountErrors.noEmailChange);
      const [before] = await tx
        .select({ email: users.email, firstName: users.first_name, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!before) throw httpError(401, accountErrors.signInRequired);
      await tx
        .update(users)
        .set({ email: newEmail, email_verified_at: now, updated_at: now })
        .where(eq(users.id, userId));
      await revokeOtherSessions(tx, userId, caller.sessionId, now);
      await enqueueMail(tx, [
        emailChangedMail(before.language, before.email, before.firstName, newEmail, now),
      ]);
      return requireUser(tx, userId);
    });
  } catch (error) {
    throw conflictFromUniqueViolation(error, accountErrors.emailInUse) ?? error;
  }
}
