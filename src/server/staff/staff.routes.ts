import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { LEAD_LIMITS } from '../../shared/leadInbox';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { freeText } from '../leads/leadInput';
import { requireConfirmed } from '../sessions/confirmation';
import { resendLead, updateLead } from './leadChanges';
import { decodeCursor, encodeCursor } from './leadQuery';
import { leadDetail } from './leadRecord';
import { leadsCsv } from './leadsCsv';
import { requireStaff } from './staffAccess';
import { countLeads, listLeadPage } from './staffLeads.service';

type StaffOperations = 'listLeads' | 'leadCounts' | 'exportLeads' | 'getLead' | 'updateLead' | 'resendLead';

/** Leads read per query while a CSV export streams. */
const EXPORT_BATCH = 500;

/**
 * The company's lead inbox (tag `staff`). Every handler starts with the staff check, so a call that is
 * not a staff member's with 2FA on, from a session that passed it, does nothing else; the answers are never cached (they hold visitors'
 * details). Logs name leads by id only: what visitors and staff typed stays out of them.
 */
export function staffRoutes({ config, database }: AppDeps): Pick<Handlers, StaffOperations> {
  const { db } = database;
  const staff = (request: FastifyRequest) => requireStaff(db, config.staffEmails, request);

  return {
    async listLeads(request, reply) {
      await staff(request);
      const { status, kind, language, q, cursor, limit } = request.query;
      const position = cursor === undefined ? null : decodeCursor(cursor);
      const size = limit === undefined ? LEAD_LIMITS.pageSizeDefault : Number(limit);
      const page = await listLeadPage(db, { status, kind, language, q }, position, size);
      const answer: JsonReply<'listLeads'> = {
        leads: page.leads,
        next_cursor: page.next ? encodeCursor(page.next) : null,
      };
      return reply.header('cache-control', 'no-store').send(answer);
    },

    async leadCounts(request, reply) {
      await staff(request);
      const { kind, language, q } = request.query;
      return reply.header('cache-control', 'no-store').send(await countLeads(db, { kind, language, q }));
    },

    async exportLeads(request, reply) {
      const member = await staff(request);
      // Every lead at once: a staff session must also have confirmed it is its user lately (issue 26).
      requireConfirmed(request);
      const filters = request.query;
      const first = await listLeadPage(db, filters, null, EXPORT_BATCH);
      const lines = leadsCsv(first, (position) => listLeadPage(db, filters, position, EXPORT_BATCH));
      request.log.info({ staffUserId: member.userId }, 'leads exported');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines, { objectMode: false }));
    },

    async getLead(request, reply) {
      await staff(request);
      return reply.header('cache-control', 'no-store').send(await leadDetail(db, request.params.id));
    },

    async updateLead(request, reply) {
      const member = await staff(request);
      const { id } = request.params;
      const { status } = request.body;
      await updateLead(db, id, { status, note: freeText(request.body.note) }, member);
      request.log.info({ leadId: id, status, staffUserId: member.userId }, 'lead updated');
      return reply.header('cache-control', 'no-store').send(await leadDetail(db, id));
    },

    async resendLead(request, reply) {
      const member = await staff(request);
      const { id } = request.params;
      await resendLead(db, id, config.companyEmail, member);
      request.log.info({ leadId: id, staffUserId: member.userId }, 'lead e-mail queued again');
      return reply.header('cache-control', 'no-store').send(await leadDetail(db, id));
    },
  };
}
