import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { msg } from '../../shared/i18n/message';
import { requireUser } from '../accounts/userView';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { httpError } from '../http/httpError';
import { answerOnce, idempotencyKey } from '../idempotency/idempotency';
import { uploadFingerprint } from '../idempotency/requestHashes';
import { requireAuth } from '../sessions/bearer.plugin';
import { uploadMessages } from './imageRules';
import { findImage, imageExists, replaceProfileImage } from './images.service';
import { NotAnImageError, normaliseProfileImage } from './normaliseImage';
import { IMAGE_FIELD, receivedUpload } from './readUpload';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const IMAGE_NOT_FOUND = msg('upload.imageNotFound');

/** An id names one set of bytes forever (a new upload gets a new id), so the id is a strong ETag. */
function withCacheHeaders(reply: FastifyReply, etag: string): FastifyReply {
  return (
    reply
      .header('etag', etag)
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      // Profile images are shown by the site wherever its API lives; helmet's same-origin default would
      // block them when the API is on another host.
      .header('cross-origin-resource-policy', 'cross-origin')
  );
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch?.trim() === '*') return true;
  return Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

/**
 * The upload's body is a stream, read after authentication and before admission (multipart.plugin.ts,
 * whose readImageUpload checks its parts), so there is no parsed body for the contract's schema to
 * validate. Its one header parameter, Idempotency-Key, is checked by the rule every keyed call uses.
 */
const streamedBodyValidator: FastifySchemaCompiler<unknown> = ({ httpPart }) => {
  if (httpPart === 'headers') {
    return (headers) => {
      try {
        idempotencyKey(headers as FastifyRequest['headers']);
        return true;
      } catch (error) {
        return { error: error as Error };
      }
    };
  }
  if (httpPart !== 'body') throw new Error(`uploadImage: unexpected ${httpPart} schema in the contract`);
  return () => true;
};

/** The upload re-encoded as the profile image's WebP, or 415 when its bytes are no image we read. */
async function profileImage(request: FastifyRequest, upload: Buffer): Promise<Buffer> {
  try {
    return await normaliseProfileImage(upload);
  } catch (error) {
    if (!(error instanceof NotAnImageError)) throw error;
    request.log.info({ reason: error.message, bytes: upload.length }, 'upload refused: not an image');
    throw httpError(415, uploadMessages.notAnImage);
  }
}

export function imageRoutes({ database }: AppDeps): Pick<Handlers, 'uploadImage' | 'getImage'> {
  const { db } = database;
  return {
    uploadImage: {
      validatorCompiler: streamedBodyValidator,
      async handler(request, reply) {
        const { userId } = requireAuth(request);
        const upload = receivedUpload(request);
        const keyed = {
          operation: 'uploadImage',
          status: 200,
          fingerprint: () => uploadFingerprint(request, IMAGE_FIELD, upload),
        } as const;
        return answerOnce(db, request, reply, keyed, async (store) => {
          const webp = await profileImage(request, upload);
          // The answer is read in the upload's transaction, so the stored answer is the one sent.
          let answer: JsonReply<'uploadImage'> | undefined;
          const imageId = await replaceProfileImage(db, userId, webp, async (tx) => {
            answer = { payload: await requireUser(tx, userId) };
            await store.inTransaction(tx, answer);
          });
          request.log.info({ imageId, bytes: webp.length }, 'profile image replaced');
          if (!answer) throw new Error('the upload stored no answer');
          return answer;
        });
      },
    },

    async getImage(request, reply) {
      const { id } = request.params;
      const etag = `"${id}"`;
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        if (!(await imageExists(db, id))) throw httpError(404, IMAGE_NOT_FOUND);
        return withCacheHeaders(reply, etag).code(304).send();
      }
      const image = await findImage(db, id);
      if (!image) throw httpError(404, IMAGE_NOT_FOUND);
      return withCacheHeaders(reply, etag).type(image.contentType).send(image.bytes);
    },
  };
}
