import { messages } from '../../shared/messages';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { textFor } from '../http/requestErrors';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { requireAuth } from '../sessions/bearer.plugin';
import { clientInfo } from '../sessions/clientInfo';
import { revokeSession } from '../sessions/sessions.service';
import { isStaffAccount } from '../staff/staffStatus';
import { clearChallengeCookie, readChallengeCookie, setChallengeCookie } from './challengeCookie';
import { signIn, signInTwoFactor } from './signIn.service';

export function signInRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'signIn' | 'signInTwoFactor' | 'signOut'> {
  const { db } = database;

  return {
    async signIn(request, reply) {
      const { body } = request;
      const outcome = await withRetryAfter(reply, () =>
        signIn(db, accountKeys(config), body, clientInfo(request), new Date()),
      );
      reply.header('cache-control', 'no-store');
      if (outcome.kind === 'twoFactorRequired') {
        setChallengeCookie(reply, config, outcome.challenge);
        const answer: JsonReply<'signIn'> = { twofa_required: true, userId: outcome.userId };
        return reply.send(answer);
      }
      request.log.info({ userId: outcome.payload.id }, 'signed in');
      const staff = await isStaffAccount(db, config.staffEmails, outcome.payload.id);
      const answer: JsonReply<'signIn'> = { payload: outcome.payload, token: outcome.token, staff };
      return reply.send(answer);
    },

    async signInTwoFactor(request, reply) {
      const { body } = request;
      const session = await withRetryAfter(reply, () =>
        signInTwoFactor(
          db,
          accountKeys(config),
          body,
          readChallengeCookie(request),
          clientInfo(request),
          new Date(),
        ),
      );
      clearChallengeCookie(reply, config);
      const staff = await isStaffAccount(db, config.staffEmails, session.payload.id);
      const answer: JsonReply<'signInTwoFactor'> = { ...session, staff };
      request.log.info({ userId: answer.payload.id }, 'signed in with a second factor');
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async signOut(request, reply) {
      const { userId, sessionId } = requireAuth(request);
      await revokeSession(db, userId, sessionId, new Date());
      const answer: JsonReply<'signOut'> = { message: textFor(request, messages.signOut.done) };
      return reply.send(answer);
    },
  };
}
