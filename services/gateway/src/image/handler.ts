// GET /_next/image?url=<store image path>&w=<width>&q=<quality> (spec 2 §7 and §9): a store image resized to one of
// a few widths and re-encoded (WebP where the browser takes it), cached in memory and by browsers.
import { createHash } from 'node:crypto';
import os from 'node:os';
import type { RequestHandler } from 'express';
import type { ServiceArea } from '../routes';
import { ImageCache } from './cache';
import type { CachedImage } from './cache';
import { parseImageRequest } from './params';
import type { ImageRequest } from './params';
import { JobLimit, renderImage } from './render';
import { fetchSource } from './source';
import type { SourceOptions } from './source';

export const IMAGE_OPTIMIZER_PATH = '/_next/image';

/** A source that may change (a product's drawing): browsers keep it a day, then use it while they check again. */
const CHANGEABLE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface ImageOptimizerOptions {
  /** Base URL of each service (the gateway's own upstreams). */
  services: Record<ServiceArea, string>;
  /** Deadline of a source fetch (ms, default 10000). */
  sourceTimeoutMs?: number;
  /** Largest source image (bytes, default 10 MB). */
  maxSourceBytes?: number;
  /** Bytes of renderings kept in memory (default 64 MB). */
  cacheBytes?: number;
  /** How long a rendering of a changeable source is reused from memory (ms, default 10 minutes). */
  cacheTtlMs?: number;
  /** Renderings at once (default: the cores less one, at least 1). */
  concurrency?: number;
  /** Renderings waiting for their turn before 503 (default 64). */
  maxWaiting?: number;
}

const CONTENT_TYPES = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' } as const;

function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
}

export function createImageOptimizer(opts: ImageOptimizerOptions): RequestHandler {
  const source: SourceOptions = {
    services: opts.services,
    timeoutMs: opts.sourceTimeoutMs ?? 10_000,
    maxBytes: opts.maxSourceBytes ?? 10 * 1024 * 1024,
  };
  const cache = new ImageCache(opts.cacheBytes ?? 64 * 1024 * 1024);
  const jobs = new JobLimit(opts.concurrency ?? Math.max(1, os.availableParallelism() - 1), opts.maxWaiting ?? 64);
  const ttlMs = opts.cacheTtlMs ?? 10 * 60_000;

  async function make(wanted: ImageRequest, webp: boolean, requestId?: string): Promise<CachedImage> {
    const image = await fetchSource(wanted.url, source, requestId);
    const rendered = await jobs.run(() => renderImage(image.data, wanted.width, wanted.quality, webp));
    return {
      data: rendered.data,
      contentType: CONTENT_TYPES[rendered.format],
      etag: etagOf(rendered.data),
      cacheControl: image.immutable ? IMMUTABLE_CACHE : CHANGEABLE_CACHE,
      expiresAt: image.immutable ? Infinity : Date.now() + ttlMs,
    };
  }

  return async (req, res) => {
    // Errors (thrown to the app's error handler) are not to be kept by anyone.
    res.set({ 'Cache-Control': 'no-store', Vary: 'Accept' });
    const wanted = parseImageRequest(req.query as Record<string, unknown>);
    const webp = req.accepts('image/webp') === 'image/webp' && /image\/webp/i.test(req.get('accept') ?? '');
    const key = `${wanted.url}|${wanted.width}|${wanted.quality}|${webp ? 'webp' : 'other'}`;
    const image = await cache.get(key, () => make(wanted, webp, req.get('x-request-id')));
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': image.cacheControl,
      ETag: image.etag,
      // The cart embedded on integrators' pages shows these images too, as the sources allow.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.send(image.data);
  };
}
