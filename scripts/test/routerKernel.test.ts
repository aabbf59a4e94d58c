import fs from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

// The browser gets react-router through config/web/routerKernel.js (the shared router singleton, issue 15): a name
// the code imports from 'react-router-dom' that the kernel does not export is undefined at run time in the built
// store while every jest test, which uses the real package, stays green. This check closes that gap.

const repoRoot = path.resolve(__dirname, '..', '..');
const KERNEL = path.join(repoRoot, 'config', 'web', 'routerKernel.js');
const WEB_SOURCES = [
  'shell/src',
  'mfe-catalog/src',
  'mfe-product/src',
  'mfe-cart/src',
  'mfe-account/src',
  'mfe-marketing/src',
  'shared-domain/src',
  'config/web',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from the router packages (`import type` and `type X` specifiers need nothing at run time). */
export function importedRouterNames(source: string): string[] {
  const names: string[] = [];
  const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g;
  for (const match of source.matchAll(importPattern)) {
    if (match[1]) continue;
    for (const specifier of match[2].split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function kernelExports(): string[] {
  const block = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(fs.readFileSync(KERNEL, 'utf8'));
  if (!block) throw new Error("config/web/routerKernel.js has no `export { ... } from 'react-router'`");
  return block[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('the router kernel', () => {
  it('exports every name the web code imports from react-router-dom', () => {
    const exported = new Set(kernelExports());
    const missing = WEB_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir))).flatMap((file) =>
      importedRouterNames(fs.readFileSync(file, 'utf8'))
        .filter((name) => !exported.has(name))
        .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('exports only names react-router has', () => {
    expect(kernelExports().filter((name) => !(name in reactRouter))).toEqual([]);
  });

  it('reads value imports and skips type-only ones', () => {
    expect(
      importedRouterNames(
        "import { Link, useNavigate as go, type Location } from 'react-router-dom';\nimport type { NavigateFunction } from 'react-router';",
      ),
    ).toEqual(['Link', 'useNavigate']);
  });
});
