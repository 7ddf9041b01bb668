import type { FastifyRequest } from 'fastify';
import { authTokenIn } from '../../shared/cookieText';
import type { Db } from '../db/client';
import { findSessionByToken } from '../sessions/sessionLookup';
import { isStaffAccount } from './staffStatus';

/** Where the web app shows the lead inbox (the route `staff` of src/web/router.tsx, kind 'private'). */
export const STAFF_PAGE_PATH = '/staff';

/**
 * Whether a visitor may have the staff page's document: a live session (the `authToken` cookie the web app
 * keeps, as a navigation sends no Authorization header) of a staff account. 2FA is not asked here: the
 * page itself tells staff without it to turn it on, as the inbox's calls refuse them until then. Absent or
 * unreadable cookie text, an unknown, expired or revoked token and a customer are all a plain false.
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
