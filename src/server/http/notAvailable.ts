import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from './handlers';
import { requestErrors, sendError } from './requestErrors';

export const notAvailableYet = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> =>
  sendError(request, reply, 501, requestErrors.notAvailableYet);

/**
 * Operations whose feature has not landed yet, each mapped to notAvailableYet. They answer 501 so that a
 * caller can tell "not built" from "broken"; README lists them. Each later feature removes its entries.
 */
export const notAvailableRoutes: Partial<Handlers> = {};
