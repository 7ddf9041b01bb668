import { and, eq, ne, or } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { isValidUsername, normaliseUsername } from '../../shared/accountRules';
import { normalizeEmail } from '../../shared/email';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { httpError } from '../http/httpError';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import type { AccountKeys } from '../security/keys';
import { hashPassword, verifyPassword } from '../security/passwords';
import { RetryLaterError, waitText } from '../security/retryLater';
import { lockedForSeconds, recordHit, SIGN_IN_FAILURES, throttleKey } from '../security/throttle';
import { revokeOtherSessions } from '../sessions/sessions.service';
import { emailChangedMail, passwordChangedMail } from './accountMail';
import { accountErrors } from './accountMessages';
import { sameText } from './emailLookup';
import { conflictFromUniqueViolation } from './signUp.service';
import { requireUser, type UserView } from './userView';
import { assertPasswordAcceptable } from './verification.service';

type UpdateUserBody = components['schemas']['UpdateUserRequest'];

function trimmedName(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!trimmed) throw httpError(400, accountErrors.nameBlank(field));
  return trimmed;
}

/** The current password, checked under the same per-account limit as sign-in (a stolen token cannot guess it). */
async function assertCurrentPassword(
  db: Db,
  keys: AccountKeys,
  account: { email: string; passwordHash: string },
  current: string | undefined,
  now: Date,
): Promise<void> {
  if (current === undefined) throw httpError(400, accountErrors.currentPasswordNeeded);
  const key = throttleKey(keys, SIGN_IN_FAILURES, account.email);
  const locked = await lockedForSeconds(db, key, now);
  if (locked > 0) throw new RetryLaterError(accountErrors.passwordLocked(waitText(locked)), locked);
  if (!(await verifyPassword(account.passwordHash, current))) {
    await recordHit(db, key, SIGN_IN_FAILURES, now);
    throw httpError(400, accountErrors.currentPasswordWrong);
  }
}

/**
 * PUT /users/update. Absent fields keep their value. A new e-mail or password needs the current password;
 * a new password ends the user's other sessions; both changes are e-mailed to the owner.
 */
export async function updateProfile(
  db: Db,
  keys: AccountKeys,
  caller: { userId: string; sessionId: string },
  body: UpdateUserBody,
  now: Date,
): Promise<UserView> {
  const [account] = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.first_name,
      passwordHash: users.password_hash,
    })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!account) throw httpError(401, 'Please sign in to continue.');

  const firstName = trimmedName(body.first_name, 'First name');
  const lastName = trimmedName(body.last_name, 'Last name');
  const username = body.username === undefined ? undefined : normaliseUsername(body.username);
  if (username !== undefined && !isValidUsername(username)) throw httpError(400, accountErrors.usernameBlank);
  const email = body.email === undefined ? undefined : normalizeEmail(body.email);
  const emailChanges = email !== undefined && email !== account.email;
  const newPassword = body.password?.changed;

  if (emailChanges || newPassword !== undefined) {
    await assertCurrentPassword(db, keys, account, body.password?.current, now);
  }
  if (newPassword !== undefined) assertPasswordAcceptable(newPassword);

  const clashes = [
    ...(emailChanges ? [sameText(users.email, email)] : []),
    ...(username !== undefined ? [sameText(users.username, username)] : []),
  ];
  if (clashes.length > 0) {
    const others = await db
      .select({ email: users.email })
      .from(users)
      .where(and(ne(users.id, caller.userId), or(...clashes)));
    if (emailChanges && others.some((o) => o.email.toLowerCase() === email.toLowerCase())) {
      throw httpError(409, accountErrors.emailInUse);
    }
    if (others.length > 0) throw httpError(409, accountErrors.usernameTaken);
  }

  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  const notices: OutgoingMail[] = [];
  const greeting = firstName ?? account.firstName;
  if (passwordHash) notices.push(passwordChangedMail(email ?? account.email, greeting, 'profile', now));
  if (emailChanges) notices.push(emailChangedMail(account.email, greeting, email, now));

  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(firstName !== undefined ? { first_name: firstName } : {}),
          ...(lastName !== undefined ? { last_name: lastName } : {}),
          ...(username !== undefined ? { username } : {}),
          ...(emailChanges ? { email, email_verified_at: null } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          updated_at: now,
        })
        .where(eq(users.id, caller.userId));
      if (passwordHash) await revokeOtherSessions(tx, caller.userId, caller.sessionId, now);
      await enqueueMail(tx, notices);
      return requireUser(tx, caller.userId);
    });
  } catch (error) {
    throw conflictFromUniqueViolation(error, accountErrors.emailInUse) ?? error;
  }
}
