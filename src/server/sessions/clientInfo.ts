import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './sessions.service';

/** The caller's address (from X-Forwarded-For only when TRUST_PROXY is set) and browser. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
