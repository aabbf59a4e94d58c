// The head of a page as the gateway renders it (GET /api/head?path=...), for client navigation: the same title,
// description, canonical on the public origin, social tags and JSON-LD as the document of that address would carry.
// Cached like every other GET of the store (RTK Query, and the answer's own Cache-Control).
import { baseApi, type HeadLink, type HeadMeta, type PageHeadAnswer } from '@storefront/shared-domain';

/** The gateway's answer (services/gateway/src/head-api.ts), checked before use. */
export type ServerPageHead = PageHeadAnswer;

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isMetaTag(value: unknown): value is HeadMeta {
  return (
    isRecord(value) && isText(value.content) && isText(value.name) !== isText(value.property) // exactly one of the two
  );
}

/** The answer when it has the gateway's shape; anything else is no head (the shell keeps its own). */
export function parseServerPageHead(body: unknown): ServerPageHead | null {
  if (!isRecord(body) || !isText(body.title) || (body.status !== 200 && body.status !== 404)) return null;
  const { meta, links, jsonLd, redirect } = body;
  if (!Array.isArray(meta) || !meta.every(isMetaTag)) return null;
  if (!Array.isArray(links) || !links.every((l) => isRecord(l) && isText(l.rel) && isText(l.href))) return null;
  if (!Array.isArray(jsonLd) || !jsonLd.every(isRecord)) return null;
  // A path of this site only: a redirect can never leave the store.
  const ownPath = isText(redirect) && /^\/(?![/\\])/.test(redirect) ? redirect : undefined;
  return {
    status: body.status,
    title: body.title,
    meta,
    links: links as HeadLink[],
    jsonLd,
    ...(ownPath ? { redirect: ownPath } : {}),
  };
}

export const pageHeadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Argument: the page's path and query ('/products/x?sku=Y'). */
    pageHead: build.query<ServerPageHead | null, string>({
      query: (pathWithQuery) => ({ url: '/api/head', params: { path: pathWithQuery } }),
      transformResponse: (body: unknown) => parseServerPageHead(body),
    }),
  }),
});

export const { usePageHeadQuery } = pageHeadApi;
