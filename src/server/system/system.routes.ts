import type { AppDeps } from '../http/appDeps';
import type { Handlers } from '../http/handlers';
import { requestErrors, sendError } from '../http/requestErrors';
import { sharedPing } from './sharedPing';

export function systemRoutes({ database }: AppDeps): Pick<Handlers, 'getHealth'> {
  const ping = sharedPing(() => database.ping());
  return {
    async getHealth(request, reply) {
      try {
        await ping();
        return reply.header('cache-control', 'no-store').send({ status: 'ok' });
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return sendError(request, reply, 503, requestErrors.databaseUnreachable);
      }
    },
  };
}
