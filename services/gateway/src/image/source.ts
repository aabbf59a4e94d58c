// The optimiser's source images, fetched straight from the service that owns the path (not through the public port),
// without the visitor's cookies: the images are public, so one rendering serves everyone.
import { HttpError } from '@storefront/service-platform';
import { serviceForPath } from '../routes';
import type { ServiceArea } from '../routes';

export interface SourceImage {
  data: Buffer;
  contentType: string;
  /** The service marks the bytes behind this path as never changing (review photo uploads). */
  immutable: boolean;
}

export interface SourceOptions {
  services: Record<ServiceArea, string>;
  /** Deadline of the whole fetch (ms). */
  timeoutMs: number;
  /** Largest source accepted (bytes). */
  maxBytes: number;
}

const unprocessable = (message: string) => new HttpError(422, 'invalid_image', message);

/** Lets the connection go back to the pool without reading an answer that will not be used. */
function discard(res: Response): Promise<void> {
  return res.body?.cancel().catch(() => undefined) ?? Promise.resolve();
}

async function request(url: URL, requestId: string | undefined, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { accept: 'image/*', ...(requestId ? { 'x-request-id': requestId } : {}) },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') {
      throw new HttpError(504, 'gateway_timeout', 'The image source did not answer in time');
    }
    throw new HttpError(502, 'bad_gateway', 'The image source is unavailable');
  }
}

async function body(res: Response, maxBytes: number): Promise<Buffer> {
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw unprocessable('The source image is too large');
  try {
    const data = Buffer.from(await res.arrayBuffer());
    if (data.length > maxBytes) throw unprocessable('The source image is too large');
    return data;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as Error).name === 'TimeoutError') {
      throw new HttpError(504, 'gateway_timeout', 'The image source did not answer in time');
    }
    throw new HttpError(502, 'bad_gateway', 'The image source broke off its answer');
  }
}

/** The source at `path`: 404 when its service has none, 502/504 when the service fails, 415 when it is no image. */
export async function fetchSource(path: string, opts: SourceOptions, requestId?: string): Promise<SourceImage> {
  const area = serviceForPath(path.split('?')[0]);
  if (!area) throw new HttpError(404, 'not_found', `No image at ${path}`);
  const res = await request(new URL(path, opts.services[area]), requestId, opts.timeoutMs);
  if (res.status >= 400 && res.status < 500) {
    await discard(res);
    throw new HttpError(404, 'not_found', `No image at ${path}`);
  }
  if (res.status !== 200) {
    await discard(res);
    throw new HttpError(502, 'bad_gateway', `The image source answered ${res.status}`);
  }
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!contentType.startsWith('image/')) {
    await discard(res);
    throw new HttpError(415, 'unsupported_media_type', `The source at ${path} is not an image`);
  }
  return {
    data: await body(res, opts.maxBytes),
    contentType,
    immutable: /\bimmutable\b/i.test(res.headers.get('cache-control') ?? ''),
  };
}
