import { and, eq, ne, or } from 'drizzle-orm';
import type { components } from '../../api/schema';
import { isValidUsername, normaliseUsername } from '../../shared/accountRules';
import { normalizeEmail } from '../../shared/email';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { httpError } from '../http/httpError';
import { enqueueMail } from '../mail/outbox';
import type { AccountKeys } from '../security/keys';
import { hashPassword } from '../security/passwords';
import { revokeOtherSessions } from '../sessions/sessions.service';
import { passwordChangedMail } from './accountMail';
import { accountErrors, type NameField } from './accountMessages';
import { countEmailChange, startEmailChange } from './emailChange.service';
import { sameText } from './emailLookup';
import { assertOwnPassword } from './passwordCheck';
import { conflictFromUniqueViolation } from './signUp.service';
import { requireUser, type UserView } from './userView';
import { assertPasswordAcceptable } from './verification.service';

type UpdateUserBody = components['schemas']['UpdateUserRequest'];

function trimmedName(value: string | undefined, field: NameField): string | undefined {
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
  await assertOwnPassword(db, keys, account, current, accountErrors.currentPasswordWrong, now);
}

/** The profile after an update, and the new address waiting for its code when one was asked for. */
export interface ProfileUpdate {
  user: UserView;
  pendingEmail: string | undefined;
}

/**
 * PUT /users/update. Absent fields keep their value. A new e-mail or password needs the current password;
 * a new password ends the user's other sessions and is e-mailed to the owner; a new e-mail address is only
 * e-mailed a code (emailChange.service.ts), and changes nothing until the code is entered.
 */
export async function updateProfile(
  db: Db,
  keys: AccountKeys,
  caller: { userId: string; sessionId: string },
  body: UpdateUserBody,
  now: Date,
): Promise<ProfileUpdate> {
  const [account] = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.first_name,
      language: users.language,
      passwordHash: users.password_hash,
    })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!account) throw httpError(401, accountErrors.signInRequired);

  const firstName = trimmedName(body.first_name, 'first');
  const lastName = trimmedName(body.last_name, 'last');
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

  if (emailChanges) await countEmailChange(db, keys, caller.userId, now);
  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  const greeting = firstName ?? account.firstName;

  try {
    const user = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(firstName !== undefined ? { first_name: firstName } : {}),
          ...(lastName !== undefined ? { last_name: lastName } : {}),
          ...(username !== undefined ? { username } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          updated_at: now,
        })
        .where(eq(users.id, caller.userId));
      if (passwordHash) {
        await revokeOtherSessions(tx, caller.userId, caller.sessionId, now);
        await enqueueMail(tx, [
          passwordChangedMail(account.language, account.email, greeting, 'profile', now),
        ]);
      }
      if (emailChanges) {
        await startEmailChange(
          tx,
          keys,
          { id: caller.userId, firstName: greeting, language: account.language },
          email,
          now,
        );
      }
      return requireUser(tx, caller.userId);
    });
    return { user, pendingEmail: emailChanges ? email : undefined };
  } catch (error) {
    throw conflictFromUniqueViolation(error, accountErrors.emailInUse) ?? error;
  }
}
