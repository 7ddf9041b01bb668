import type { AppDeps } from '../app';
import type { Handlers } from '../http/handlers';

export function systemRoutes({ database }: AppDeps): Pick<Handlers, 'getHealth'> {
  return {
    async getHealth(request, reply) {
      try {
        await database.ping();
        return reply.header('cache-control', 'no-store').send({ status: 'ok' });
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ error: 'The database is unreachable.' });
      }
    },
  };
}
