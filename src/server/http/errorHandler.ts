import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './httpError';
import { validationMessage } from './validationMessage';

const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request has an invalid content length.'],
};

/**
 * Every non-2xx answer is `{ error }`. Messages of 4xx errors are meant for the caller; anything else is
 * logged and answered with a generic text so that no internals leak.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ error: validationMessage(error.validation, error.validationContext) });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ error: 'The request body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    const securityErrors = (error as FastifyError & { errors?: unknown }).errors;
    if (Array.isArray(securityErrors)) {
      // fastify-openapi-glue wraps what the security handlers threw; our HttpError's message is for the caller.
      const inner = securityErrors.find((e): e is HttpError => e instanceof HttpError);
      return reply.code(status).send({ error: inner?.message ?? 'Please sign in to continue.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again later.' });
  });
}
