import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../shared/i18n/message';
import type { Db } from '../db/client';
import { HttpError } from '../http/httpError';
import { type Authenticated, findSessionByToken } from './sessionLookup';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler on every signed-in operation. */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    bearerAuth: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
// The same text as accountErrors.signInRequired; named here so sessions/ need not import accounts/.
const SIGN_IN_TEXT = msg('accountApi.signInRequired');

/**
 * The refusal for a request without an Authorization header, built once: operations where signing in is
 * optional (an inquiry) run the bearer check for every anonymous visitor, and a new Error per request (its
 * stack captured through the hook chain) was a visible part of an inquiry's time. Its stack is never shown.
 */
const NO_CREDENTIALS = new HttpError(401, SIGN_IN_TEXT);

/** The `bearerAuth` scheme of openapi.yaml: a valid session token or 401. */
export function registerBearerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.decorate('bearerAuth', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header === undefined) throw NO_CREDENTIALS;
    const match = BEARER.exec(header);
    const session = match?.[1] ? await findSessionByToken(db, match[1], new Date()) : null;
    if (!session) throw new HttpError(401, SIGN_IN_TEXT);
    request.auth = session;
  });
}

/** The signed-in caller of an operation guarded by bearerAuth. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new HttpError(401, SIGN_IN_TEXT);
  return request.auth;
}
