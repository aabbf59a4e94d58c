import fs from 'node:fs';
import path from 'node:path';
import * as sharedDomainRuntime from '@storefront/shared-domain/runtime';
import * as api from '../../shared-domain/src/api';
import * as bus from '../../shared-domain/src/bus';
import * as hooks from '../../shared-domain/src/hooks';
import * as routes from '../../shared-domain/src/routes';
import * as store from '../../shared-domain/src/store';
import * as theme from '../../shared-domain/src/theme';
import * as tracking from '../../shared-domain/src/tracking';

// The shared runtime exports only what browser code imports (a shared module keeps every export, on every page); the
// rest of its modules' exports reach the services and tests through the package root. Browser code that imported one
// of those from the root would bundle a second copy of its module (a second store slice, API or bus) into its chunk,
// unseen by the type checker. This fails on such an import; the fix is to add the name to runtime.ts.

const repoRoot = path.resolve(__dirname, '..', '..');
const WEB_SOURCES = [
  'shell/src',
  'ui/src',
  ...['account', 'cart', 'catalog', 'marketing', 'product'].map((a) => `mfe-${a}/src`),
];

const runtimeNames = new Set(Object.keys(sharedDomainRuntime));
const rootOnly = new Set(
  [api, bus, hooks, routes, store, theme, tracking].flatMap((m) => Object.keys(m)).filter((n) => !runtimeNames.has(n)),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function rootImportsOf(text: string): string[] {
  const imports = text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@storefront\/shared-domain'/g);
  return [...imports].flatMap((m) =>
    m[1].split(',').map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    ),
  );
}

it('has runtime modules whose other exports stay out of the runtime', () => {
  expect(rootOnly.size).toBeGreaterThan(10);
  expect(rootOnly.has('rootReducer')).toBe(true);
});

it('browser code imports no export of a runtime module that the runtime leaves out', () => {
  const offending = WEB_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir))).flatMap((file) =>
    rootImportsOf(fs.readFileSync(file, 'utf8'))
      .filter((name) => rootOnly.has(name))
      .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
  );
  expect(offending).toEqual([]);
});
