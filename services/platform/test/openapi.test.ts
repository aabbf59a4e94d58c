import express from 'express';
import { z } from 'zod';
import {
  PLATFORM_ROUTES,
  buildOpenApiDocument,
  createServiceApp,
  jsonSchemaOf,
  openApiDocumentProblems,
  openApiPath,
  operationOf,
  routeDeclarationProblems,
  serviceApiProblems,
} from '../src';
import type { OpenApiDocument, OpenApiOperation, RouteDeclaration, ServiceApi } from '../src';

const sku = z.string().regex(/^[A-Z0-9-]+$/);
const page = z.string().regex(/^\d+$/).transform(Number).default(0);

const routes: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/things/:sku',
    operationId: 'getThing',
    summary: 'One thing',
    params: z.object({ sku }),
    query: z.object({ page, q: z.string().min(1) }),
    session: 'optional',
    answer: { status: 200, description: '{ thing }', schema: z.object({ thing: z.object({ sku: z.string() }) }) },
  },
  {
    method: 'post',
    path: '/api/things',
    operationId: 'addThing',
    summary: 'Add a thing',
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    body: z.object({ sku, count: z.number().int().min(1) }),
    rateLimited: true,
    answer: { status: [200, 201], description: 'The thing' },
  },
  {
    method: 'post',
    path: '/api/things/photos',
    operationId: 'addPhotos',
    summary: 'Photos of a thing',
    body: z.object({ sku }),
    encoding: 'multipart',
    files: { field: 'photos', maxItems: 2, mediaType: 'image/*' },
    session: 'required',
    answer: { status: 204, description: 'Stored', contentType: null },
  },
  {
    method: 'post',
    path: '/api/auth/signout',
    operationId: 'signOut',
    summary: 'Sign out',
    body: 'none',
    sessionToken: true,
    answer: { status: 200, description: 'Signed out' },
  },
  {
    method: 'delete',
    path: '/api/internal/things/:sku',
    operationId: 'dropThing',
    summary: 'Internal',
    params: z.object({ sku }),
    answer: { status: 200, description: 'Dropped' },
    audience: 'internal',
  },
];

const api: ServiceApi = { area: 'things', description: 'Things.', routes };
const INFO = { title: 'Test API', version: '1.0.0', description: 'For tests.' };

/** A service app whose routes are exactly the declared ones, plus whatever `extra` registers. */
function appWith(extra: (router: express.Router) => void = () => undefined) {
  return createServiceApp({
    name: 'openapi-test',
    mount: (app) => {
      const router = express.Router();
      const ok: express.RequestHandler = (_req, res) => {
        res.json({});
      };
      router.get('/things/:sku', ok);
      router.post('/things', ok);
      router.post('/things/photos', ok);
      extra(router);
      app.use('/api', router);
      app.post('/api/auth/signout', ok);
      app.delete('/api/internal/things/:sku', ok);
    },
  });
}

const operation = (doc: OpenApiDocument, path: string, method: 'get' | 'post' | 'delete') => doc.paths[path][method]!;

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(INFO, [api]);

  it('writes an OpenAPI 3.1 document valid in shape, without internal routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual(INFO);
    expect(doc.servers).toEqual([{ url: '/', description: "The store's origin" }]);
    expect(doc.tags).toEqual([{ name: 'things', description: 'Things.' }]);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/auth/signout',
      '/api/things',
      '/api/things/photos',
      '/api/things/{sku}',
    ]);
    expect(openApiDocumentProblems(doc)).toEqual([]);
  });

  it('describes path, query and header parameters from the schemas, as a client sends them', () => {
    expect(operation(doc, '/api/things/{sku}', 'get').parameters).toEqual([
      { name: 'sku', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Z0-9-]+$' } },
      { name: 'page', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d+$' } },
      { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1 } },
    ]);
    expect(operation(doc, '/api/things', 'post').parameters).toEqual([
      { name: 'idempotency-key', in: 'header', required: false, schema: { type: 'string' } },
    ]);
  });

  it('describes bodies by encoding, files included', () => {
    const json = operation(doc, '/api/things', 'post').requestBody!;
    expect(Object.keys(json.content)).toEqual(['application/json']);
    expect(json.content['application/json'].schema).toMatchObject({ required: ['sku', 'count'] });
    const multipart = operation(doc, '/api/things/photos', 'post').requestBody!.content['multipart/form-data'];
    expect(multipart.schema.properties).toMatchObject({
      photos: { type: 'array', maxItems: 2, items: { type: 'string', contentMediaType: 'image/*' } },
    });
    expect(operation(doc, '/api/auth/signout', 'post').requestBody).toBeUndefined();
  });

  it('answers with the success statuses and the error answers in the platform error shape', () => {
    const get = operation(doc, '/api/things/{sku}', 'get').responses;
    expect(Object.keys(get)).toEqual(['200', '400', '404', 'default']);
    expect(get['200']).toEqual({
      description: '{ thing }',
      content: {
        'application/json': {
          schema: expect.objectContaining({ properties: { thing: expect.objectContaining({ type: 'object' }) } }),
        },
      },
    });
    expect(Object.keys(operation(doc, '/api/things', 'post').responses)).toEqual([
      '200',
      '201',
      '400',
      '403',
      '429',
      'default',
    ]);
    expect(operation(doc, '/api/things/photos', 'post').responses['204']).toEqual({ description: 'Stored' });
    expect(doc.components.schemas.Error).toMatchObject({ required: ['error'] });
  });

  it('asks writes for the CSRF token, signed-in routes for the session, next-auth routes for their own token', () => {
    expect(operation(doc, '/api/things/{sku}', 'get').security).toEqual([{ session: [] }, {}]);
    expect(operation(doc, '/api/things', 'post').security).toEqual([{ csrfToken: [] }]);
    expect(operation(doc, '/api/things/photos', 'post').security).toEqual([{ csrfToken: [], session: [] }]);
    expect(operation(doc, '/api/auth/signout', 'post').security).toEqual([{ sessionCsrfToken: [] }]);
    expect(operationOf('probes', PLATFORM_ROUTES[0]).security).toEqual([]);
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'sa_session' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'x-sa-csrf' },
    });
  });

  it('refuses the same operation declared twice', () => {
    expect(() => buildOpenApiDocument(INFO, [api, { ...api, area: 'again' }])).toThrow(/declared twice/);
  });
});

