import type { CataloguePicture } from './types';

// Every catalogue picture has one size, so cards reserve their space before the image arrives (no layout
// shift) and the image tool knows what to draw. 4:3, twice the largest card width for sharp screens.

export const PICTURE_WIDTH = 640;
export const PICTURE_HEIGHT = 480;

/** Where the image tool writes, relative to the site's public folder (`src/web/public`). */
export const PICTURE_FOLDER = 'catalogue';

export function picture(id: string, alt: string): CataloguePicture {
  return { src: `/${PICTURE_FOLDER}/${id}.webp`, width: PICTURE_WIDTH, height: PICTURE_HEIGHT, alt };
}
