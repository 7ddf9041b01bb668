import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { components } from '../../api/schema';
import {
  isValidUsername,
  normaliseUsername,
  normaliseVerificationCode,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_SECONDS,
} from '../../shared/accountRules';
import { normalizeEmail } from '../../shared/email';
import type { Locale } from '../../shared/i18n/locales';
import { CODE_LENGTH } from '../../shared/sixDigitCode';
import type { Db } from '../db/client';
import { email_verifications, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { enqueueMail } from '../mail/outbox';
import { isCommonPassword } from '../security/commonPasswords';
import { type AccountKeys, hmacHex } from '../security/keys';
import { hashPassword } from '../security/passwords';
import { RetryLaterError } from '../security/retryLater';
import { hashToken, newToken } from '../security/tokens';
import { verificationCodeMail } from './accountMail';
import { accountErrors } from './accountMessages';
import { sameText } from './emailLookup';

type SendVerificationBody = components['schemas']['SendVerificationRequest'];

const MINUTE = 60_000;
/** Codes e-mailed to one address per hour, resends included. */
export const CODES_PER_HOUR = 5;

function codeHash(keys: AccountKeys, email: string, code: string): string {
  return hmacHex(keys.verificationCode, `${email.toLowerCase()}:${code}`);
}

/** Refuses when the address is registered or the username taken (both compared case-insensitively). */
export async function assertAvailable(db: Db, email: string, username: string): Promise<void> {
  const taken = await db
    .select({ emailTaken: sql<boolean>`${sameText(users.email, email)}` })
    .from(users)
    .where(sql`${sameText(users.email, email)} or ${sameText(users.username, username)}`);
  if (taken.some((row) => row.emailTaken)) throw httpError(409, accountErrors.emailTaken);
  if (taken.length > 0) throw httpError(409, accountErrors.usernameTaken);
}

/** The checks a new password gets beyond its length (which the contract enforces). */
export function assertPasswordAcceptable(password: string): void {
  if (isCommonPassword(password)) throw httpError(400, accountErrors.commonPassword);
}

async function newestPending(db: Db, email: string) {
  const rows = await db
    .select()
    .from(email_verifications)
    .where(sameText(email_verifications.email, email))
    .orderBy(desc(email_verifications.created_at))
    .limit(1);
  return rows[0];
}

/** One send per address per minute, and CODES_PER_HOUR an hour. */
async function assertMaySend(db: Db, email: string, now: Date): Promise<void> {
  const recent = await db
    .select({ sentAt: email_verifications.last_sent_at })
    .from(email_verifications)
    .where(
      and(
        sameText(email_verifications.email, email),
        gt(email_verifications.created_at, new Date(now.getTime() - 60 * MINUTE)),
      ),
    )
    .orderBy(desc(email_verifications.last_sent_at));
  const last = recent[0]?.sentAt;
  const sinceLast = last ? (now.getTime() - last.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (sinceLast < VERIFICATION_RESEND_SECONDS) {
    const wait = Math.ceil(VERIFICATION_RESEND_SECONDS - sinceLast);
    throw new RetryLaterError(accountErrors.resendTooSoon(wait), wait);
  }
  const oldest = recent[recent.length - 1]?.sentAt;
  if (recent.length >= CODES_PER_HOUR && oldest) {
    const wait = (oldest.getTime() + 60 * MINUTE - now.getTime()) / 1000;
    throw new RetryLaterError(accountErrors.tooManyCodes(Math.ceil(wait)), wait);
  }
}

/**
 * POST /email/send-verification: keeps the sign-up data as pending (password hashed) with a new code, and
 * e-mails the code. A resend (`email` alone) copies the newest pending sign-up; earlier codes stop working
 * because only the newest row is ever checked.
 */
export async function sendVerification(
  db: Db,
  keys: AccountKeys,
  body: SendVerificationBody,
  now: Date,
  locale: Locale = 'en',
): Promise<void> {
  const email = normalizeEmail(body.email);
  const { first_name, last_name, username, password } = body;
  const given = [first_name, last_name, username, password].filter((v) => v !== undefined).length;
  if (given !== 0 && given !== 4) throw httpError(400, accountErrors.partialSignUpData);

  let pending: { first_name: string; last_name: string; username: string; password_hash: string };
  if (first_name !== undefined && last_name !== undefined && username !== undefined && password) {
    const name = normaliseUsername(username);
    if (!isValidUsername(name)) throw httpError(400, accountErrors.usernameBlank);
    if (!first_name.trim()) throw httpError(400, accountErrors.nameBlank('first'));
    if (!last_name.trim()) throw httpError(400, accountErrors.nameBlank('last'));
    assertPasswordAcceptable(password);
    await assertAvailable(db, email, name);
    pending = {
      first_name: first_name.trim(),
      last_name: last_name.trim(),
      username: name,
      password_hash: await hashPassword(password),
    };
  } else {
    const newest = await newestPending(db, email);
    if (!newest) throw httpError(404, accountErrors.noPendingSignUp);
    pending = newest;
  }

  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    // Serialises sends to one address, so two parallel requests cannot both pass the one-minute rule.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${email})))`);
    await assertMaySend(tx, email, now);
    await tx
      .delete(email_verifications)
      .where(
        and(
          sameText(email_verifications.email, email),
          lt(email_verifications.created_at, new Date(now.getTime() - 24 * 60 * MINUTE)),
        ),
      );
    await tx.insert(email_verifications).values({
      email,
      first_name: pending.first_name,
      last_name: pending.last_name,
      username: pending.username,
      password_hash: pending.password_hash,
      code_hash: codeHash(keys, email, code),
      expires_at: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE),
      last_sent_at: now,
      created_at: now,
    });
    await enqueueMail(tx, [verificationCodeMail(locale, email, pending.first_name, code)]);
  });
}

