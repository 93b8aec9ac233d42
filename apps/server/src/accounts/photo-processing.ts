import { PHOTO_LARGEST_DISPLAY_PX } from '@wayfarer/core';
import type { PhotoExtension } from './photo-files';

/** Twice the largest size the app shows a photo at, for screens of two device pixels per CSS pixel. */
export const STORED_PHOTO_PX = 2 * PHOTO_LARGEST_DISPLAY_PX;

/**
 * Bounds the work one upload can ask of the decoder: a 5 MB PNG of one colour can claim billions of
 * pixels. 40 megapixels is more than any phone's camera.
 */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedPhoto {
  bytes: Buffer;
  extension: PhotoExtension;
}

/**
 * The photo as it is stored and served: turned upright (by its EXIF orientation), cut to the square the
 * app shows (the avatar is a circle that covers its square) at STORED_PHOTO_PX, never enlarged, and
 * written anew in its own format without any metadata, so no GPS position, camera or date taken leaves
 * with it; a JPEG comes out at a few KB, a PNG (kept for its transparency) with a palette of colours.
 * Undefined when the bytes do not decode as an image. A cut-short file still decodes (failOn 'none'),
 * as a browser would show it.
 */
export async function processPhoto(
  bytes: Buffer,
  extension: PhotoExtension,
): Promise<ProcessedPhoto | undefined> {
  // Loaded at the first photo, not at start: sharp and its native library lengthen a start and take memory.
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' })
    .rotate()
    .resize(STORED_PHOTO_PX, STORED_PHOTO_PX, { fit: 'cover', withoutEnlargement: true });
  const encoded =
    extension === 'png'
      ? image.png({ compressionLevel: 9, palette: true })
      : image.jpeg({ quality: 82, mozjpeg: true });
  // sharp's only failure here is bytes it cannot decode (or too many pixels): the upload's fault.
  const processed = await encoded.toBuffer().catch(() => undefined);
  return processed && { bytes: processed, extension };
}
