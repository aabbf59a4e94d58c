import fs from 'node:fs';
import path from 'node:path';
import * as emotionReact from '@emotion/react';
import * as reactRedux from 'react-redux';
import * as reactRouter from 'react-router';
import { jsxKernelAliases, kernelAliases, SINGLETON_KERNELS } from '../../config/webpack/shared';

// The browser gets react-router, react-redux and @emotion/react's root through their kernels in config/web (the
// shared singletons cut down to what is used): a name the code imports that its kernel does not export is
// undefined at run time in the built store while every jest test, which uses the real packages, stays green. This
// check closes that gap, for our code and for the packages that import them (RTK Query's React hooks).

const repoRoot = path.resolve(__dirname, '..', '..');
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

/** Each kernel: the import specifiers it stands for, the packages' own modules that import them, the real exports. */
const KERNELS: Record<string, { specifiers: string[]; dependents: string[]; real: object }> = {
  'react-router-dom': { specifiers: ['react-router-dom', 'react-router'], dependents: [], real: reactRouter },
  'react-redux': {
    specifiers: ['react-redux'],
    // The ES module build webpack bundles for the browser (the package's "import" condition).
    dependents: [
      path.join(
        path.dirname(require.resolve('@reduxjs/toolkit/package.json')),
        'dist/query/react/rtk-query-react.modern.mjs',
      ),
    ],
    real: reactRedux,
  },
  '@emotion/react': { specifiers: ['@emotion/react'], dependents: [], real: emotionReact },
};

/**
 * The code a browser runs: not tests, nor the helpers only tests import (test/, testing/, test kits), nor the shell's
 * server entry (server/: its build resolves the real packages, config/webpack/server.js).
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'test', 'testing', 'server'].includes(entry.name) ? [] : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/(\.test\.tsx?|[tT]estKit\.ts)$/.test(entry.name) ? [full] : [];
  });
}

/** Per kernel, what the browser's code and the packages that depend on it import from it (file: name). */
function importsOf(name: string): { file: string; imported: string }[] {
  const kernel = KERNELS[name];
  return [...WEB_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir))), ...kernel.dependents]
    .filter((file) => file !== SINGLETON_KERNELS[name].import)
    .flatMap((file) =>
      importedNames(fs.readFileSync(file, 'utf8'), kernel.specifiers).map((imported) => ({ file, imported })),
    );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value names imported from `specifiers` (`import type` and `type X` specifiers need nothing at run time). */
export function importedNames(source: string, specifiers: string[]): string[] {
  const from = specifiers.map(escape).join('|');
  const importPattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"](?:${from})['"]`, 'g');
  const names: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    if (match[1]) continue;
    for (const specifier of match[2].split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function kernelExports(name: string): string[] {
  const file = SINGLETON_KERNELS[name].import;
  const block = /export\s*\{([^}]*)\}\s*from\s*'[^']+'/.exec(fs.readFileSync(file, 'utf8'));
  if (!block) throw new Error(`${path.relative(repoRoot, file)} has no \`export { ... } from '...'\``);
  return block[1]
    .split(',')
    .map((exported) => exported.trim())
    .filter(Boolean);
}

describe('the singleton kernels', () => {
  it('cover every shared singleton that has one', () => {
    expect(Object.keys(SINGLETON_KERNELS).sort()).toEqual(Object.keys(KERNELS).sort());
  });

  it.each(Object.keys(KERNELS))('%s: its kernel exports every name imported from it', (name) => {
    const exported = new Set(kernelExports(name));
    const missing = importsOf(name)
      .filter(({ imported }) => !exported.has(imported))
      .map(({ file, imported }) => `${path.relative(repoRoot, file)}: ${imported}`);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(KERNELS))(
    '%s: its kernel exports nothing the code does not import (each name is shipped)',
    (name) => {
      const imported = new Set(importsOf(name).map((entry) => entry.imported));
      expect(kernelExports(name).filter((exported) => !imported.has(exported))).toEqual([]);
    },
  );

  it.each(Object.entries(KERNELS))('%s: its kernel exports only names the package has', (name, kernel) => {
    expect(kernelExports(name).filter((exported) => !(exported in kernel.real))).toEqual([]);
  });

  it('reads value imports, over several lines too, and skips type-only ones', () => {
    expect(
      importedNames(
        "import {\n  Link,\n  useNavigate as go,\n  type Location,\n} from 'react-router-dom';\nimport type { NavigateFunction } from 'react-router';",
        ['react-router-dom', 'react-router'],
      ),
    ).toEqual(['Link', 'useNavigate']);
  });
});

// The JSX runtime is Emotion's behind the JSX kernel (config/web/emotionJsxKernel.js), which reaches Emotion's own
// under another name. That file must be the build whose wrapper shares its cache and theme contexts with the build of
// @emotion/react's root the same build uses, or an element taking Emotion's way reads a context nobody provides.
describe('the JSX kernel: Emotion’s runtime it falls back to', () => {
  const emotionDir = path.dirname(require.resolve('@emotion/react/package.json'));
  /** The module of Emotion's element (its contexts) that a built file imports. */
  const elementModuleOf = (file: string) =>
    path.basename(/from '[./]+(?:dist\/)?(emotion-element-[^']+)'/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '');
  const rootBuild = {
    browser: (dev: boolean) => `emotion-react.browser${dev ? '.development' : ''}.esm.js`,
    node: (dev: boolean) => `emotion-react${dev ? '.development' : ''}.esm.js`,
  };

  it.each([
    ['browser', false],
    ['browser', true],
    ['node', false],
    ['node', true],
  ] as const)('%s build (development: %s): the kernel, over the runtime of the root’s contexts', (platform, dev) => {
    const aliases: Record<string, string> = jsxKernelAliases(platform, dev);
    expect(aliases['@emotion/react/jsx-runtime$']).toBe(path.join(repoRoot, 'config/web/emotionJsxKernel.js'));
    const runtime = aliases['storefront-emotion-jsx-build$'];
    const element = elementModuleOf(runtime);
    expect(element).toMatch(/^emotion-element-/);
    expect(element).toBe(elementModuleOf(path.join(emotionDir, 'dist', rootBuild[platform](dev))));
  });

  it('is what the web builds alias Emotion’s JSX runtime to', () => {
    expect(kernelAliases(false)).toEqual(expect.objectContaining(jsxKernelAliases('browser', false)));
  });
});
