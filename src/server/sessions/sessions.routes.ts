import { msg } from '../../shared/i18n/message';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { httpError } from '../http/httpError';
import { requireAuth } from './bearer.plugin';
import { requireConfirmed } from './confirmation';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.service';

export function sessionsRoutes({
  database,
}: AppDeps): Pick<Handlers, 'listSessions' | 'endSession' | 'endOtherSessions'> {
  const { db } = database;

  async function sessionList(userId: string, currentSessionId: string, now: Date) {
    const body: JsonReply<'listSessions'> = {
      sessions: await listSessions(db, userId, now),
      currentSessionId,
    };
    return body;
  }

  return {
    async listSessions(request, reply) {
      const { userId, sessionId } = requireAuth(request);
      return reply.header('cache-control', 'no-store').send(await sessionList(userId, sessionId, new Date()));
    },

    // Both need a recent confirmation: a stolen token must not sign the owner out (one by one or all at once).
    async endSession(request, reply) {
      const { userId, sessionId } = requireConfirmed(request);
      const { id } = request.params;
      if (id === sessionId) {
        throw httpError(400, msg('sessionApi.currentSession'));
      }
      const now = new Date();
      if (!(await revokeSession(db, userId, id, now))) throw httpError(404, msg('sessionApi.notFound'));
      request.log.info({ endedSession: id }, 'session ended by its user');
      return reply.send(await sessionList(userId, sessionId, now));
    },

    async endOtherSessions(request, reply) {
      const { userId, sessionId } = requireConfirmed(request);
      const now = new Date();
      const ended = await revokeOtherSessions(db, userId, sessionId, now);
      request.log.info({ ended }, 'other sessions ended by their user');
      return reply.send(await sessionList(userId, sessionId, now));
    },
  };
}
