import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { isSixDigitCode } from '../../shared/sixDigitCode';
import type { Db } from '../db/client';
import { two_factor_recovery_codes, two_factor_secrets } from '../db/schema';
import type { AccountKeys } from '../security/keys';
import { open } from '../security/secretBox';
import { recoveryCodeHash } from './recoveryCodes';
import { matchingStep } from './totp';

/** The stored secret of a user, decrypted; its ciphertext is bound to the user id. */
export function openSecret(keys: AccountKeys, userId: string, ciphertext: string): string {
  return open(keys.totpSecret, ciphertext, userId);
}

/** True when 2FA is on for the user. */
export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: two_factor_secrets.user_id })
    .from(two_factor_secrets)
    .where(and(eq(two_factor_secrets.user_id, userId), isNotNull(two_factor_secrets.enabled_at)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Accepts the current authenticator code once: the step it belongs to is recorded, and a code of that
 * step or an earlier one is refused afterwards (atomically, so two parallel requests cannot both use it).
 */
export async function consumeTotpCode(
  db: Db,
  keys: AccountKeys,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ ciphertext: two_factor_secrets.secret_ciphertext })
    .from(two_factor_secrets)
    .where(and(eq(two_factor_secrets.user_id, userId), isNotNull(two_factor_secrets.enabled_at)))
    .limit(1);
  const row = rows[0];
  if (!row) return false;
  const step = matchingStep(openSecret(keys, userId, row.ciphertext), code, now);
  if (step === null) return false;
  const accepted = await db
    .update(two_factor_secrets)
    .set({ last_used_step: step, updated_at: now })
    .where(
      and(
        eq(two_factor_secrets.user_id, userId),
        isNotNull(two_factor_secrets.enabled_at),
        or(isNull(two_factor_secrets.last_used_step), lt(two_factor_secrets.last_used_step, step)),
      ),
    )
    .returning({ userId: two_factor_secrets.user_id });
  return accepted.length > 0;
}

/** Uses up one unused recovery code of the user; false when it is unknown or already used. */
export async function consumeRecoveryCode(
  db: Db,
  keys: AccountKeys,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(two_factor_recovery_codes)
    .set({ used_at: now })
    .where(
      and(
        eq(two_factor_recovery_codes.user_id, userId),
        eq(two_factor_recovery_codes.code_hash, recoveryCodeHash(keys, userId, code)),
        isNull(two_factor_recovery_codes.used_at),
      ),
    )
    .returning({ id: two_factor_recovery_codes.id });
  return used.length > 0;
}

/** Six digits are an authenticator code; anything else is tried as a recovery code. */
export function consumeSecondFactor(
  db: Db,
  keys: AccountKeys,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const trimmed = code.trim();
  return isSixDigitCode(trimmed)
    ? consumeTotpCode(db, keys, userId, trimmed, now)
    : consumeRecoveryCode(db, keys, userId, trimmed, now);
}
