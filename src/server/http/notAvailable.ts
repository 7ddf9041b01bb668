import type { FastifyReply } from 'fastify';
import type { Handlers } from './handlers';

export const notAvailableYet = async (_request: unknown, reply: FastifyReply): Promise<FastifyReply> =>
  reply.code(501).send({ error: 'Not available yet' });

/**
 * Operations whose feature has not landed yet, each mapped to notAvailableYet. They answer 501 so that a
 * caller can tell "not built" from "broken"; README lists them. Each later feature removes its entries.
 */
export const notAvailableRoutes: Partial<Handlers> = {};
