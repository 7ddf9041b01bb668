import { msg } from '../../shared/i18n/message';

// What a profile image upload may be, and what it becomes (openapi.yaml, POST /images/upload).

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Output edge length: the profile image is shown small and round, so a 256 px square is plenty. */
export const PROFILE_IMAGE_SIZE = 256;

/** Formats accepted, as sharp names them after reading the bytes (the file's name and type are ignored). */
export const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * A 5 MB file can still decode to a huge canvas (a "decompression bomb"). 50 megapixels is more than any
 * photo that fits in 5 MB, and keeps one decode to a few hundred MB at worst.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export const OUTPUT_CONTENT_TYPE = 'image/webp';

/** In the request's language: src/shared/i18n/<locale>/errors.json, `upload.*`. */
export const uploadMessages = {
  tooLarge: msg('upload.tooLarge'),
  notAnImage: msg('upload.notAnImage'),
  notMultipart: msg('upload.notMultipart'),
  missingFile: msg('upload.missingFile'),
  unexpectedPart: msg('upload.unexpectedPart'),
  uploadArriving: msg('upload.uploadArriving'),
} as const;
