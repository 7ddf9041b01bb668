import type { FastifyReply } from 'fastify';
import type { Message } from '../../shared/i18n/message';
import { HttpError } from '../http/httpError';

/** A 429 that knows when the caller may try again; routes turn that into a Retry-After header. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: Message | string, retryAfterSeconds: number) {
    super(429, message);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Runs a handler's work; a RetryLaterError leaves with its Retry-After header (the error handler keeps it). */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
