import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError';
import { MAX_UPLOAD_BYTES } from './imageRules';

const MULTIPART = 'multipart/form-data';

/** True when the route's contract accepts a multipart body (only POST /images/upload does). */
function routeAcceptsMultipart(request: FastifyRequest): boolean {
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)
    ?.body;
  return Boolean(body?.content?.[MULTIPART]);
}

/**
 * Multipart parsing for the routes whose contract declares a multipart body. @fastify/multipart's content
 * type parser is app-wide and only marks the request (the handler reads the stream after authentication),
 * so a multipart body sent to any other route would skip that route's JSON schema and reach its handler
 * without a body: the guard answers 415 there instead, before anything is read.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    // Defaults for every read; the upload handler passes the same limits explicitly.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (request.is404 || typeof type !== 'string' || !type.toLowerCase().startsWith(MULTIPART)) return;
    if (!routeAcceptsMultipart(request)) throw new HttpError(415, 'Unsupported content type.');
  });
}
