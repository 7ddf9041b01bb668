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

export const uploadMessages = {
  tooLarge: 'The image is larger than 5 MB. Please choose a smaller image.',
  notAnImage: 'The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF image.',
  notMultipart: 'Send the image as multipart/form-data with a file field named "image".',
  missingFile: 'Please select an image first',
  unexpectedPart: 'Send exactly one file, in a field named "image", and nothing else.',
  uploadArriving: 'Another upload of yours is still arriving. Please wait for it to finish, then try again.',
} as const;
