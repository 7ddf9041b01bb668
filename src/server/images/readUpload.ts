import type { FastifyRequest } from 'fastify';
import { type Message, msg } from '../../shared/i18n/message';
import { HttpError, httpError } from '../http/httpError';
import { MAX_UPLOAD_BYTES, uploadMessages } from './imageRules';

/** Uploads read before their request was admitted (multipart.plugin.ts), for their handler. */
const received = new WeakMap<FastifyRequest, Buffer>();

export function keepUpload(request: FastifyRequest, upload: Buffer): void {
  received.set(request, upload);
}

/** The upload read for this request; a request that was not multipart has none (415). */
export function receivedUpload(request: FastifyRequest): Buffer {
  const upload = received.get(request);
  if (!upload) throw httpError(415, uploadMessages.notMultipart);
  return upload;
}

/** The one file part an upload takes. */
export const IMAGE_FIELD = 'image';

/** Room for the multipart framing around the file (boundaries, part headers, a long file name). */
const FRAMING_BYTES = 64 * 1024;

// @fastify/multipart's and busboy's errors, by code, as the answers the contract gives.
const MULTIPART_ERRORS: Record<string, [number, Message]> = {
  FST_REQ_FILE_TOO_LARGE: [413, uploadMessages.tooLarge],
  FST_FILES_LIMIT: [400, uploadMessages.unexpectedPart],
  FST_FIELDS_LIMIT: [400, uploadMessages.unexpectedPart],
  FST_PARTS_LIMIT: [400, uploadMessages.unexpectedPart],
  FST_PROTO_VIOLATION: [400, uploadMessages.unexpectedPart],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, uploadMessages.notMultipart],
};

function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  if (known) return httpError(known[0], known[1]);
  // Anything else comes from busboy reading a malformed body (no boundary, truncated parts, ...).
  return httpError(400, msg('upload.notMultipartBody'));
}

/**
 * Reads the one file part named `image` of a multipart request, at most 5 MB. The stream is read to its
 * end so that a second file or an extra field is noticed (and refused) rather than silently ignored.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw httpError(415, uploadMessages.notMultipart);
  // A body declared bigger than any acceptable upload is refused before a byte of it is parsed.
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES + FRAMING_BYTES) throw httpError(413, uploadMessages.tooLarge);
  let image: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') throw httpError(400, uploadMessages.unexpectedPart);
      // The part must be read either way: busboy does not move on until it is.
      const bytes = await part.toBuffer();
      if (part.fieldname !== IMAGE_FIELD) throw httpError(400, uploadMessages.unexpectedPart);
      image = bytes;
    }
  } catch (error) {
    throw asHttpError(error);
  }
  if (!image || image.length === 0) throw httpError(400, uploadMessages.missingFile);
  return image;
}
