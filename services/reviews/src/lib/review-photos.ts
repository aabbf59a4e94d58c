// Customer photos of POST /api/reviews: decoded by sharp (libvips), turned upright from the EXIF orientation,
// resized to at most 1600 px on the long side and re-encoded, so no metadata (EXIF GPS, camera serials) and no bytes
// of the uploaded file reach other visitors.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { HttpError } from '@storefront/service-platform';
import { REVIEW_INPUT_LIMITS } from '@storefront/shared-domain';
import { photoDecodeQueue } from './decode-queue';
import type { DecodeQueue } from './decode-queue';

/** Formats the decoder accepts (sharp names AVIF and HEIC 'heif'); SVG, TIFF, PDF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * CHOICE: 25 MP, checked from the header before anything is decoded: above a 24 MP phone photo, and a streamed decode
 * of that size costs the process under 100 MB. A small file can claim a huge canvas (a 380 KB PNG can claim 100 MP).
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/**
 * CHOICE: 16 MP for the decodes that hold the whole image in memory at once (interlaced PNG, progressive JPEG, GIF,
 * AVIF/HEIF): 4 to 19 bytes a pixel as measured, not a few rows, so 60-300 MB at this size; a 12 MP phone photo
 * (4032x3024) re-saved as progressive JPEG still passes.
 */
export const MAX_WHOLE_IMAGE_PIXELS = 16_000_000;

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

export const TOO_MANY_PIXELS_MESSAGE = `Each photo must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
export const WHOLE_IMAGE_TOO_MANY_PIXELS_MESSAGE = `Interlaced or progressive PNG and JPEG, GIF, AVIF and HEIF photos must be at most ${MAX_WHOLE_IMAGE_PIXELS / 1_000_000} megapixels`;

/** What the header tells the decode step. */
interface PhotoHeader {
  hasAlpha: boolean;
  /** Passed to sharp too, a second guard should libvips see more pixels than the header check did. */
  pixelLimit: number;
}

/** Photo ids: 128 random bits, URL-safe (the photo's address cannot be guessed from another's). */
export function newPhotoId(): string {
  return randomBytes(16).toString('base64url');
}

export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** True when libvips decodes the whole image into memory at once instead of streaming it a few rows at a time. */
function decodesWholeImage(meta: Metadata): boolean {
  // sharp reports a PNG's interlacing as isProgressive, like a JPEG's progressive scans.
  return meta.isProgressive === true || meta.format === 'gif' || meta.format === 'heif';
}

/**
 * One upload checked from its header alone (sharp's metadata reads no pixel data): 400 invalid_image when it is not
 * an accepted image, 413 payload_too_large above the pixel limits.
 */
export async function checkReviewPhoto(input: Buffer): Promise<PhotoHeader> {
  let meta: Metadata;
  try {
    // No pixel limit here, so a giant gets the 413 below rather than a 400.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw invalidImage();
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw new HttpError(413, 'payload_too_large', TOO_MANY_PIXELS_MESSAGE);
  const whole = decodesWholeImage(meta);
  if (whole && pixels > MAX_WHOLE_IMAGE_PIXELS) {
    throw new HttpError(413, 'payload_too_large', WHOLE_IMAGE_TOO_MANY_PIXELS_MESSAGE);
  }
  return { hasAlpha: meta.hasAlpha === true, pixelLimit: whole ? MAX_WHOLE_IMAGE_PIXELS : MAX_INPUT_PIXELS };
}

/** Photos with transparency become WebP (keeps the alpha channel), the rest JPEG. */
async function decodeReviewPhoto(input: Buffer, { hasAlpha, pixelLimit }: PhotoHeader): Promise<ProcessedPhoto> {
  const edge = REVIEW_INPUT_LIMITS.photoMaxEdgePx;
  // Only the first frame of an animation is kept (animated: false); output never carries the input's metadata.
  const pipeline = sharp(input, { limitInputPixels: pixelLimit, failOn: 'error', animated: false })
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

/**
 * A review's uploads as stored photos. Every header is checked before any decoding, so a refused photo costs nothing
 * and stops the rest; then the photos are decoded one after the other in one turn of the process's decode queue
 * (503 photo_queue_full when its line is full).
 */
export async function processReviewPhotos(
  inputs: Buffer[],
  queue: DecodeQueue = photoDecodeQueue,
): Promise<ProcessedPhoto[]> {
  const headers: PhotoHeader[] = [];
  for (const input of inputs) headers.push(await checkReviewPhoto(input));
  if (inputs.length === 0) return [];
  return queue.run(async () => {
    const processed: ProcessedPhoto[] = [];
    for (const [i, input] of inputs.entries()) processed.push(await decodeReviewPhoto(input, headers[i]));
    return processed;
  });
}

/** The public address of a stored photo. */
export function reviewPhotoUrl(photo: Pick<ProcessedPhoto, 'photoId' | 'ext'>): string {
  return `/api/reviews/photos/${photo.photoId}.${photo.ext}`;
}
