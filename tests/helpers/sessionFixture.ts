import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { sessions, users } from '../../src/server/db/schema';
import { hashToken, newToken } from '../../src/server/security/tokens';
import type { SignedInWith } from '../../src/shared/sessionRules';

export interface SignedInUser {
  userId: string;
  sessionId: string;
  email: string;
  username: string;
  /** The bearer token, as sign-in would have handed it to the browser. */
  token: string;
  /** `{ authorization: 'Bearer ...' }`, ready to spread into fetch headers. */
  auth: { authorization: string };
}

export interface SignedInUserOptions {
  first_name?: string;
  last_name?: string;
  email?: string;
  username?: string;
  /**
   * Whether the session confirmed it's its user just now (sudo mode, issue 26): the fixture's user has no
   * password to confirm with through the API, so tests of the sensitive calls (passkeys) start confirmed.
   */
  confirmed?: boolean;
  /** How the session was signed in; 'password' by default, as sign-up's session is. */
  signedInWith?: SignedInWith;
}

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A user with a live session, written straight into the database: the token goes through the real bearer
 * path (only its SHA-256 is stored) without depending on sign-up. The user has no usable password, so it
 * cannot sign in; tests of sign-in itself sign up through the API instead.
 */
export async function createSignedInUser(db: Db, options: SignedInUserOptions = {}): Promise<SignedInUser> {
  const unique = randomBytes(5).toString('hex');
  const email = options.email ?? `user-${unique}@example.com`;
  const username = options.username ?? `user_${unique}`;
  const [user] = await db
    .insert(users)
    .values({
      first_name: options.first_name ?? 'Test',
      last_name: options.last_name ?? 'User',
      email,
      username,
      password_hash: 'fixture-without-password',
      email_verified_at: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  const token = newToken();
  const session = await addSession(db, user.id, token, options);
  return {
    userId: user.id,
    sessionId: session,
    email,
    username,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Another live session of an existing user; answers the public session id. */
export async function addSession(
  db: Db,
  userId: string,
  token: string = newToken(),
  options: Pick<SignedInUserOptions, 'confirmed' | 'signedInWith'> = {},
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      ip_address: '127.0.0.1',
      location: 'Local network',
      user_agent: 'session fixture',
      expires_at: new Date(Date.now() + THIRTY_DAYS_MS),
      signed_in_with: options.signedInWith ?? 'password',
      confirmed_at: options.confirmed ? new Date() : null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}
