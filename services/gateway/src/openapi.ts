// The API description: GET /api/openapi.json, the OpenAPI 3.1 document `scripts/openapi.mjs` builds from
// every service's route declarations at build time, and GET /api/openapi.d.ts, the TypeScript types openapi-typescript
// generates from it for integrators (mfe-cart/EMBED.md). Both are build outputs beside the gateway's code; without
// them (a build that skipped the step) the routes answer 503 in the shared error shape, and the gateway runs on.
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import type { RequestHandler } from 'express';
import { errorBody } from '@storefront/service-platform';
import type { OpenApiInfo, RouteDeclaration, ServiceApi } from '@storefront/service-platform';
import { headQuerySchema } from './head-api';
import { CachedFile } from './html';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const OPENAPI_TYPES_PATH = '/api/openapi.d.ts';
/**
 * Where the build writes them: a folder of the gateway's dist (the same from src/ under jest and from dist/), not dist
 * itself, whose openapi.d.ts is this module's own declarations.
 */
export const DEFAULT_OPENAPI_DIR = path.resolve(__dirname, '..', 'dist', 'openapi');
export const OPENAPI_DOCUMENT_FILE = 'openapi.json';
export const OPENAPI_TYPES_FILE = 'openapi.d.ts';
/** Short: a deploy brings a new document, and clients that cache it should see it soon. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

async function readOrNull(file: CachedFile): Promise<string | null> {
  try {
    return await file.read();
  } catch {
    return null;
  }
}

function servedBuildFile(file: string, contentType: string): RequestHandler {
  const cached = new CachedFile(file);
  return async (_req, res) => {
    const text = await readOrNull(cached);
    if (text === null) {
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': '60' })
        .json(errorBody('service_unavailable', 'The API description has not been built (npm run build)'));
      return;
    }
    // Readable from any page and tool: the same public text for everyone, sent without credentials.
    res.set({
      'Content-Type': contentType,
      'Cache-Control': OPENAPI_CACHE_CONTROL,
      'Access-Control-Allow-Origin': '*',
    });
    res.send(text);
  };
}

/** The document and its types, read from `dir` (again when the build rewrites them). */
export function openApiRoutes(dir: string = DEFAULT_OPENAPI_DIR): express.Router {
  const router = express.Router();
  // About 150 KB and 100 KB of text: compressed (the gateway's own compression runs after the API proxy).
  const document = servedBuildFile(path.join(dir, OPENAPI_DOCUMENT_FILE), 'application/json; charset=utf-8');
  router.get(OPENAPI_DOCUMENT_PATH, compression(), document);
  const types = servedBuildFile(path.join(dir, OPENAPI_TYPES_FILE), 'text/plain; charset=utf-8');
  router.get(OPENAPI_TYPES_PATH, compression(), types);
  return router;
}

const gatewayRoutes: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/head',
    operationId: 'getPageHead',
    summary: 'The head of a page of the store, as data (the shell applies it after a client navigation)',
    query: headQuerySchema,
    answer: { status: 200, description: 'PageHeadAnswer; 204 for a page that names itself, 404 for no page' },
  },
  {
    method: 'get',
    path: OPENAPI_DOCUMENT_PATH,
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    answer: { status: 200, description: 'The OpenAPI 3.1 document; 503 when the build has not made it' },
  },
  {
    method: 'get',
    path: OPENAPI_TYPES_PATH,
    operationId: 'getOpenApiTypes',
    summary: 'TypeScript types of this document (openapi-typescript), for a typed client such as openapi-fetch',
    answer: { status: 200, description: 'A TypeScript declaration file', contentType: 'text/plain' },
  },
];

/** The gateway's own /api routes (answered by the gateway, no service behind them). */
export const gatewayApi: ServiceApi = {
  area: 'gateway',
  description: 'Answered by the gateway itself: page heads and this description.',
  routes: gatewayRoutes,
};

const DESCRIPTION = `The storefront's HTTP API, as the gateway serves it on the store's origin (every path below
is proxied to the service that owns it). Generated at build time from the services' own request schemas.

- **Errors** always come as \`{ "error": { "code", "message" } }\` (components.schemas.Error), never a stack trace.
- **Writes** from the store's pages repeat the readable \`sa_csrf\` cookie in the \`x-sa-csrf\` header (security
  scheme csrfToken). Pages of an origin in the store's EMBED_ALLOWED_ORIGINS (the embedded cart, mfe-cart/EMBED.md)
  call with credentials and write without it; any other origin's writes are refused (403 cross_site_request).
- **Who asks** follows the httpOnly \`sa_session\` cookie (sign-in: POST /api/auth/callback/credentials); answers
  marked with an optional session differ by viewer (dealer prices, the account's cart).
- **Types**: GET /api/openapi.d.ts (openapi-typescript), for openapi-fetch or any client.`;

/** The document's info: the API of the store as a whole, at the version of the build. */
export function apiDocumentInfo(version: string): OpenApiInfo {
  return { title: 'Car Audio Storefront API', version, description: DESCRIPTION };
}
