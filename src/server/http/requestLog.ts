import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { loggedPath } from './loggedPath';

/** Milliseconds, to a tenth: enough to see a slow call without six meaningless decimals. */
function milliseconds(reply: FastifyReply): number {
  return Math.round(reply.elapsedTime * 10) / 10;
}

/**
 * One log line per request, written when the answer is sent: method, path, status and time together.
 * Fastify's own controller writes two (the request when it arrives, the status when it is done, linked
 * only by the request id), which doubled the log and split what a reader wants on one line. Errors keep
 * Fastify's wording and level. The path is the route's pattern (loggedPath.ts): links carry secrets.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // The logger's `req` serializer (logger.ts) reads these four fields; the path is already safe.
    const req = { id: request.id, method: request.method, url: loggedPath(request), ip: request.ip };
    const line = { req, res: reply, responseTime: milliseconds(reply) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
