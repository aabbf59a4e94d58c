import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { z } from 'zod';
import { isApiErrorCode, type ApiErrorCode, type PaymentProviderErrorCode } from '@storefront/shared-domain';
import { formatZodIssues, isZodError } from './zod-format';

/** A code from the closed lists (shared-domain api/errors.ts): the store's, or the payment provider's own. */
export type ErrorCode = ApiErrorCode | PaymentProviderErrorCode;

/** The one error shape every service answers with: `{ "error": { "code", "message" } }`. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** The same shape as a schema: the API description (openapi.ts) documents every error answer with it. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().meta({ description: 'A code from the closed list of API error codes (snake_case).' }),
    message: z.string().meta({ description: 'A sentence for people; never a stack trace.' }),
    details: z.unknown().optional(),
  }),
}) satisfies z.ZodType<ErrorBody>;

export function errorBody(code: ErrorCode, message: string): { error: { code: ErrorCode; message: string } } {
  return { error: { code, message } };
}

/**
 * An error that carries its HTTP answer. Throw it from any handler (sync or async, Express 5 forwards rejected
 * promises) and the error handler answers `status` with `{ error: { code, message } }`.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(status: number, code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Shorthands for the common answers. */
export const badRequest = (message: string, code: ErrorCode = 'invalid_request') => new HttpError(400, code, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new HttpError(409, code, message);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'unauthorized') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'Forbidden', code: ErrorCode = 'forbidden') => new HttpError(403, code, message);

/** JSON 404 for anything no route answered. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(errorBody('not_found', `No route for ${req.method} ${req.path}`));
};

interface Classified {
  status: number;
  code: ErrorCode;
  message: string;
  details?: unknown;
}

// body-parser / raw-body error types (they carry `type`, `status` and `expose`).
const bodyParserCodes: Record<string, { status: number; code: ErrorCode; message: string }> = {
  'entity.parse.failed': { status: 400, code: 'invalid_json', message: 'Request body is not valid JSON' },
  'entity.too.large': { status: 413, code: 'payload_too_large', message: 'Request body is too large' },
  'entity.verify.failed': { status: 403, code: 'invalid_body', message: 'Request body verification failed' },
  'encoding.unsupported': { status: 415, code: 'unsupported_encoding', message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, code: 'unsupported_charset', message: 'Unsupported charset' },
  'request.aborted': { status: 400, code: 'request_aborted', message: 'Request aborted' },
  'request.size.invalid': { status: 400, code: 'invalid_body', message: 'Request size did not match content length' },
  'stream.encoding.set': { status: 500, code: 'internal', message: 'Internal server error' },
  'parameters.too.many': { status: 413, code: 'payload_too_large', message: 'Too many parameters' },
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

// The driver's and mongoose's ways of saying "the database cannot be reached" (down, hung, restarting).
const DATABASE_UNAVAILABLE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoServerClosedError',
  'MongoWaitQueueTimeoutError',
  'MongoOperationTimeoutError',
  'MongoPoolClosedError',
]);
const MONGO_UNAVAILABLE_MESSAGE = new RegExp(
  [
    'buffering timed out',
    'before initial connection is complete',
    'Connection was force closed',
    'Client must be connected',
    'pool (was )?(closed|force destroyed)',
    'closed connection pool',
    'Topology is closed',
  ].join('|'),
  'i',
);
// A socket error the driver lets through as it is (a write to a database that just died fails with a bare EPIPE, or
// a write-after-end once the socket has ended, not a MongoNetworkError). HTTP clients wrap theirs (fetch: TypeError
// 'fetch failed' with the cause), so only a bare one at the top is taken for the database's.
const SOCKET_ERROR_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ENOTCONN']);
const CLOSED_STREAM_CODES = new Set(['ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

function isBareSocketError(err: Record<string, unknown>): boolean {
  if (typeof err.code !== 'string') return false;
  return CLOSED_STREAM_CODES.has(err.code) || (SOCKET_ERROR_CODES.has(err.code) && typeof err.syscall === 'string');
}

/** True for errors that mean the database is unreachable (answered 503 `service_unavailable`, not 500). */
export function isDatabaseUnavailableError(err: unknown): boolean {
  if (isRecord(err) && isBareSocketError(err)) return true;
  let current: unknown = err;
  for (let depth = 0; depth < 4 && isRecord(current); depth++) {
    const name = typeof current.name === 'string' ? current.name : '';
    if (DATABASE_UNAVAILABLE_NAMES.has(name)) return true;
    if (
      name.startsWith('Mongo') &&
      typeof current.message === 'string' &&
      MONGO_UNAVAILABLE_MESSAGE.test(current.message)
    )
      return true;
    current = current.cause;
  }
  return false;
}

