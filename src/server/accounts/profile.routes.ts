import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { textFor } from '../http/requestErrors';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { requireAuth } from '../sessions/bearer.plugin';
import { accountErrors } from './accountMessages';
import { confirmEmailChange } from './emailChange.service';
import { updateProfile } from './profile.service';
import { requireUser } from './userView';

export function profileRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'getUser' | 'updateUser' | 'confirmEmailChange'> {
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
      const { user, pendingEmail } = await withRetryAfter(reply, () =>
        updateProfile(db, accountKeys(config), caller, body, new Date()),
      );
      const answer: JsonReply<'updateUser'> =
        pendingEmail === undefined
          ? { payload: user }
          : {
              payload: user,
              pending_email: pendingEmail,
              message: textFor(request, accountErrors.emailChangeSent),
            };
      if (pendingEmail !== undefined) request.log.info({ userId: caller.userId }, 'e-mail change started');
      return reply.send(answer);
    },

    async confirmEmailChange(request, reply) {
      const caller = requireAuth(request);
      const payload = await confirmEmailChange(
        db,
        accountKeys(config),
        caller,
        request.body.code,
        new Date(),
      );
      request.log.info({ userId: caller.userId }, 'e-mail address changed');
      const answer: JsonReply<'confirmEmailChange'> = {
        message: textFor(request, accountErrors.emailChanged),
        payload,
      };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  };
}
