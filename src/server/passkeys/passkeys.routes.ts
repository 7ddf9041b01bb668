import { checkPasskeyName } from '../../shared/passkeys';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { httpError } from '../http/httpError';
import { requireAuth } from '../sessions/bearer.plugin';
import { clientInfo } from '../sessions/clientInfo';
import { requireConfirmed } from '../sessions/confirmation';
import { isStaffAccount } from '../staff/staffStatus';
import { creationOptionsJson, requestOptionsJson } from './credentialJson';
import { signInOptions, signInWithPasskey } from './passkeySignIn.service';
import { deletePasskey, listPasskeys, renamePasskey } from './passkeys.service';
import { registrationOptions, verifyRegistration } from './registration.service';
import { relyingParty } from './relyingParty';

type Operations =
  | 'listPasskeys'
  | 'passkeyRegistrationOptions'
  | 'verifyPasskeyRegistration'
  | 'renamePasskey'
  | 'deletePasskey'
  | 'passkeySignInOptions'
  | 'signInWithPasskey';

// Log lines name passkeys by their row id and users by theirs; challenges, credential ids, keys and
// signatures stay out of the log.
export function passkeyRoutes({ config, database }: AppDeps): Pick<Handlers, Operations> {
  const { db } = database;

  return {
    async listPasskeys(request) {
      const { userId } = requireAuth(request);
      const reply: JsonReply<'listPasskeys'> = { payload: await listPasskeys(db, userId) };
      return reply;
    },

    // Adding or removing a passkey needs a recent confirmation (issue 26): a passkey signs in without the
    // password and outlives a reset that keeps it, so a stolen token alone must not add one.
    async passkeyRegistrationOptions(request, reply) {
      const { userId } = requireConfirmed(request);
      const options = await registrationOptions(db, relyingParty(config), userId, new Date());
      const answer: JsonReply<'passkeyRegistrationOptions'> = { options: creationOptionsJson(options) };
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async verifyPasskeyRegistration(request, reply) {
      const caller = requireConfirmed(request);
      const { response } = request.body;
      const { passkey, endedSessions } = await verifyRegistration(
        db,
        relyingParty(config),
        caller,
        response,
        request.headers['user-agent'],
        new Date(),
      );
      request.log.info({ userId: caller.userId, passkeyId: passkey.id, endedSessions }, 'passkey added');
      const answer: JsonReply<'verifyPasskeyRegistration'> = { payload: passkey };
      return reply.code(201).send(answer);
    },

    async renamePasskey(request) {
      const { userId } = requireAuth(request);
      const checked = checkPasskeyName(request.body.name);
      if (!checked.ok) throw httpError(400, checked.message);
      const renamed = await renamePasskey(db, userId, request.params.id, checked.name);
      request.log.info({ passkeyId: renamed.id }, 'passkey renamed');
      const reply: JsonReply<'renamePasskey'> = { payload: renamed };
      return reply;
    },

    async deletePasskey(request) {
      const { userId } = requireConfirmed(request);
      const remaining = await deletePasskey(db, userId, request.params.id, new Date());
      request.log.info({ userId, passkeyId: request.params.id }, 'passkey removed');
      const reply: JsonReply<'deletePasskey'> = { payload: remaining };
      return reply;
    },

    async passkeySignInOptions(_request, reply) {
      const options = await signInOptions(db, relyingParty(config), new Date());
      const answer: JsonReply<'passkeySignInOptions'> = { options: requestOptionsJson(options) };
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async signInWithPasskey(request, reply) {
      const { response } = request.body;
      const session = await signInWithPasskey(
        db,
        relyingParty(config),
        response,
        clientInfo(request),
        new Date(),
      );
      request.log.info({ userId: session.payload.id }, 'signed in with a passkey');
      const staff = await isStaffAccount(db, config.staffEmails, session.payload.id);
      const answer: JsonReply<'signInWithPasskey'> = { ...session, staff };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  };
}
