import { messages } from '../../shared/messages';
import type { AppDeps } from '../appDeps';
import { accountKeys } from '../auth/keys';
import { withRetryAfter } from '../auth/retryLater';
import type { Handlers, JsonBody, JsonReply } from '../http/handlers';
import { clientInfo } from '../sessions/clientInfo';
import { signUp } from './signUp.service';
import { sendVerification, verifyCode } from './verification.service';

export function signUpRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'sendVerification' | 'verifyCode' | 'signUp'> {
  const { db } = database;

  return {
    async sendVerification(request, reply) {
      const body = request.body as JsonBody<'sendVerification'>;
      await withRetryAfter(reply, () => sendVerification(db, accountKeys(config), body, new Date()));
      const answer: JsonReply<'sendVerification'> = { message: messages.verification.codeSent };
      return reply.send(answer);
    },

    async verifyCode(request, reply) {
      const body = request.body as JsonBody<'verifyCode'>;
      await verifyCode(db, accountKeys(config), body, new Date());
      const answer: JsonReply<'verifyCode'> = { message: 'Your e-mail address is verified.' };
      return reply.send(answer);
    },

    async signUp(request, reply) {
      const body = request.body as JsonBody<'signUp'>;
      const answer: JsonReply<'signUp'> = await signUp(db, body, clientInfo(request), new Date());
      request.log.info({ userId: answer.payload.id }, 'account created');
      return reply.code(201).send(answer);
    },
  };
}
