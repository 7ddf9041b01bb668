import { messages } from '../../shared/messages';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { textFor } from '../http/requestErrors';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { accountErrors } from './accountMessages';
import { requestPasswordReset, resetPasskeys, resetPassword } from './passwordReset.service';

export function passwordResetRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'forgotPassword' | 'resetPassword' | 'listResetPasskeys'> {
  const { db } = database;

  return {
    async forgotPassword(request, reply) {
      const { email } = request.body;
      await withRetryAfter(reply, () => requestPasswordReset(db, accountKeys(config), email, new Date()));
      const answer: JsonReply<'forgotPassword'> = { message: textFor(request, accountErrors.resetRequested) };
      return reply.send(answer);
    },

    async listResetPasskeys(request, reply) {
      const answer: JsonReply<'listResetPasskeys'> = {
        payload: await resetPasskeys(db, request.body, new Date()),
      };
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async resetPassword(request, reply) {
      const { body } = request;
      await resetPassword(db, accountKeys(config), body, new Date());
      const answer: JsonReply<'resetPassword'> = {
        message: textFor(request, messages.resetPassword.success),
      };
      return reply.send(answer);
    },
  };
}
