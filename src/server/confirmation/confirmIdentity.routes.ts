import { sessionTexts } from '../../shared/sessionRules';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { textFor } from '../http/requestErrors';
import { requestOptionsJson } from '../passkeys/credentialJson';
import { confirmationOptions } from '../passkeys/passkeyConfirmation.service';
import { relyingParty } from '../passkeys/relyingParty';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { requireAuth } from '../sessions/bearer.plugin';
import { confirmIdentity } from './confirmIdentity.service';

// "Confirm it's you" (issue 26, tag sessions): the one way a session enters its 15 minutes of sudo mode.
// Logs name the user and how they confirmed, never what they sent.
export function confirmIdentityRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'confirmIdentity' | 'confirmIdentityPasskeyOptions'> {
  const { db } = database;

  return {
    async confirmIdentity(request, reply) {
      const caller = requireAuth(request);
      const { body } = request;
      const until = await withRetryAfter(reply, () =>
        confirmIdentity(db, accountKeys(config), relyingParty(config), caller, body, new Date()),
      );
      const how = Object.keys(body)[0];
      request.log.info({ userId: caller.userId, sessionId: caller.sessionId, how }, 'identity confirmed');
      const answer: JsonReply<'confirmIdentity'> = {
        message: textFor(request, sessionTexts.confirmed),
        payload: { confirmed_until: until.toISOString() },
      };
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async confirmIdentityPasskeyOptions(request, reply) {
      const { userId } = requireAuth(request);
      const options = await confirmationOptions(db, relyingParty(config), userId, new Date());
      const answer: JsonReply<'confirmIdentityPasskeyOptions'> = { options: requestOptionsJson(options) };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  };
}