describe('the declarations against the app', () => {
  it('holds when every route is declared', () => {
    expect(serviceApiProblems(appWith(), api)).toEqual([]);
    expect(PLATFORM_ROUTES.map((r) => r.path)).toEqual(['/healthz', '/readyz', '/metrics']);
  });

  it('fails on a route registered without a declaration, and on a declaration without its route', () => {
    const app = appWith((router) => router.patch('/things/:sku', (_req, res) => res.json({})));
    expect(serviceApiProblems(app, api)).toEqual([
      expect.stringMatching(/^PATCH \/api\/things\/\{sku\} is registered but not declared/),
    ]);
    const withoutPhotos = routes.filter((r) => r.operationId !== 'addPhotos');
    expect(routeDeclarationProblems(appWith(), [...PLATFORM_ROUTES, ...withoutPhotos])).toEqual([
      'POST /api/things/photos is registered but not declared (declare it beside its routes, src/routes/openapi.ts)',
    ]);
    const ghost: RouteDeclaration = { ...routes[0], path: '/api/ghosts/:sku', operationId: 'ghost' };
    expect(routeDeclarationProblems(appWith(), [...PLATFORM_ROUTES, ...routes, ghost])).toEqual([
      'GET /api/ghosts/{sku} is declared but no such route is registered',
    ]);
  });

  it('fails on a declaration without a schema for an input, or with one that cannot be described', () => {
    const [get, post] = routes;
    const check = (changed: RouteDeclaration, index: number) =>
      routeDeclarationProblems(appWith(), [...PLATFORM_ROUTES, ...routes.map((r, i) => (i === index ? changed : r))]);
    expect(check({ ...get, params: undefined }, 0)).toEqual([
      'GET /api/things/{sku}: params declares [], the path has [sku]',
    ]);
    expect(check({ ...post, body: undefined }, 1)).toEqual([
      "POST /api/things: declare its body schema (or body: 'none')",
    ]);
    expect(check({ ...post, body: z.object({ n: z.bigint() }) }, 1)).toEqual([
      expect.stringMatching(/^POST \/api\/things: a schema cannot be described/),
    ]);
    expect(check({ ...get }, 1)).toContain('GET /api/things/{sku} is declared twice');
  });
});

describe('openApiDocumentProblems', () => {
  it('finds what keeps a document from being valid', () => {
    const doc = buildOpenApiDocument(INFO, [api]);
    (doc as { openapi: string }).openapi = '3.0.3';
    operation(doc, '/api/things', 'post').operationId = 'getThing';
    delete operation(doc, '/api/things/{sku}', 'get').parameters;
    operation(doc, '/api/things/photos', 'post').responses['403'] = { $ref: '#/components/responses/Nope' };
    delete (operation(doc, '/api/auth/signout', 'post') as Partial<OpenApiOperation>).responses;
    expect(openApiDocumentProblems(doc)).toEqual([
      'openapi is 3.0.3, not 3.1.0',
      'GET /api/things/{sku}: path parameter {sku} is not described',
      'POST /api/auth/signout: no responses',
      'operationId getThing is used twice',
      '$ref #/components/responses/Nope does not resolve',
    ]);
  });
});

describe('jsonSchemaOf and openApiPath', () => {
  it('converts the input or the output side of a schema, without a $schema of its own', () => {
    // The default belongs to the output (a number): a client sends a string or nothing.
    expect(jsonSchemaOf(page, 'input')).toEqual({ type: 'string', pattern: '^\\d+$' });
    const counted = z.object({ n: z.number().default(1) });
    expect(jsonSchemaOf(counted, 'input')).not.toHaveProperty('required');
    expect(jsonSchemaOf(counted, 'output')).toMatchObject({ required: ['n'], properties: { n: { default: 1 } } });
    expect(jsonSchemaOf(z.object({ n: z.number() }), 'output')).not.toHaveProperty('$schema');
  });

  it("writes Express paths as OpenAPI's", () => {
    expect(openApiPath('/api/collections/:handle/:sub')).toBe('/api/collections/{handle}/{sub}');
    expect(openApiPath('/api/reviews/')).toBe('/api/reviews');
    expect(openApiPath('/')).toBe('/');
  });
});
