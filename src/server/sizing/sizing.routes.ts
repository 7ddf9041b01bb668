import type { Handlers, JsonReply } from '../http/handlers';
import { sizeFromAnswers } from './sizing';

/**
 * The sizing guide's estimate (tag `sizing`): pure arithmetic on the answers, so it touches no database
 * and creates nothing (no Idempotency-Key); the per-IP limit lives in openapi.yaml.
 */
export function sizingRoutes(): Pick<Handlers, 'estimateGeneratorSize'> {
  return {
    async estimateGeneratorSize(request, reply) {
      const answer: JsonReply<'estimateGeneratorSize'> = sizeFromAnswers(request.body).estimate;
      return reply.send(answer);
    },
  };
}
