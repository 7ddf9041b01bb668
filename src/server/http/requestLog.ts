import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Milliseconds, to a tenth: enough to see a slow call without six meaningless decimals. */
function milliseconds(reply: FastifyReply): number {
  return Math.round(reply.elapsedTime * 10) / 10;
}

/**
 * One log line per request, written when the answer is sent: method, path, status and time together.
 * Fastify's own controller writes two (the request when it arrives, the status when it is done, linked
 * only by the request id), which doubled the log and split what a reader wants on one line. Errors keep
 * Fastify's wording and level.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: milliseconds(reply) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
