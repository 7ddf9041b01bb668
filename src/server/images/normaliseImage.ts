import type sharpModule from 'sharp';
import { ACCEPTED_FORMATS, MAX_INPUT_PIXELS, PROFILE_IMAGE_SIZE } from './imageRules';

/** The bytes are not an image of an accepted format (or are damaged). */
export class NotAnImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAnImageError';
  }
}

const inputOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

// libvips adds about 20 MB to every server process; profile pictures are rare, so it loads on the first.
let loadedSharp: Promise<typeof sharpModule> | undefined;
function loadSharp(): Promise<typeof sharpModule> {
  loadedSharp ??= import('sharp').then((module) => module.default);
  return loadedSharp;
}

/**
 * Turns uploaded bytes into the stored profile image: the format is judged from the bytes alone, the
 * picture is turned upright per its EXIF orientation, centre-cropped to a square, scaled to 256 x 256 and
 * re-encoded as WebP. sharp writes no metadata unless asked, so EXIF (GPS position, camera), ICC and XMP
 * are dropped. Only the first frame of an animation is kept.
 */
export async function normaliseProfileImage(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, inputOptions).metadata());
  } catch (error) {
    throw new NotAnImageError(error instanceof Error ? error.message : 'unreadable');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`format ${format ?? 'unknown'}`);
  try {
    return await sharp(bytes, inputOptions)
      .autoOrient()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    // A header that parses but pixel data that does not (truncated or corrupt files).
    throw new NotAnImageError(error instanceof Error ? error.message : 'undecodable');
  }
}
