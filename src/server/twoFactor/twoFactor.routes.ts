import { messages } from '../../shared/messages';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { textFor } from '../http/requestErrors';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { requireAuth } from '../sessions/bearer.plugin';
import { requireConfirmed } from '../sessions/confirmation';
import { disableTwoFactor, enableTwoFactor, initiateTwoFactor } from './twoFactor.service';

export function twoFactorRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'initiateTwoFactor' | 'verifyTwoFactor' | 'disableTwoFactor'> {
  const { db } = database;

  return {
    // Turning 2FA on needs a recent confirmation at both steps (issue 26): with a token alone, whoever
    // knew the password could otherwise enroll their own authenticator. Turning it off needs none: its
    // own code is the confirmation.
    async initiateTwoFactor(request, reply) {
      const { userId } = requireConfirmed(request);
      const answer: JsonReply<'initiateTwoFactor'> = await initiateTwoFactor(
        db,
        accountKeys(config),
        userId,
        new Date(),
      );
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async verifyTwoFactor(request, reply) {
      const caller = requireConfirmed(request);
      const { body } = request;
      const { recoveryCodes, endedSessions } = await withRetryAfter(reply, () =>
        enableTwoFactor(db, accountKeys(config), caller, body, new Date()),
      );
      request.log.info({ userId: caller.userId, endedSessions }, 'two-factor authentication turned on');
      const answer: JsonReply<'verifyTwoFactor'> = { recoveryCodes };
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async disableTwoFactor(request, reply) {
      const { userId } = requireAuth(request);
      const { body } = request;
      await withRetryAfter(reply, () => disableTwoFactor(db, accountKeys(config), userId, body, new Date()));
      request.log.info({ userId }, 'two-factor authentication turned off');
      const answer: JsonReply<'disableTwoFactor'> = {
        message: textFor(request, messages.twoFactor.disabled),
      };
      return reply.send(answer);
    },
  };
}
