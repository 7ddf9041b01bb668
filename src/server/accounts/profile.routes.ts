import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { requireAuth } from '../sessions/bearer.plugin';
import { updateProfile } from './profile.service';
import { requireUser } from './userView';

export function profileRoutes({ config, database }: AppDeps): Pick<Handlers, 'getUser' | 'updateUser'> {
  const { db } = database;

  return {
    async getUser(request, reply) {
      const { userId } = requireAuth(request);
      const answer: JsonReply<'getUser'> = { payload: await requireUser(db, userId) };
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async updateUser(request, reply) {
      const caller = requireAuth(request);
      const { body } = request;
      const payload = await withRetryAfter(reply, () =>
        updateProfile(db, accountKeys(config), caller, body, new Date()),
      );
      const answer: JsonReply<'updateUser'> = { payload };
      return reply.send(answer);
    },
  };
}
