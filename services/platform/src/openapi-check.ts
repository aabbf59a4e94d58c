// Holds the API description to the truth: the routes an Express app really registers (its router stack) against the
// declarations of openapi.ts, and a built document against the shape OpenAPI 3.1 requires. Used by every service's
// tests (and the gateway's and the repository's), so a route added without a declaration fails there.
import type express from 'express';
import { PLATFORM_ROUTES } from './app';
import { HTTP_METHODS, buildOpenApiDocument, jsonSchemaOf, openApiPath, operationOf, pathParamNames } from './openapi';
import type { OpenApiDocument, RouteDeclaration, ServiceApi } from './openapi';

export interface RegisteredRoute {
  /** Lower-case, as Express keeps it ('get', 'post'...; 'all' for `router.all`). */
  method: string;
  /** As OpenAPI writes it: `/api/product/{sku}`. */
  path: string;
}

interface LayerLike {
  route?: { path?: unknown; methods?: Record<string, boolean> };
  handle?: unknown;
  rawPath?: unknown;
}

function innerStack(handle: unknown): unknown[] | null {
  if (typeof handle !== 'function') return null;
  const stack: unknown = (handle as { stack?: unknown }).stack;
  return Array.isArray(stack) ? stack : null;
}

function layerRoutes(layer: LayerLike, prefix: string): RegisteredRoute[] {
  if (layer.route) {
    const path = openApiPath(`${prefix}${String(layer.route.path)}`);
    return Object.keys(layer.route.methods ?? {}).map((m) => ({ method: m === '_all' ? 'all' : m, path }));
  }
  const stack = innerStack(layer.handle);
  if (!stack) return [];
  const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
  return routesOf(stack, `${prefix}${mount}`);
}

function routesOf(stack: readonly unknown[], prefix: string): RegisteredRoute[] {
  return stack.flatMap((layer) => layerRoutes(layer as LayerLike, prefix));
}

