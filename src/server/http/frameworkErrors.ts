import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { errorBody, requestErrors, sendError } from './requestErrors';

/**
 * Errors Fastify raises while routing, before any route runs: by default they answer their own JSON with
 * a `code` and the URL in the message. Here they answer `{ error }` like every other failure.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendError(request, reply, 414, requestErrors.addressTooLong);
    return;
  }
  sendError(request, reply, 400, requestErrors.addressInvalid);
}

function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive.'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  return [400, 'The request is not valid HTTP.'];
}

/**
 * Requests Node's HTTP parser refuses (malformed request line, bad header, ...), answered in English with
 * `Content-Language: en`: the request's headers were never read, so its language is unknown. Fastify's
 * default logs the error at trace level with the raw bytes of the request, headers and tokens included;
 * this logs the code.
 */
function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(err.code);
  this.log.trace({ clientError: err.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Language: en\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Options for `Fastify({...})`; they cannot be set after the instance is made. */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
