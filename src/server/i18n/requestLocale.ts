import type { FastifyRequest } from 'fastify';
import { type Locale, negotiateLocale } from '../../shared/i18n/locales';

/**
 * The language a request's answer is written in (issue 39): the web app sends its page's language as
 * `Accept-Language` on every call; any other client's header is negotiated the same way; English otherwise.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return negotiateLocale(request.headers['accept-language']);
}