/** Every route registered on the app, mounted routers included, with its full path. */
export function registeredRoutes(app: express.Express): RegisteredRoute[] {
  return routesOf(app.router.stack, '');
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${openApiPath(path)}`;
const WRITE_METHODS = new Set(['post', 'put', 'patch']);

function propertyNames(route: RouteDeclaration): string[] {
  if (!route.params) return [];
  const properties = jsonSchemaOf(route.params, 'input').properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/** What is wrong with one declaration on its own: its inputs against its path and method, and its schemas. */
export function declarationProblems(route: RouteDeclaration): string[] {
  const key = keyOf(route.method, route.path);
  if (/[*?{}()[\]]/.test(route.path)) return [`${key}: only ':name' parameters are supported in a declared path`];
  const problems: string[] = [];
  try {
    const declared = propertyNames(route).sort().join(', ');
    const inPath = pathParamNames(route.path).sort().join(', ');
    if (declared !== inPath) problems.push(`${key}: params declares [${declared}], the path has [${inPath}]`);
    if (WRITE_METHODS.has(route.method) && route.body === undefined) {
      problems.push(`${key}: declare its body schema (or body: 'none')`);
    }
    operationOf('check', route);
  } catch (err) {
    problems.push(`${key}: a schema cannot be described: ${(err as Error).message}`);
  }
  return problems;
}

export interface RouteCheckOptions {
  /** Only registered routes whose (OpenAPI) path passes are held to a declaration (the gateway: its own /api). */
  only?: (path: string) => boolean;
}

/**
 * Every registered route must be declared, every declaration registered, once, with a schema for each path
 * parameter and for the body of a write. Returns the problems (none: `[]`).
 */
export function routeDeclarationProblems(
  app: express.Express,
  declarations: readonly RouteDeclaration[],
  opts: RouteCheckOptions = {},
): string[] {
  const registered = registeredRoutes(app).filter((r) => r.method !== 'head' && (opts.only?.(r.path) ?? true));
  const registeredKeys = new Set(registered.map((r) => keyOf(r.method, r.path)));
  const declaredKeys = declarations.map((d) => keyOf(d.method, d.path));
  const problems = [...registeredKeys]
    .filter((key) => !declaredKeys.includes(key))
    .map((key) => `${key} is registered but not declared (declare it beside its routes, src/routes/openapi.ts)`);
  declaredKeys.forEach((key, i) => {
    if (!registeredKeys.has(key)) problems.push(`${key} is declared but no such route is registered`);
    if (declaredKeys.indexOf(key) !== i) problems.push(`${key} is declared twice`);
  });
  return [...problems, ...declarations.flatMap(declarationProblems)];
}

/** The same for a service built on createServiceApp: its own declarations plus the platform's routes. */
export function serviceRouteProblems(app: express.Express, api: ServiceApi): string[] {
  return routeDeclarationProblems(app, [...PLATFORM_ROUTES, ...api.routes]);
}

/** Each registered route is in the document when public, and left out when internal. */
function coverageProblems(app: express.Express, api: ServiceApi, doc: OpenApiDocument): string[] {
  const internal = new Set(
    [...PLATFORM_ROUTES, ...api.routes].filter((r) => r.audience === 'internal').map((r) => keyOf(r.method, r.path)),
  );
  return registeredRoutes(app).flatMap(({ method, path }) => {
    if (method === 'head') return [];
    const key = keyOf(method, path);
    const inDocument = Boolean(doc.paths[path]?.[method as keyof (typeof doc.paths)[string]]);
    if (internal.has(key)) return inDocument ? [`${key} is internal but in the document`] : [];
    return inDocument ? [] : [`${key} is not in the document`];
  });
}

/**
 * Everything a service's test holds its API description to: the routes against the declarations, and the document
 * of this service alone valid in shape and covering every public route.
 */
export function serviceApiProblems(app: express.Express, api: ServiceApi): string[] {
  const routeProblems = serviceRouteProblems(app, api);
  if (routeProblems.length > 0) return routeProblems;
  const doc = buildOpenApiDocument({ title: api.area, version: 'test', description: api.description }, [api]);
  return [...openApiDocumentProblems(doc), ...coverageProblems(app, api, doc)];
}

type Json = { [key: string]: unknown };
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolvePointer(doc: unknown, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isJson(node) || !(part in node)) return false;
    node = node[part];
  }
  return true;
}

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, out));
  else if (isJson(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsIn(value, out);
    }
  }
  return out;
}

function operationProblems(where: string, operation: Json, pathParams: string[]): string[] {
  const problems: string[] = [];
  if (typeof operation.operationId !== 'string' || !operation.operationId) problems.push(`${where}: no operationId`);
  const responses = operation.responses;
  if (!isJson(responses) || Object.keys(responses).length === 0) problems.push(`${where}: no responses`);
  else {
    for (const [status, response] of Object.entries(responses)) {
      if (!isJson(response) || (typeof response.description !== 'string' && typeof response.$ref !== 'string')) {
        problems.push(`${where}: response ${status} has no description`);
      }
    }
  }
  const parameters = Array.isArray(operation.parameters) ? operation.parameters.filter(isJson) : [];
  for (const name of pathParams) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name && p.required === true)) {
      problems.push(`${where}: path parameter {${name}} is not described`);
    }
  }
  return problems;
}

function pathProblems(path: string, item: unknown, operationIds: string[]): string[] {
  if (!path.startsWith('/') || !isJson(item)) return [`${path}: not a path item`];
  const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  return Object.entries(item).flatMap(([method, operation]) => {
    const where = `${method.toUpperCase()} ${path}`;
    if (!(HTTP_METHODS as readonly string[]).includes(method) || !isJson(operation))
      return [`${where}: not an operation`];
    if (typeof operation.operationId === 'string') operationIds.push(operation.operationId);
    return operationProblems(where, operation, pathParams);
  });
}

/**
 * What keeps a document from being valid OpenAPI 3.1 in shape: the version and info, every operation with a unique
 * operationId, responses and its path parameters, every `$ref` resolving inside the document.
 */
export function openApiDocumentProblems(doc: unknown): string[] {
  if (!isJson(doc)) return ['the document is not an object'];
  const problems: string[] = [];
  if (doc.openapi !== '3.1.0') problems.push(`openapi is ${String(doc.openapi)}, not 3.1.0`);
  const info = doc.info;
  if (!isJson(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push('info needs a title and a version');
  }
  if (!isJson(doc.paths)) return [...problems, 'no paths'];
  const operationIds: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) problems.push(...pathProblems(path, item, operationIds));
  operationIds.forEach((id, i) => {
    if (operationIds.indexOf(id) !== i) problems.push(`operationId ${id} is used twice`);
  });
  for (const ref of new Set(refsIn(doc))) if (!resolvePointer(doc, ref)) problems.push(`$ref ${ref} does not resolve`);
  return problems;
}
