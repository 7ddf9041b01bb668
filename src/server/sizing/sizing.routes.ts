import { writtenEstimate } from '../../shared/sizing/sizingEstimate';
import type { Handlers, JsonReply } from '../http/handlers';
import { requestLocale } from '../i18n/requestLocale';
import { planFromAnswers, serverSizingWords } from './sizing';

/**
 * The sizing guide's estimate (tag `sizing`): pure arithmetic on the answers, so it touches no database
 * and creates nothing (no Idempotency-Key); the per-IP limit lives in openapi.yaml. The loads' names and a
 * 400's text are in the request's language (issue 39).
 */
export function sizingRoutes(): Pick<Handlers, 'estimateGeneratorSize'> {
  return {
    async estimateGeneratorSize(request, reply) {
      const locale = requestLocale(request);
      const { plan } = planFromAnswers(request.body, locale);
      const answer: JsonReply<'estimateGeneratorSize'> = writtenEstimate(plan, serverSizingWords(locale));
      return reply.send(answer);
    },
  };
}
