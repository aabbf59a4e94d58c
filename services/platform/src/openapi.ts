// The HTTP API described as OpenAPI 3.1. Each service declares its routes once, beside them
// (`src/routes/openapi.ts`): method, path as Express registers it, the zod schemas its handlers parse with, and the
// answer. This file turns those declarations into one document; openapi-check.ts holds them against the routes each
// app really registers, so a route without a declaration fails its service's tests.
import { z } from 'zod';
import { DOUBLE_SUBMIT_COOKIE, DOUBLE_SUBMIT_HEADER } from '@storefront/shared-domain';
import { checksOwnCsrfToken } from './csrf';
import { errorBodySchema } from './errors';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The account service's session cookie (services/account SESSION_COOKIE; its openapi test holds the two equal). */
export const SESSION_COOKIE_NAME = 'sa_session';
/** The header of the account service's session-bound token (GET /api/auth/csrf; csrf-sync in services/account). */
export const SESSION_TOKEN_HEADER = 'x-csrf-token';

export interface RouteAnswer {
  /** The success status, or each of them (200 or 201 as the write created something or not). */
  status: number | readonly number[];
  description: string;
  /** The body's schema where one exists; without it the body is described in words only. */
  schema?: z.ZodType;
  /** Default `application/json`; `null` for an answer without a body (204). */
  contentType?: string | null;
}

/** How a body is sent: JSON (default), JSON or a plain HTML form, or multipart/form-data with files. */
export type BodyEncoding = 'json' | 'json-or-form' | 'multipart';

export interface RouteDeclaration {
  method: HttpMethod;
  /** The path as the app registers it (`/api/product/:sku`). */
  path: string;
  /** Stable and unique across the whole API: the typed client's name for the call. */
  operationId: string;
  summary: string;
  description?: string;
  /** One property per `:param` of the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  /** The body the handler parses; `'none'` for a write that reads none. Required for post, put and patch. */
  body?: z.ZodType | 'none';
  encoding?: BodyEncoding;
  /** Files of a multipart body, besides the fields of `body`. */
  files?: { field: string; maxItems: number; mediaType: string };
  answer: RouteAnswer;
  /** The session cookie: required (401 without), or optional (the answer follows who asks: dealer prices, carts). */
  session?: 'required' | 'optional';
  /** The account service's session-bound CSRF token is checked (besides, or instead of, the double-submit one). */
  sessionToken?: boolean;
  /** Counted by a rate limiter (429 past it). */
  rateLimited?: boolean;
  /** `internal`: called by other services or probes only; the gateway does not route it, the document leaves it out. */
  audience?: 'public' | 'internal';
}

export interface ServiceApi {
  /** The tag of its operations: the owning service's area. */
  area: string;
  description: string;
  routes: readonly RouteDeclaration[];
}

export type JsonSchema = { [key: string]: unknown };
export interface OpenApiRef {
  $ref: string;
}
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}
export type OpenApiContent = Record<string, { schema: JsonSchema }>;
export interface OpenApiResponse {
  description: string;
  content?: OpenApiContent;
}
export type SecurityRequirement = Record<string, string[]>;
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: OpenApiContent };
  responses: Record<string, OpenApiResponse | OpenApiRef>;
  security: SecurityRequirement[];
}
export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>>;
export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, OpenApiPathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

const isRecord = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): for a request what a client sends (the input side of
 * transforms and defaults), for an answer what it gets. A schema zod cannot represent throws: the tests see it.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = {
    ...z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' }),
  };
  delete converted.$schema;
  // '#/$defs/...' would resolve against the whole document, not this schema.
  if ('$defs' in converted) throw new Error('A schema with shared definitions ($defs) cannot be inlined');
  return converted;
}

/** `/api/product/:sku` -> ['sku']. */
export function pathParamNames(expressPath: string): string[] {
  return [...expressPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

/** `/api/product/:sku` -> `/api/product/{sku}`; a trailing slash is dropped (`/api/reviews/` is `/api/reviews`). */
export function openApiPath(expressPath: string): string {
  const templated = expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return templated.length > 1 ? templated.replace(/\/+$/, '') : templated;
}

function parametersOf(schema: z.ZodType | undefined, where: OpenApiParameter['in']): OpenApiParameter[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  if (!isRecord(json.properties)) throw new Error(`The ${where} schema must be an object`);
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: isRecord(property) ? property : {},
  }));
}

const MEDIA_TYPES: Record<BodyEncoding, string[]> = {
  json: ['application/json'],
  'json-or-form': ['application/json', 'application/x-www-form-urlencoded'],
  multipart: ['multipart/form-data'],
};

function withFiles(schema: JsonSchema, files: RouteDeclaration['files']): JsonSchema {
  if (!files) return schema;
  const file = { type: 'string', contentMediaType: files.mediaType };
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const list = { type: 'array', items: file, maxItems: files.maxItems };
  return { ...schema, properties: { ...properties, [files.field]: list } };
}

function requestBodyOf(route: RouteDeclaration): OpenApiOperation['requestBody'] {
  if (route.body === undefined || route.body === 'none') return undefined;
  const schema = withFiles(jsonSchemaOf(route.body, 'input'), route.files);
  const content = Object.fromEntries(MEDIA_TYPES[route.encoding ?? 'json'].map((type) => [type, { schema }]));
  return { required: true, content };
}

/** Writes carry the double-submit token unless the path checks a token of its own (next-auth's routes, csrf.ts). */
export const needsDoubleSubmitToken = (route: Pick<RouteDeclaration, 'method' | 'path'>): boolean =>
  route.method !== 'get' && !checksOwnCsrfToken(route.path);

