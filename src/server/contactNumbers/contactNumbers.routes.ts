import { type CheckedContactNumber, checkContactNumber } from '../../shared/contactNumbers';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonBody, JsonReply } from '../http/handlers';
import { httpError } from '../http/httpError';
import { requireAuth } from '../sessions/bearer.plugin';
import {
  createContactNumber,
  deleteContactNumber,
  listContactNumbers,
  updateContactNumber,
} from './contactNumbers.service';

type Operations =
  | 'listContactNumbers'
  | 'createContactNumber'
  | 'updateContactNumber'
  | 'deleteContactNumber';

/** The contract checked the shape; this applies the rules the form applies too (a real US number). */
function checkedInput(body: JsonBody<'createContactNumber' | 'updateContactNumber'>): CheckedContactNumber {
  const result = checkContactNumber(body);
  if (!result.ok) throw httpError(400, result.message);
  return result.value;
}

export function contactNumberRoutes({ database }: AppDeps): Pick<Handlers, Operations> {
  const { db } = database;
  return {
    async listContactNumbers(request) {
      const { userId } = requireAuth(request);
      const reply: JsonReply<'listContactNumbers'> = { payload: await listContactNumbers(db, userId) };
      return reply;
    },

    async createContactNumber(request, reply) {
      const { userId } = requireAuth(request);
      const created = await createContactNumber(db, userId, checkedInput(request.body));
      request.log.info({ contactNumberId: created.id }, 'contact number created');
      const body: JsonReply<'createContactNumber'> = { payload: created };
      return reply.code(201).send(body);
    },

    async updateContactNumber(request) {
      const { userId } = requireAuth(request);
      const updated = await updateContactNumber(db, userId, request.params.id, checkedInput(request.body));
      request.log.info({ contactNumberId: updated.id }, 'contact number updated');
      const reply: JsonReply<'updateContactNumber'> = { payload: updated };
      return reply;
    },

    async deleteContactNumber(request) {
      const { userId } = requireAuth(request);
      const { id } = request.params;
      const remaining = await deleteContactNumber(db, userId, id);
      request.log.info({ contactNumberId: id }, 'contact number deleted');
      const reply: JsonReply<'deleteContactNumber'> = { payload: remaining };
      return reply;
    },
  };
}
