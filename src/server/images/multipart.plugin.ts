import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from './imageRules';

/**
 * Multipart parsing for the routes whose contract declares a multipart body. @fastify/multipart's content
 * type parser is app-wide and only marks the request (the handler reads the stream after authentication);
 * a multipart body sent to any other route is refused before it is read by the one media-type rule of
 * http/bodyMediaType.ts.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    // Defaults for every read; the upload handler passes the same limits explicitly.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
}
