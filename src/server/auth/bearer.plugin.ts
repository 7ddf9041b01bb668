import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** The `bearerAuth` scheme of openapi.yaml: a valid session token or 401. */
export function registerBearerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.decorate('bearerAuth', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const session = match?.[1] ? await findSessionByToken(db, match[1], new Date()) : null;
    if (!session) throw new HttpError(401, 'Please sign in to continue.');
    request.auth = session;
  });
}

/** The signed-in caller of an operation guarded by bearerAuth. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue.');
  return request.auth;
}
