import { messages } from '../../shared/messages';
import type { AppDeps } from '../appDeps';
import type { Handlers, JsonBody, JsonReply } from '../http/handlers';
import { clientInfo } from '../sessions/clientInfo';
import { revokeSession } from '../sessions/sessions.service';
import { requireAuth } from './bearer.plugin';
import { clearChallengeCookie, readChallengeCookie, setChallengeCookie } from './challengeCookie';
import { accountKeys } from './keys';
import { withRetryAfter } from './retryLater';
import { signIn, signInTwoFactor } from './signIn.service';

export function authRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'signIn' | 'signInTwoFactor' | 'signOut'> {
  const { db } = database;

  return {
    async signIn(request, reply) {
      const body = request.body as JsonBody<'signIn'>;
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
      const answer: JsonReply<'signIn'> = { payload: outcome.payload, token: outcome.token };
      return reply.send(answer);
    },

    async signInTwoFactor(request, reply) {
      const body = request.body as JsonBody<'signInTwoFactor'>;
      const answer: JsonReply<'signInTwoFactor'> = await withRetryAfter(reply, () =>
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
      request.log.info({ userId: answer.payload.id }, 'signed in with a second factor');
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async signOut(request, reply) {
      const { userId, sessionId } = requireAuth(request);
      await revokeSession(db, userId, sessionId, new Date());
      const answer: JsonReply<'signOut'> = { message: messages.signOut.done };
      return reply.send(answer);
    },
  };
}
