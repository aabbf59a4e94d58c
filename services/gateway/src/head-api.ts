// GET /api/head?path=/products/x%3Fsku%3DZVX-10%2520D4 : the head the HTML document of that address carries, as data,
// for the shell to apply after a client navigation (the same title, description, canonical on the public origin,
// social tags and JSON-LD as a first load). One home: the same renderer writes the document's head.
// 200: the head; 204: a page of the store the gateway renders no head for (cart, account: the shell names them);
// 404: no page of the store has this path; 400: not a path of this site.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { HttpError, errorBody, parseOrThrow } from '@storefront/service-platform';
import type { PageHeadAnswer } from '@storefront/shared-domain';
import { HEAD_TIMED_OUT, renderHeadWithin, type HeadRenderer } from './page-head';

/** Heads follow the catalogue, whose lists are cached the same (services/catalog LIST_CACHE_CONTROL). */
export const HEAD_CACHE_CONTROL = 'public, max-age=60';

/** The answer of GET /api/head (the shared type: the shell reads it). */
export type HeadApiAnswer = PageHeadAnswer;

const PLACEHOLDER_ORIGIN = 'http://page.invalid';

/** The query of GET /api/head (declared in the API description, openapi.ts). */
export const headQuerySchema = z.object({
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/(?![/\\])[^\\\s]*$/, 'a path of this site, starting with one /'),
});

export interface HeadApiOptions {
  renderHead?: HeadRenderer;
  /** Longest wait for the renderer (ms) before a 504. */
  timeoutMs: number;
  isPagePath: (pathname: string) => boolean;
}

export function createHeadApi(opts: HeadApiOptions): RequestHandler {
  return async (req, res) => {
    const { path } = parseOrThrow(headQuerySchema, req.query, 'query');
    const url = new URL(path, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) throw new HttpError(400, 'invalid_request', 'path: not a path of this site');
    if (!opts.isPagePath(url.pathname)) {
      res.set('Cache-Control', HEAD_CACHE_CONTROL);
      throw new HttpError(404, 'not_found', `No page at ${url.pathname}`);
    }
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length === 1 ? values[0] : values;
    }
    const head = await renderHeadWithin(opts.renderHead, { path: url.pathname, query }, opts.timeoutMs);
    if (head === HEAD_TIMED_OUT) {
      res
        .status(504)
        .set('Cache-Control', 'no-store')
        .json(errorBody('gateway_timeout', 'The page head took too long'));
      return;
    }
    if (head === null) {
      // A page that names itself (cart, account...): nothing to apply, and no error either.
      res.status(204).set('Cache-Control', HEAD_CACHE_CONTROL).end();
      return;
    }
    const answer: HeadApiAnswer = { status: head.status, ...head.json };
    if (head.redirectPath) answer.redirect = `${head.redirectPath}${url.search}`;
    res.set('Cache-Control', head.cacheable ? HEAD_CACHE_CONTROL : 'no-store').json(answer);
  };
}