/**
 * zlib's errors for a body that does not match its Content-Encoding (gzip/deflate `Z_DATA_ERROR`, `Z_BUF_ERROR`,
 * brotli `ERR__ERROR_FORMAT_...`): body-parser passes them on as they are, and their codes are no API codes.
 */
function isBodyDecodingError(err: Record<string, unknown>): boolean {
  return typeof err.errno === 'number' && typeof err.code === 'string' && /^(Z_|ERR__ERROR_|ERR_BROTLI)/.test(err.code);
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service cannot reach its database right now; please try again shortly';

/** Map any thrown value to an HTTP answer. Exported for tests and for services with custom handlers. */
export function classifyError(err: unknown): Classified | null {
  if (err instanceof HttpError) {
    return { status: err.status, code: err.code, message: err.message, details: err.details };
  }
  if (isDatabaseUnavailableError(err)) {
    return { status: 503, code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE };
  }
  if (isZodError(err)) {
    return { status: 400, code: 'invalid_request', message: formatZodIssues(err.issues) };
  }
  if (err instanceof mongoose.Error.CastError) {
    return { status: 400, code: 'invalid_request', message: `Invalid value for ${err.path}` };
  }
  if (err instanceof mongoose.Error.ValidationError) {
    const message = Object.values(err.errors)
      .map((e) => `${e.path}: ${e.kind === 'required' ? 'is required' : 'is invalid'}`)
      .join('; ');
    return { status: 400, code: 'invalid_request', message: message || 'Validation failed' };
  }
  if (err instanceof mongoose.Error.StrictModeError) {
    return { status: 400, code: 'invalid_request', message: `Unknown field ${err.path ?? ''}`.trim() };
  }
  if (isRecord(err)) {
    if (isDuplicateKeyError(err)) {
      return { status: 409, code: 'conflict', message: 'A record with the same unique value already exists' };
    }
    if (typeof err.type === 'string' && err.type in bodyParserCodes) {
      return { ...bodyParserCodes[err.type] };
    }
    if (isBodyDecodingError(err)) {
      return {
        status: 400,
        code: 'invalid_body_encoding',
        message: 'The request body could not be decoded as its Content-Encoding says',
      };
    }
    // Other http-errors style errors (express-session, raw-body, csrf-sync ...): trust 4xx marked as exposable.
    const status =
      typeof err.status === 'number' ? err.status : typeof err.statusCode === 'number' ? err.statusCode : 0;
    if (status >= 400 && status < 500) {
      // A library's own code is kept where the store's list has it (the list stays closed).
      const own = typeof err.code === 'string' ? err.code.toLowerCase() : '';
      const code: ErrorCode = isApiErrorCode(own) ? own : 'bad_request';
      const message =
        err.expose !== false && typeof err.message === 'string' && err.message ? err.message : 'Bad request';
      return { status, code, message };
    }
  }
  return null;
}

export interface ErrorHandlerHooks {
  /** Called for every error that means the database is unreachable (the service's circuit counts them). */
  onDatabaseUnavailable?: (err: unknown, res: Response) => void;
}

/** The last middleware of every app: answers the shared error shape, never leaks a stack trace. */
export function createErrorHandler(logger?: Logger, hooks: ErrorHandlerHooks = {}): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (isDatabaseUnavailableError(err)) hooks.onDatabaseUnavailable?.(err, res);
    if (res.headersSent) {
      // Too late to answer in JSON (e.g. a session store failing after the response): log, let Express close.
      ((req as { log?: Logger }).log ?? logger)?.error({ err }, 'error after the response was sent');
      next(err);
      return;
    }
    const classified = classifyError(err);
    const log = (req as { log?: Logger }).log ?? logger;
    if (classified?.code === 'service_unavailable') {
      log?.warn({ err: { name: (err as Error)?.name, message: (err as Error)?.message } }, 'database unavailable');
      if (!res.get('Retry-After')) res.set('Retry-After', '5');
    } else if (!classified || classified.status >= 500) {
      log?.error({ err }, 'unhandled error');
    }
    if (!classified || classified.status >= 500) {
      const status = classified?.status ?? 500;
      res
        .status(status)
        .json(
          errorBody(
            status === 500 ? 'internal' : classified!.code,
            status === 500 ? 'Internal server error' : classified!.message,
          ),
        );
      return;
    }
    log?.debug({ err: { message: classified.message, code: classified.code } }, 'request rejected');
    const body: ErrorBody = errorBody(classified.code, classified.message);
    if (classified.details !== undefined) body.error.details = classified.details;
    res.status(classified.status).json(body);
  };
}

/** A write refused by a unique index (MongoDB's E11000): the caller decides whether that is a race to retry or a 409. */
export function isDuplicateKeyError(err: unknown): boolean {
  const code = isRecord(err) ? err.code : undefined;
  return code === 11000 || code === 11001;
}
