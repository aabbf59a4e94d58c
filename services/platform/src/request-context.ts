// The request a piece of work belongs to, wherever it runs (a route handler, a use case, a client three calls deep):
// kept in AsyncLocalStorage, so nothing has to pass it down. Its one use here: every call a service makes with `fetch`
// while serving a request carries that request's id, so a request can be followed through every service's logs (the
// gateway forwards the id to the first service; before this, the cart's calls to the catalog and the sale source
// dropped it).
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

interface RequestContext {
  requestId: string;
}

const contexts = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return contexts.getStore()?.requestId;
}

/** Runs the rest of the request (`next`) inside its context; after pino-http, which sets `req.id`. */
export const requestContext: RequestHandler = (req, _res, next) => {
  const id = (req as { id?: unknown }).id;
  if (typeof id !== 'string') {
    next();
    return;
  }
  contexts.run({ requestId: id }, next);
};

/** What undici (Node's fetch) publishes when it creates a request: the headers are still open to additions. */
interface UndiciRequestCreated {
  request: { headers: string | string[] | Record<string, string>; addHeader(name: string, value: string): void };
}

function hasHeader(headers: UndiciRequestCreated['request']['headers'], name: string): boolean {
  if (typeof headers === 'string') return headers.toLowerCase().includes(`${name}:`);
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (headers[i].toLowerCase() === name) return true;
    return false;
  }
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

function addRequestId(message: unknown): void {
  const requestId = currentRequestId();
  if (!requestId) return;
  const { request } = message as UndiciRequestCreated;
  if (!hasHeader(request.headers, REQUEST_ID_HEADER)) request.addHeader(REQUEST_ID_HEADER, requestId);
}

// Once per process (the module is loaded once); a call that names its own id keeps it.
diagnosticsChannel.subscribe('undici:request:create', addRequestId);
