// The query of GET /_next/image (Next.js's contract: url, w, q), checked before anything is fetched: the optimiser
// only ever fetches the store's own image paths, at one of a few widths.
import { badRequest } from '@storefront/service-platform';
import { IMAGES } from '@storefront/shared-domain';

export interface ImageRequest {
  /** Same-origin path of the source image, with its query (`/api/product-images/A.svg?view=2`). */
  url: string;
  width: number;
  quality: number;
}

/** Longest source path accepted (the store's image paths are well under 100 characters). */
export const MAX_SOURCE_URL_LENGTH = 256;

/** The characters of a plain path and query (no backslash, fragment, space or control character). */
const URL_CHARACTERS = /^[\w\-.~%!$&'()*+,;=:@/?]+$/;
/** A dot segment, plain or encoded, or an encoded slash or backslash: ways out of the allowed folders. */
const ESCAPES = /%2e|%2f|%5c|(^|\/)\.\.?(\/|\?|$)/i;

function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`"${name}" must be given once`);
  return value;
}

function sourceUrl(value: string | undefined): string {
  if (!value) throw badRequest('"url" is required');
  if (value.length > MAX_SOURCE_URL_LENGTH)
    throw badRequest(`"url" is longer than ${MAX_SOURCE_URL_LENGTH} characters`);
  const allowed = IMAGES.optimizerSources.some((prefix) => value.startsWith(prefix));
  if (!allowed || !URL_CHARACTERS.test(value) || ESCAPES.test(value)) {
    throw badRequest(`"url" must be a path of the store's images (${IMAGES.optimizerSources.join(', ')})`);
  }
  return value;
}

function width(value: string | undefined): number {
  const w = Number(value);
  if (!value || !/^\d{1,5}$/.test(value) || !IMAGES.optimizerWidths.includes(w)) {
    throw badRequest(`"w" must be one of ${IMAGES.optimizerWidths.join(', ')}`);
  }
  return w;
}

function quality(value: string | undefined): number {
  if (value === undefined) return IMAGES.quality;
  const q = Number(value);
  if (!/^\d{1,3}$/.test(value) || q < 1 || q > 100) throw badRequest('"q" must be a whole number from 1 to 100');
  return q;
}

/** The checked request, or a 400 invalid_request naming the parameter at fault. */
export function parseImageRequest(query: Record<string, unknown>): ImageRequest {
  return {
    url: sourceUrl(single(query.url, 'url')),
    width: width(single(query.w, 'w')),
    quality: quality(single(query.q, 'q')),
  };
}
