import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import { SESSION_LIFETIME_DAYS, type SignedInWith } from '../../shared/sessionRules';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from '../security/tokens';
import { locateIp } from './geoip';
import { idleBefore } from './sessionLookup';

export const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
const USER_AGENT_MAX = 512;

/** Who is signing in from where; taken from the request by the routes. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The language the client uses the site in: a sign-in makes it the account's (its e-mails, issue 39). */
  language?: Locale;
}

export interface SessionView {
  ip_address: string;
  location: string | null;
  created_at: string;
  /** When the session was last used, to within five minutes (sessionLookup.ts). */
  last_seen_at: string;
  /** The public session id, never the bearer token. */
  session_token: string;
  signed_in_with: SignedInWith;
}

/**
 * Starts a 30-day session, recording how it was signed in; the bearer token is answered once and only its
 * SHA-256 is stored.
 */
export async function createSession(
  db: Db,
  userId: string,
  client: ClientInfo,
  signedInWith: SignedInWith,
  now: Date,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      ip_address: client.ip,
      location: locateIp(client.ip),
      user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
      signed_in_with: signedInWith,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  // Every session starts with a sign-in (password, passkey, the 2FA step) or a sign-up: the account's
  // e-mails from now on are in the language the customer uses the site in.
  if (client.language) {
    await db
      .update(users)
      .set({ language: client.language })
      .where(and(eq(users.id, userId), ne(users.language, client.language)));
  }
  return { token, sessionId: row.id };
}

/** Not ended, not expired, and used in the last 7 days (an idle session no longer signs anyone in). */
function live(userId: string, now: Date) {
  return and(
    eq(sessions.user_id, userId),
    isNull(sessions.revoked_at),
    gt(sessions.expires_at, now),
    gt(sessions.last_seen_at, idleBefore(now)),
  );
}

/** The user's live sessions, newest first. */
export async function listSessions(db: Db, userId: string, now: Date): Promise<SessionView[]> {
  const rows = await db
    .select({
      id: sessions.id,
      ip: sessions.ip_address,
      location: sessions.location,
      createdAt: sessions.created_at,
      lastSeenAt: sessions.last_seen_at,
      signedInWith: sessions.signed_in_with,
    })
    .from(sessions)
    .where(live(userId, now))
    .orderBy(desc(sessions.created_at), desc(sessions.id));
  return rows.map((row) => ({
    ip_address: row.ip,
    location: row.location,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    session_token: row.id,
    signed_in_with: row.signedInWith,
  }));
}

/** Ends one live session of the user; false when there is no such session (unknown, ended or not theirs). */
export async function revokeSession(db: Db, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.id, sessionId), live(userId, now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every live session of the user except `keepSessionId`: a password change, turning 2FA on, adding a
 * passkey and a new e-mail address keep the session making the change.
 */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(live(userId, now), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of the user (a password reset: whoever had the old password is signed out). */
export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(live(userId, now))
    .returning({ id: sessions.id });
  return ended.length;
}
