import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '../idempotency/idempotency';
import { requireAuth } from '../sessions/bearer.plugin';
import { MAX_UPLOAD_BYTES } from './imageRules';
import { keepUpload, readImageUpload } from './readUpload';
import { UploadsInProgress } from './uploadsInProgress';

/**
 * Multipart parsing for the routes whose contract declares a multipart body (the profile image upload
 * alone); a multipart body sent to any other route is refused before it is read by the one media-type
 * rule of http/bodyMediaType.ts (onRequest). The upload's body is read whole here, before validation and
 * so before its request asks for an admission turn (http/admission.ts): a client sending it slowly holds
 * a socket, never a turn. It is read after the bearer check, at most two at a time per account
 * (uploadsInProgress.ts), so nobody can make the server hold bodies it would refuse anyway.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    // Defaults for every read; readImageUpload passes the same limits explicitly.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  const arriving = new UploadsInProgress();
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    // The two checks that come before the body: its Idempotency-Key header (checked again, as every
    // header, by the contract's validation), and who sends it (checked again by the route's security).
    idempotencyKey(request.headers);
    await app.bearerAuth(request);
    const done = arriving.enter(requireAuth(request).userId);
    reply.raw.once('close', done);
    try {
      keepUpload(request, await readImageUpload(request));
    } finally {
      done();
    }
  });
}
