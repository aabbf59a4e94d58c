// The whole API description, built from the sources as scripts/openapi.mjs builds it from the compiled
// services: valid OpenAPI 3.1 in shape, every public path routed by the gateway to the service that declares it, and
// the integrators' types generated from it by openapi-typescript compiling and typing the calls they make.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { buildOpenApiDocument, openApiDocumentProblems } from '@storefront/service-platform';
import type { OpenApiDocument, ServiceApi } from '@storefront/service-platform';
import { serviceApi as account } from '../../services/account/src/routes/openapi';
import { serviceApi as cart } from '../../services/cart/src/routes/openapi';
import { serviceApi as catalog } from '../../services/catalog/src/routes/openapi';
import { serviceApi as marketing } from '../../services/marketing/src/routes/openapi';
import { serviceApi as reviews } from '../../services/reviews/src/routes/openapi';
import { apiDocumentInfo, gatewayApi } from '../../services/gateway/src/openapi';
import { SERVICE_AREAS, SERVICE_ROOT_FILES, serviceForPath } from '../../services/gateway/src/routes';

const services: ServiceApi[] = [catalog, reviews, cart, account, marketing];
let doc: OpenApiDocument;

beforeAll(() => {
  doc = buildOpenApiDocument(apiDocumentInfo('test'), [...services, gatewayApi]);
});

/** Where the gateway sends a request for this path: a service's area, or null (not routed). */
const routedTo = (path: string) => SERVICE_ROOT_FILES[path] ?? serviceForPath(path);

test('every service of the gateway declares its routes', () => {
  expect(services.map((api) => api.area)).toEqual([...SERVICE_AREAS]);
});

test('the document is valid OpenAPI 3.1 in shape: operationIds, responses, path parameters, every $ref', () => {
  expect(openApiDocumentProblems(doc)).toEqual([]);
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths).length).toBeGreaterThan(60);
});

test('each public route is one the gateway routes to its service, and no internal route is one it routes', () => {
  const problems = services.flatMap((api) =>
    api.routes.flatMap((route) => {
      const target = routedTo(route.path.replace(/:[A-Za-z0-9_]+/g, 'x'));
      const where = `${route.method.toUpperCase()} ${route.path} (${api.area})`;
      if (route.audience === 'internal') return target === null ? [] : [`${where} is internal but routed to ${target}`];
      return target === api.area ? [] : [`${where} is routed to ${String(target)}`];
    }),
  );
  expect(problems).toEqual([]);
});

// The calls of mfe-cart/EMBED.md's typed-client section, type-checked against the generated types.
const USAGE = `import type { components, operations, paths } from './openapi';
type AddToCart = paths['/api/cartv2']['post']['requestBody']['content']['application/json'];
export const add: AddToCart = { items: [{ sku: 'ZVX-12 D4', quantity: 2 }] };
// @ts-expect-error a quantity is a number
export const wrong: AddToCart = { items: [{ sku: 'ZVX-12 D4', quantity: '2' }] };
export const product: operations['getProduct']['parameters']['path'] = { sku: 'ZVX-12 D4' };
export const kind: operations['placeOrder']['requestBody']['content']['application/json']['payment']['kind'] = 'saved-card';
export const failure: components['schemas']['Error'] = { error: { code: 'not_found', message: 'No such product' } };
`;

/** scripts/openapi.mjs's typesOf, run by Node itself (openapi-typescript's dependencies are ES modules only). */
function generateTypes(dir: string): void {
  const script = pathToFileURL(path.join(__dirname, '..', 'openapi.mjs')).href;
  const code = `import fs from 'node:fs'; import { typesOf } from '${script}';
    const doc = JSON.parse(fs.readFileSync('openapi.json', 'utf8'));
    fs.writeFileSync('openapi.d.ts', await typesOf(doc));`;
  execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: dir, stdio: 'pipe' });
}

test('openapi-typescript turns it into types that compile and type the calls', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-types-'));
  try {
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
    generateTypes(dir);
    fs.writeFileSync(path.join(dir, 'usage.ts'), USAGE);
    const program = ts.createProgram([path.join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      types: [],
    });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
