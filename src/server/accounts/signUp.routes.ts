import { messages } from '../../shared/messages';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { textFor } from '../http/requestErrors';
import { requestLocale } from '../i18n/requestLocale';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { clientInfo } from '../sessions/clientInfo';
import { isStaffAccount } from '../staff/staffStatus';
import { signUp } from './signUp.service';
import { sendVerification, verifyCode } from './verification.service';

export function signUpRoutes({
  config,
  database,
}: AppDeps): Pick<Handlers, 'sendVerification' | 'verifyCode' | 'signUp'> {
  const { db } = database;

  return {
    async sendVerification(request, reply) {
      const { body } = request;
      await withRetryAfter(reply, () =>
        sendVerification(db, accountKeys(config), body, new Date(), requestLocale(request)),
      );
      const answer: JsonReply<'sendVerification'> = {
        message: textFor(request, messages.verification.codeSent),
      };
      return reply.send(answer);
    },

    async verifyCode(request, reply) {
      const { body } = request;
      const proof = await verifyCode(db, accountKeys(config), body, new Date());
      const answer: JsonReply<'verifyCode'> = {
        message: 'Your e-mail address is verified.',
        payload: { proof },
      };
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async signUp(request, reply) {
      const { body } = request;
      const session = await signUp(db, body, clientInfo(request), new Date());
      // The address was verified before the account existed, so a listed one is staff from the start.
      const staff = await isStaffAccount(db, config.staffEmails, session.payload.id);
      const answer: JsonReply<'signUp'> = { ...session, staff };
      request.log.info({ userId: answer.payload.id }, 'account created');
      return reply.code(201).send(answer);
    },
  };
}
