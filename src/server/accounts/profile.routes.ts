import type { AppDeps } from '../appDeps';
import { requireAuth } from '../auth/bearer.plugin';
import { accountKeys } from '../auth/keys';
import { withRetryAfter } from '../auth/retryLater';
import type { Handlers, JsonBody, JsonReply } from '../http/handlers';
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
      const body = request.body as JsonBody<'updateUser'>;
      const payload = await withRetryAfter(reply, () =>
        updateProfile(db, accountKeys(config), caller, body, new Date()),
      );
      const answer: JsonReply<'updateUser'> = { payload };
      return reply.send(answer);
    },
  };
}
