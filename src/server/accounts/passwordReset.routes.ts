import { messages } from '../../shared/messages';
import type { AppDeps } from '../appDeps';
import { accountKeys } from '../auth/keys';
import { withRetryAfter } from '../auth/retryLater';
import type { Handlers, JsonBody, JsonReply } from '../http/handlers';
import { accountErrors } from './accountMessages';
import { requestPasswordReset, resetPassword } from './passwordReset.service';

export function passwordResetRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'forgotPassword' | 'resetPassword'> {
  const { db } = database;

  return {
    async forgotPassword(request, reply) {
      const { email } = request.body as JsonBody<'forgotPassword'>;
      await withRetryAfter(reply, () => requestPasswordReset(db, accountKeys(config), email, new Date()));
      const answer: JsonReply<'forgotPassword'> = { message: accountErrors.resetRequested };
      return reply.send(answer);
    },

    async resetPassword(request, reply) {
      const body = request.body as JsonBody<'resetPassword'>;
      await resetPassword(db, accountKeys(config), body, new Date());
      const answer: JsonReply<'resetPassword'> = { message: messages.resetPassword.success };
      return reply.send(answer);
    },
  };
}