/** What a call must carry; `[]` (said, not left out) for a route anyone may call without a cookie or token. */
function securityOf(route: RouteDeclaration): SecurityRequirement[] {
  const needs: SecurityRequirement = {};
  if (needsDoubleSubmitToken(route)) needs.csrfToken = [];
  if (route.sessionToken) needs.sessionCsrfToken = [];
  if (route.session === 'required') needs.session = [];
  if (route.session === 'optional') return [{ ...needs, session: [] }, needs];
  return Object.keys(needs).length > 0 ? [needs] : [];
}

function hasInput(route: RouteDeclaration): boolean {
  return Boolean(route.params ?? route.query ?? route.headers) || (route.body !== undefined && route.body !== 'none');
}

/** The error answers a route can give, by what it takes (every one in the platform's error shape). */
function errorAnswersOf(route: RouteDeclaration): Array<[string, string]> {
  const answers: Array<[string, string]> = [];
  if (hasInput(route)) answers.push(['400', 'BadRequest']);
  if (route.session === 'required') answers.push(['401', 'Unauthorized']);
  if (route.method !== 'get') answers.push(['403', 'Forbidden']);
  if (pathParamNames(route.path).length > 0) answers.push(['404', 'NotFound']);
  if (route.rateLimited) answers.push(['429', 'TooManyRequests']);
  return answers;
}

function successOf(answer: RouteAnswer): OpenApiResponse {
  const type = answer.contentType === undefined ? 'application/json' : answer.contentType;
  if (type === null) return { description: answer.description };
  const schema = answer.schema ? jsonSchemaOf(answer.schema, 'output') : {};
  return { description: answer.description, content: { [type]: { schema } } };
}

function responsesOf(route: RouteDeclaration): OpenApiOperation['responses'] {
  const { status } = route.answer;
  const responses: OpenApiOperation['responses'] = {};
  for (const code of typeof status === 'number' ? [status] : status) responses[String(code)] = successOf(route.answer);
  for (const [code, name] of errorAnswersOf(route)) responses[code] = { $ref: `#/components/responses/${name}` };
  responses.default = { $ref: '#/components/responses/Error' };
  return responses;
}

/** One declaration as an OpenAPI operation (throws when one of its schemas cannot be represented). */
export function operationOf(area: string, route: RouteDeclaration): OpenApiOperation {
  const parameters = [
    ...parametersOf(route.params, 'path'),
    ...parametersOf(route.query, 'query'),
    ...parametersOf(route.headers, 'header'),
  ];
  const operation: OpenApiOperation = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [area],
    responses: responsesOf(route),
    security: securityOf(route),
  };
  if (route.description) operation.description = route.description;
  if (parameters.length > 0) operation.parameters = parameters;
  const requestBody = requestBodyOf(route);
  if (requestBody) operation.requestBody = requestBody;
  return operation;
}

const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description:
      'The session cookie set at sign-in (POST /api/auth/callback/credentials); httpOnly, sent by the browser.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: DOUBLE_SUBMIT_HEADER,
    description: `Every write repeats the readable \`${DOUBLE_SUBMIT_COOKIE}\` cookie (set by the gateway on any answer) in this header. Pages of an origin listed in EMBED_ALLOWED_ORIGINS (the embedded cart) write without it: their Origin is checked instead.`,
  },
  sessionCsrfToken: {
    type: 'apiKey',
    in: 'header',
    name: SESSION_TOKEN_HEADER,
    description:
      'The session-bound token of GET /api/auth/csrf, in this header or as `csrfToken` in the body (sign-in, sign-up, account writes).',
  },
};

const errorAnswer = (description: string): OpenApiResponse => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function components(): OpenApiDocument['components'] {
  return {
    schemas: { Error: jsonSchemaOf(errorBodySchema, 'output') },
    responses: {
      BadRequest: errorAnswer('The request is invalid (`invalid_request` and the like); the message names the field.'),
      Unauthorized: errorAnswer('Sign-in required (`unauthorized`).'),
      Forbidden: errorAnswer(
        'Refused: a write from another site (`cross_site_request`), a missing or wrong CSRF token (`invalid_csrf_token`), or not allowed for this viewer.',
      ),
      NotFound: errorAnswer('Nothing is found at this address (`not_found` or a more precise code).'),
      TooManyRequests: errorAnswer('Too many requests from this address or account; try again after `Retry-After`.'),
      Error: errorAnswer(
        'Any other error, in the same shape: 409 conflicts, 413/415 bodies, 502/503/504 when a service or its database is unavailable (with `Retry-After`).',
      ),
    },
    securitySchemes: SECURITY_SCHEMES,
  };
}

function addOperation(paths: OpenApiDocument['paths'], area: string, route: RouteDeclaration): void {
  const key = openApiPath(route.path);
  const item = (paths[key] ??= {});
  if (item[route.method]) throw new Error(`${route.method.toUpperCase()} ${key} is declared twice`);
  item[route.method] = operationOf(area, route);
}

/** The public API of the given services as one OpenAPI 3.1 document (internal routes left out). */
export function buildOpenApiDocument(info: OpenApiInfo, apis: readonly ServiceApi[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const api of apis) {
    for (const route of api.routes) if (route.audience !== 'internal') addOperation(paths, api.area, route);
  }
  const tags = apis.map((api) => ({ name: api.area, description: api.description }));
  // Relative: the store's own origin, wherever the document is served from (the gateway proxies every path).
  const servers = [{ url: '/', description: "The store's origin" }];
  return { openapi: '3.1.0', info, servers, tags, paths, components: components() };
}
