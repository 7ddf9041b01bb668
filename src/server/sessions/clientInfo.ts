import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../i18n/requestLocale';
import type { ClientInfo } from './sessions.service';

/**
 * The caller's address (from X-Forwarded-For only when TRUST_PROXY is set), browser and language (the
 * account's e-mails follow the language of its latest sign-in, issue 39).
 */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'], language: requestLocale(request) };
}
