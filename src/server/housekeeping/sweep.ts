import { and, isNotNull, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import { BOOKINGS_PER_CLIENT, HOLDS_PER_ADDRESS } from '../appointments/bookingCaps';
import type { Db } from '../db/client';
import {
  appointment_holds,
  auth_throttles,
  email_changes,
  email_verifications,
  idempotency_keys,
  leads,
  mail_outbox,
  passkey_challenges,
  password_resets,
  sessions,
  two_factor_challenges,
} from '../db/schema';
import { KEY_LIFETIME_MS } from '../idempotency/idempotencyKeys.service';
import {
  EMAIL_CHANGE_REQUESTS,
  RESET_REQUESTS,
  SECOND_FACTOR_FAILURES,
  SIGN_IN_FAILURES,
} from '../security/throttle';
import { idleBefore } from '../sessions/sessionLookup';

const DAY = 24 * 60 * 60_000;

/** How long rows stay after they stop mattering; docs/decisions/025-housekeeping.md explains each. */
export const RETENTION = {
  /**
   * Sent mail is kept a month for support questions ("did the e-mail go out?"). A lead's company copy
   * stays while the lead does, as the inbox's record of its delivery.
   */
  sentMailMs: 30 * DAY,
  /**
   * The resend window (issue 38): a delivered message's bodies and attachments (reset and manage links, a
   * visit's .ics) are kept 7 days, then cleared; its row stays as the record that it went out. Nothing
   * resends a stored body: a new reset link, code or manage link is a new message. A refused message
   * (over its recipient's allowance) loses its bodies after the same time, counted from its creation.
   */
  mailBodyMs: 7 * DAY,
  /** An ended session is listed nowhere, but is kept a month as a record of where the account was used. */
  endedSessionMs: 30 * DAY,
  /** sendVerification reads a day of history (resends, the hourly limit) and prunes older rows itself. */
  verificationMs: DAY,
  /** The longest window any throttle counts hits in (the booking caps' day, issue 38). */
  throttleWindowMs: Math.max(
    SIGN_IN_FAILURES.windowMs,
    SECOND_FACTOR_FAILURES.windowMs,
    RESET_REQUESTS.windowMs,
    EMAIL_CHANGE_REQUESTS.windowMs,
    BOOKINGS_PER_CLIENT.windowMs,
    HOLDS_PER_ADDRESS.windowMs,
  ),
  /** A booking hold counts for 15 minutes; its row is kept a day after, then no answer reads it. */
  expiredHoldMs: DAY,
} as const;

export interface SweepCounts {
  throttles: number;
  challenges: number;
  passkeyChallenges: number;
  verifications: number;
  emailChanges: number;
  resetLinks: number;
  sessions: number;
  sentMail: number;
  mailBodiesCleared: number;
  idempotencyKeys: number;
  bookingHolds: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Deletes what no request reads any more: throttles past their window and lock, expired 2FA challenges,
 * used or expired passkey challenges, and reset links (used ones expire too), day-old sign-up verifications,
 * e-mail changes whose code expired, sessions expired (30 days after sign-in) or idle (7 days unused: they
 * no longer sign anyone in, like expired ones) or ended a month ago, mail sent (or refused) more than a
 * month ago, Idempotency-Keys first used more than a day ago, and booking holds a day past their end; clears the bodies of mail sent or refused
 * more than the resend window ago. Pending and dead mail stay.
 */
export async function sweepExpired(db: Db, now: Date): Promise<SweepCounts> {
  const ids = { id: sql<string>`1` };
  const throttles = await db
    .delete(auth_throttles)
    .where(
      and(
        lt(auth_throttles.window_started_at, before(now, RETENTION.throttleWindowMs)),
        or(isNull(auth_throttles.locked_until), lt(auth_throttles.locked_until, now)),
      ),
    )
    .returning(ids);
  const challenges = await db
    .delete(two_factor_challenges)
    .where(lt(two_factor_challenges.expires_at, now))
    .returning(ids);
  const passkeyChallenges = await db
    .delete(passkey_challenges)
    .where(or(lt(passkey_challenges.expires_at, now), isNotNull(passkey_challenges.used_at)))
    .returning(ids);
  const verifications = await db
    .delete(email_verifications)
    .where(lt(email_verifications.created_at, before(now, RETENTION.verificationMs)))
    .returning(ids);
  const emailChanges = await db.delete(email_changes).where(lt(email_changes.expires_at, now)).returning(ids);
  const resetLinks = await db
    .delete(password_resets)
    .where(lt(password_resets.expires_at, now))
    .returning(ids);
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expires_at, now),
        and(isNull(sessions.revoked_at), lt(sessions.last_seen_at, idleBefore(now))),
        and(isNotNull(sessions.revoked_at), lt(sessions.revoked_at, before(now, RETENTION.endedSessionMs))),
      ),
    )
    .returning(ids);
  const finishedBefore = (ms: number) =>
    or(
      and(sql`${mail_outbox.status} = 'sent'`, lt(mail_outbox.sent_at, before(now, ms))),
      and(sql`${mail_outbox.status} = 'refused'`, lt(mail_outbox.created_at, before(now, ms))),
    );
  const sentLongAgo = finishedBefore(RETENTION.sentMailMs);
  const leadCopy = sql`exists (select 1 from ${leads} where ${leads.company_mail_id} = ${mail_outbox.id})`;
  const sentMail = await db
    .delete(mail_outbox)
    .where(and(sentLongAgo, not(leadCopy)))
    .returning(ids);
  const mailBodiesCleared = await db
    .update(mail_outbox)
    .set({ text_body: '', html_body: null, attachments: null })
    .where(
      and(
        finishedBefore(RETENTION.mailBodyMs),
        or(
          ne(mail_outbox.text_body, ''),
          isNotNull(mail_outbox.html_body),
          isNotNull(mail_outbox.attachments),
        ),
      ),
    )
    .returning(ids);
  const idempotencyKeys = await db
    .delete(idempotency_keys)
    .where(lt(idempotency_keys.started_at, before(now, KEY_LIFETIME_MS)))
    .returning(ids);
  const bookingHolds = await db
    .delete(appointment_holds)
    .where(lt(appointment_holds.expires_at, before(now, RETENTION.expiredHoldMs)))
    .returning({ id: appointment_holds.service_request_id });
  return {
    throttles: throttles.length,
    challenges: challenges.length,
    passkeyChallenges: passkeyChallenges.length,
    verifications: verifications.length,
    emailChanges: emailChanges.length,
    resetLinks: resetLinks.length,
    sessions: ended.length,
    sentMail: sentMail.length,
    mailBodiesCleared: mailBodiesCleared.length,
    idempotencyKeys: idempotencyKeys.length,
    bookingHolds: bookingHolds.length,
  };
}
