import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CONFIRMATION_WINDOW_MINUTES, sessionTexts } from '../../shared/sessionRules';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { httpError } from '../http/httpError';
import { requireAuth } from './bearer.plugin';
import type { Authenticated } from './sessionLookup';

// "Sudo mode" (issue 26): the sensitive calls need a session whose user confirmed it was them (password,
// a code or a passkey, POST /sessions/current/confirm) in the last 15 minutes. Signing in does not count,
// so a token taken from a browser cannot turn 2FA on, add a passkey or sign the owner out by itself.

export const CONFIRMATION_WINDOW_MS = CONFIRMATION_WINDOW_MINUTES * 60_000;

/** Until when a confirmation made at `confirmedAt` lets sensitive calls through. */
export function confirmedUntil(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + CONFIRMATION_WINDOW_MS);
}

/** True when the session's user confirmed it was them within the window before `now`. */
export function isConfirmed(auth: Pick<Authenticated, 'confirmedAt'>, now: Date): boolean {
  return auth.confirmedAt !== null && confirmedUntil(auth.confirmedAt) > now;
}

/** The signed-in caller of a sensitive operation, or the 403 the web app turns into "Confirm it's you". */
export function requireConfirmed(request: FastifyRequest, now = new Date()): Authenticated {
  const auth = requireAuth(request);
  if (!isConfirmed(auth, now)) throw httpError(403, sessionTexts.confirmationRequired);
  return auth;
}

/** Records a confirmation of the session (the caller checked the password, a code or a passkey). */
export async function markConfirmed(db: Db, userId: string, sessionId: string, now: Date): Promise<Date> {
  await db
    .update(sessions)
    .set({ confirmed_at: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId)));
  return confirmedUntil(now);
}
