import type { FastifyRequest } from 'fastify';
import { authTokenIn } from '../../shared/cookieText';
import type { Db } from '../db/client';
import { findSessionByToken } from '../sessions/sessionLookup';
import { isStaffAccount } from './staffStatus';

/** Where the web app shows the lead inbox (the route `staff` of src/web/router.tsx, kind 'private'). */
export const STAFF_PAGE_PATH = '/staff';

/**
 * Whether a visitor may have the staff page's document: a live session (the `authToken` cookie the web app
 * keeps, as a navigation sends no Authorization header; idle for 7 days counts as ended) of a staff
 * account. Neither 2FA nor how the session was signed in is asked here: the page is a shell without data,
 * and it shows staff the inbox calls' 403 text (turn 2FA on, or sign in again with the code), which a 404
 * would hide; the calls refuse them until then. Absent or unreadable cookie text, an unknown, expired,
 * idle or revoked token and a customer are all a plain false.
 */
export function staffPageGate(
  db: Db,
  staffEmails: readonly string[],
): (request: FastifyRequest) => Promise<boolean> {
  return async (request) => {
    const token = authTokenIn(request.headers.cookie ?? '');
    if (!token) return false;
    const session = await findSessionByToken(db, token, new Date());
    return session !== null && (await isStaffAccount(db, staffEmails, session.userId));
  };
}