/**
 * POST /email/verify-code: checks the code against the newest one e-mailed to the address. Every attempt
 * is counted before the comparison, so parallel guesses cannot exceed the limit. Answers the proof that
 * sign-up must bring (issue 26): a random token stored only as its SHA-256, so a sign-up for a verified
 * address comes from the browser that entered the code, not from whoever sends one within 30 minutes. A
 * second right code answers a new proof (and a new 30 minutes); the earlier proof stops working.
 */
export async function verifyCode(
  db: Db,
  keys: AccountKeys,
  input: { email: string; code: string },
  now: Date,
): Promise<string> {
  const email = normalizeEmail(input.email);
  const newest = await newestPending(db, email);
  if (!newest) throw httpError(400, accountErrors.codeInvalid);
  if (newest.expires_at <= now) throw httpError(400, accountErrors.codeExpired);
  const counted = await db
    .update(email_verifications)
    .set({ attempts: sql`${email_verifications.attempts} + 1` })
    .where(
      and(
        eq(email_verifications.id, newest.id),
        lt(email_verifications.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: email_verifications.id });
  if (counted.length === 0) throw httpError(400, accountErrors.codeAttemptsUsed);

  const expected = Buffer.from(newest.code_hash, 'hex');
  const actual = Buffer.from(codeHash(keys, email, normaliseVerificationCode(input.code)), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw httpError(400, accountErrors.codeInvalid);
  }
  const proof = newToken();
  await db
    .update(email_verifications)
    .set({ verified_at: now, proof_hash: hashToken(proof) })
    .where(eq(email_verifications.id, newest.id));
  return proof;
}

/**
 * When the address was verified with this proof, if that was within the last `withinMs`; the sign-up step
 * needs it. 403 when the address was not verified lately at all, or not with this proof.
 */
export async function verifiedWithProof(db: Db, email: string, proof: string, now: Date, withinMs: number) {
  const rows = await db
    .select({ verifiedAt: email_verifications.verified_at, proofHash: email_verifications.proof_hash })
    .from(email_verifications)
    .where(
      and(
        sameText(email_verifications.email, email),
        gte(email_verifications.verified_at, new Date(now.getTime() - withinMs)),
      ),
    )
    .orderBy(desc(email_verifications.verified_at));
  if (rows.length === 0) throw httpError(403, accountErrors.emailNotVerified);
  const proofHash = hashToken(proof);
  const verifiedAt = rows.find((row) => row.proofHash === proofHash)?.verifiedAt;
  if (!verifiedAt) throw httpError(403, accountErrors.signUpProofWrong);
  return verifiedAt;
}
