import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Message } from '../../shared/i18n/message';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from './httpError';
import { requestErrors, sendError } from './requestErrors';
import { validationMessage } from './validationMessage';

const CLIENT_ERRORS: Record<string, [number, Message]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, requestErrors.unsupportedMediaType],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, requestErrors.bodyTooLarge],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, requestErrors.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, requestErrors.bodyMissing],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, requestErrors.invalidContentLength],
};

/** The generic text of a client error whose own message was not written for the caller. */
function clientErrorText(status: number): Message {
  if (status === 413) return requestErrors.bodyTooLarge;
  if (status === 415) return requestErrors.unsupportedMediaType;
  if (status === 404) return requestErrors.notFound;
  return requestErrors.invalid;
}

/** How long a caller should wait when the database is away: it usually is back within seconds. */
const UNAVAILABLE_RETRY_SECONDS = 5;

function unavailable(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'database unavailable');
  reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  return sendError(request, reply, 503, requestErrors.unavailable);
}

/**
 * Every non-2xx answer is `{ error }`, in the request's language (issue 39: `Accept-Language`, English by
 * default) with `Content-Language` naming it. Only HttpError texts (ours) and fixed texts reach the caller,
 * never a framework or driver message, which may repeat the request. A database that cannot be reached
 * is a 503 the caller may retry; anything else unexpected is logged and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(request, reply, 400, validationMessage(error.validation, error.validationContext));
    }
    if (error instanceof HttpError) return sendError(request, reply, error.statusCode, error.text);
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(request, reply, known[0], known[1]);
    if (error instanceof SyntaxError) return sendError(request, reply, 400, requestErrors.invalidJson);

    const securityErrors = (error as FastifyError & { errors?: unknown }).errors;
    if (Array.isArray(securityErrors)) {
      // fastify-openapi-glue wraps what the security handlers threw; our HttpError's text is for the caller.
      if (securityErrors.some(isDatabaseUnavailable)) return unavailable(error, request, reply);
      const inner = securityErrors.find((e): e is HttpError => e instanceof HttpError);
      if (inner) return sendError(request, reply, inner.statusCode, inner.text);
      request.log.error({ err: securityErrors[0] }, 'security handler failed');
      return sendError(request, reply, 500, requestErrors.internal);
    }
    if (isDatabaseUnavailable(error)) {
      return unavailable(error, request, reply);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return sendError(request, reply, status, clientErrorText(status));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, requestErrors.internal);
  });
}
