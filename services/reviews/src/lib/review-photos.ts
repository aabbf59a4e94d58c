// Customer photos of POST /api/reviews: decoded by sharp (libvips), turned upright from the EXIF orientation,
// resized to at most 1600 px on the long side and re-encoded, so no metadata (EXIF GPS, camera serials) and no bytes
// of the uploaded file reach other visitors.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { HttpError } from '@storefront/service-platform';
import { REVIEW_INPUT_LIMITS } from '@storefront/shared-domain';

/** Formats the decoder accepts (sharp names AVIF and HEIC 'heif'); SVG, TIFF, PDF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** CHOICE: a decompression-bomb guard (a small file can claim a huge canvas), far above a phone photo's 12-50 MP. */
export const MAX_INPUT_PIXELS = 100_000_000;

const JPEG_QUALITY = 82;
const WEBP_QUALITY = 82;

export interface ProcessedPhoto {
  photoId: string;
  ext: 'jpg' | 'webp';
  contentType: 'image/jpeg' | 'image/webp';
  data: Buffer;
  width: number;
  height: number;
}

export const INVALID_IMAGE_MESSAGE = 'Each photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image';

function invalidImage(): HttpError {
  return new HttpError(400, 'invalid_image', INVALID_IMAGE_MESSAGE);
}

/** Photo ids: 128 random bits, URL-safe (the photo's address cannot be guessed from another's). */
export function newPhotoId(): string {
  return randomBytes(16).toString('base64url');
}

export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * One uploaded file as a stored photo: 400 invalid_image when it is not an accepted image. Photos with transparency
 * become WebP (keeps the alpha channel), the rest JPEG.
 */
export async function processReviewPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let meta: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw invalidImage();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      'payload_too_large',
      `Each photo must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
  const hasAlpha = meta.hasAlpha === true;

  const edge = REVIEW_INPUT_LIMITS.photoMaxEdgePx;
  // Only the first frame of an animation is kept (animated: false); output never carries the input's metadata.
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
  const encoded = hasAlpha
    ? pipeline.webp({ quality: WEBP_QUALITY })
    : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      photoId: newPhotoId(),
      ext: hasAlpha ? 'webp' : 'jpg',
      contentType: hasAlpha ? 'image/webp' : 'image/jpeg',
      data,
      width: info.width,
      height: info.height,
    };
  } catch {
    // A file whose header reads as an image but whose data does not decode (truncated, corrupt).
    throw invalidImage();
  }
}

/** The public address of a stored photo. */
export function reviewPhotoUrl(photo: Pick<ProcessedPhoto, 'photoId' | 'ext'>): string {
  return `/api/reviews/photos/${photo.photoId}.${photo.ext}`;
}
