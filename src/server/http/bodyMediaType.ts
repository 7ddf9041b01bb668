import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './httpError';
import { requestErrors } from './requestErrors';

/** The request media types the contract declares for the route (`requestBody.content`), lower case. */
function declaredMediaTypes(request: FastifyRequest): string[] {
  // fastify-openapi-glue keeps the contract's content map as the route's body schema.
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)
    ?.body;
  return Object.keys(body?.content ?? {}).map((type) => type.toLowerCase());
}

/** `application/json; charset=utf-8` -> `application/json`; undefined when absent or blank. */
export function mediaTypeOf(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

function carriesBody(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length.trim() !== '' && Number(length) !== 0;
}

/**
 * One rule for every API route, from the contract's declared request media types, before the body is
 * read: Fastify validates a body against the schema of its media type only, so a body of any other type
 * (text/plain is parsed by default, multipart by the upload plugin) would reach the handler unchecked.
 * - a route that declares no body refuses one (415) and ignores the content type of an empty one;
 * - a route that declares a body (every such body in the contract is required) wants one of its media
 *   types (415 otherwise) and refuses an empty request without a type (400).
 */
export function checkBodyMediaType(request: FastifyRequest): void {
  if (request.is404 || !request.routeOptions.url?.startsWith('/api/')) return;
  const declared = declaredMediaTypes(request);
  const type = mediaTypeOf(request.headers['content-type']);
  const hasBody = carriesBody(request);
  if (declared.length === 0) {
    if (hasBody) throw new HttpError(415, requestErrors.noBodyTaken);
    // Fastify would otherwise parse the empty body by its type (an empty JSON body is an error).
    delete request.headers['content-type'];
    return;
  }
  if (type === undefined && !hasBody) throw new HttpError(400, requestErrors.bodyMissing);
  if (type === undefined || !declared.includes(type)) {
    throw new HttpError(415, requestErrors.mediaTypeExpected(declared));
  }
}

export function registerBodyMediaTypeRule(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => checkBodyMediaType(request));
}
