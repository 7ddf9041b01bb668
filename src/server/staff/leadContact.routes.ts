import type { AppDeps } from '../http/appDeps';
import type { Handlers } from '../http/handlers';
import { logContact } from './leadContactLog';
import { leadDetail } from './leadRecord';
import { requireStaff } from './staffAccess';

/**
 * One tap records a contact with a lead's customer (issue 40, tag `staff`): the inbox's access rule (staff
 * with 2FA, from a session that passed it) before anything else, an answer never cached, and a log line
 * that names the lead by id only, like the inbox's other changes.
 */
export function leadContactRoutes({ config, database }: AppDeps): Pick<Handlers, 'logLeadContact'> {
  const { db } = database;
  return {
    async logLeadContact(request, reply) {
      const member = await requireStaff(db, config.staffEmails, request);
      const { id } = request.params;
      const { channel } = request.body;
      await logContact(db, id, channel, member);
      request.log.info({ leadId: id, channel, staffUserId: member.userId }, 'lead contact logged');
      return reply.header('cache-control', 'no-store').send(await leadDetail(db, id));
    },
  };
}
