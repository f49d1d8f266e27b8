import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/errors.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;

/** Raster formats people actually upload; SVG (scriptable) and everything else are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file.';
export const IMAGE_TOO_LARGE_MESSAGE = 'File size must be less than 5MB.';

/**
 * Trusts only the bytes: the format is sniffed by decoding, then the image is
 * re-encoded to a 256 px WebP, which drops metadata and any polyglot payload.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError(413, 'FILE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw badRequest(INVALID_IMAGE_MESSAGE, undefined, 'INVALID_IMAGE');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw badRequest(INVALID_IMAGE_MESSAGE, undefined, 'INVALID_IMAGE');
  }
  try {
    return await sharp(bytes, { animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(INVALID_IMAGE_MESSAGE, undefined, 'INVALID_IMAGE');
  }
}
