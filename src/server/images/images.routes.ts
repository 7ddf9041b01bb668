import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { requireUser } from '../accounts/userView';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { httpError } from '../http/httpError';
import { requireAuth } from '../sessions/bearer.plugin';
import { uploadMessages } from './imageRules';
import { findImage, imageExists, replaceProfileImage } from './images.service';
import { NotAnImageError, normaliseProfileImage } from './normaliseImage';
import { readImageUpload } from './readUpload';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const IMAGE_NOT_FOUND = 'Image not found.';

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
 * The upload's body is a stream that the handler reads after authentication (readImageUpload checks its
 * parts), so there is no parsed body for the contract's schema to validate. The route has no other input.
 */
const streamedBodyValidator: FastifySchemaCompiler<unknown> = ({ httpPart }) => {
  if (httpPart !== 'body') throw new Error(`uploadImage: unexpected ${httpPart} schema in the contract`);
  return () => true;
};

export function imageRoutes({ database }: AppDeps): Pick<Handlers, 'uploadImage' | 'getImage'> {
  const { db } = database;
  return {
    uploadImage: {
      validatorCompiler: streamedBodyValidator,
      async handler(request) {
        const { userId } = requireAuth(request);
        const upload = await readImageUpload(request);
        let webp: Buffer;
        try {
          webp = await normaliseProfileImage(upload);
        } catch (error) {
          if (!(error instanceof NotAnImageError)) throw error;
          request.log.info({ reason: error.message, bytes: upload.length }, 'upload refused: not an image');
          throw httpError(415, uploadMessages.notAnImage);
        }
        const imageId = await replaceProfileImage(db, userId, webp);
        request.log.info({ imageId, bytes: webp.length }, 'profile image replaced');
        const reply: JsonReply<'uploadImage'> = { payload: await requireUser(db, userId) };
        return reply;
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
