import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { components } from '../../api/schema';
import { msg } from '../../shared/i18n/message';
import { messages } from '../../shared/messages';
import { twoFactorChangedMail } from '../accounts/accountMail';
import { accountErrors } from '../accounts/accountMessages';
import { queueAccountNotice } from '../accounts/accountNotice';
import type { Db } from '../db/client';
import { two_factor_recovery_codes, two_factor_secrets, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { waitValues } from '../i18n/waitValues';
import type { AccountKeys } from '../security/keys';
import { RetryLaterError } from '../security/retryLater';
import { seal } from '../security/secretBox';
import {
  clearHits,
  lockedForSeconds,
  recordHit,
  SECOND_FACTOR_FAILURES,
  throttleKey,
} from '../security/throttle';
import { revokeOtherSessions } from '../sessions/sessions.service';
import { newRecoveryCodes, recoveryCodeHash } from './recoveryCodes';
import { consumeRecoveryCode, consumeTotpCode, openSecret, twoFactorEnabled } from './secondFactor';
import { matchingStep, newTotpSecret, normaliseBase32, totpUri } from './totp';

type Setup = components['schemas']['TwoFactorSetup'];
type DisableBody = components['schemas']['TwoFactorDisableRequest'];

/** In the request's language: src/shared/i18n/<locale>/errors.json, `twoFactorApi.*`. */
export const twoFactorErrors = {
  alreadyOn: msg('twoFactorApi.alreadyOn'),
  notOn: msg('twoFactorApi.notOn'),
  noSetup: msg('twoFactorApi.noSetup'),
  otherSecret: msg('twoFactorApi.otherSecret'),
  /** "Please try again in 15 minutes.": the wait in seconds. */
  locked: (seconds: number) => msg('twoFactorApi.locked', waitValues(seconds)),
} as const;

/** Refuses while too many wrong codes were entered for the user lately; answers the throttle key. */
export async function assertSecondFactorUnlocked(
  db: Db,
  keys: AccountKeys,
  userId: string,
  now: Date,
): Promise<string> {
  const key = throttleKey(keys, SECOND_FACTOR_FAILURES, userId);
  const locked = await lockedForSeconds(db, key, now);
  if (locked > 0) throw new RetryLaterError(twoFactorErrors.locked(locked), locked);
  return key;
}

/** POST /2fa/initiate: a new pending secret (replacing an earlier pending one), as QR code and text. */
export async function initiateTwoFactor(
  db: Db,
  keys: AccountKeys,
  userId: string,
  now: Date,
): Promise<Setup> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw httpError(401, accountErrors.signInRequired);
  const base32 = newTotpSecret();
  const ciphertext = seal(keys.totpSecret, base32, userId);
  const stored = await db
    .insert(two_factor_secrets)
    .values({ user_id: userId, secret_ciphertext: ciphertext, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: two_factor_secrets.user_id,
      set: { secret_ciphertext: ciphertext, last_used_step: null, updated_at: now },
      setWhere: isNull(two_factor_secrets.enabled_at),
    })
    .returning({ userId: two_factor_secrets.user_id });
  if (stored.length === 0) throw httpError(409, twoFactorErrors.alreadyOn);
  const qrDataUrl = await QRCode.toDataURL(totpUri(base32, user.email), {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 256,
  });
  return { qrDataUrl, base32 };
}

/**
 * POST /2fa/verify: turns 2FA on when `secretBase32` is this user's pending secret and `token` its current
 * code; answers 10 new recovery codes, stored only as keyed hashes. Every other session of the user ends
 * with it (sessions signed in before 2FA must not outlive it), and the owner is told.
 */
export async function enableTwoFactor(
  db: Db,
  keys: AccountKeys,
  caller: { userId: string; sessionId: string },
  input: { token: string; secretBase32: string },
  now: Date,
): Promise<{ recoveryCodes: string[]; endedSessions: number }> {
  const { userId } = caller;
  const throttle = await assertSecondFactorUnlocked(db, keys, userId, now);
  const [row] = await db
    .select({ ciphertext: two_factor_secrets.secret_ciphertext, enabledAt: two_factor_secrets.enabled_at })
    .from(two_factor_secrets)
    .where(eq(two_factor_secrets.user_id, userId))
    .limit(1);
  if (!row) throw httpError(409, twoFactorErrors.noSetup);
  if (row.enabledAt) throw httpError(409, twoFactorErrors.alreadyOn);
  const secret = openSecret(keys, userId, row.ciphertext);
  const sent = Buffer.from(normaliseBase32(input.secretBase32));
  if (sent.length !== secret.length || !timingSafeEqual(sent, Buffer.from(secret))) {
    throw httpError(400, twoFactorErrors.otherSecret);
  }
  const step = matchingStep(secret, input.token, now);
  if (step === null) {
    await recordHit(db, throttle, SECOND_FACTOR_FAILURES, now);
    throw httpError(400, messages.twoFactor.verifyFailed);
  }

  const codes = newRecoveryCodes();
  const endedSessions = await db.transaction(async (tx) => {
    const enabled = await tx
      .update(two_factor_secrets)
      // The code that turned 2FA on cannot be replayed to sign in.
      .set({ enabled_at: now, last_used_step: step, updated_at: now })
      .where(and(eq(two_factor_secrets.user_id, userId), isNull(two_factor_secrets.enabled_at)))
      .returning({ userId: two_factor_secrets.user_id });
    if (enabled.length === 0) throw httpError(409, twoFactorErrors.alreadyOn);
    await tx.delete(two_factor_recovery_codes).where(eq(two_factor_recovery_codes.user_id, userId));
    await tx.insert(two_factor_recovery_codes).values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: recoveryCodeHash(keys, userId, code),
        created_at: now,
      })),
    );
    const ended = await revokeOtherSessions(tx, userId, caller.sessionId, now);
    await queueAccountNotice(tx, userId, (locale, to, firstName) =>
      twoFactorChangedMail(locale, to, firstName, true, now),
    );
    return ended;
  });
  await clearHits(db, throttle);
  return { recoveryCodes: codes, endedSessions };
}

/** POST /2fa/disable: a current code or an unused recovery code removes the secret and every recovery code. */
export async function disableTwoFactor(
  db: Db,
  keys: AccountKeys,
  userId: string,
  body: DisableBody,
  now: Date,
): Promise<void> {
  if (!(await twoFactorEnabled(db, userId))) throw httpError(409, twoFactorErrors.notOn);
  const throttle = await assertSecondFactorUnlocked(db, keys, userId, now);
  const accepted =
    body.token !== undefined
      ? await consumeTotpCode(db, keys, userId, body.token, now)
      : body.recoveryCode !== undefined &&
        (await consumeRecoveryCode(db, keys, userId, body.recoveryCode, now));
  if (!accepted) {
    await recordHit(db, throttle, SECOND_FACTOR_FAILURES, now);
    throw httpError(400, messages.twoFactor.verifyFailed);
  }
  await db.transaction(async (tx) => {
    await tx.delete(two_factor_recovery_codes).where(eq(two_factor_recovery_codes.user_id, userId));
    await tx.delete(two_factor_secrets).where(eq(two_factor_secrets.user_id, userId));
    await queueAccountNotice(tx, userId, (locale, to, firstName) =>
      twoFactorChangedMail(locale, to, firstName, false, now),
    );
  });
  await clearHits(db, throttle);
}
