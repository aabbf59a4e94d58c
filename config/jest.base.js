// Shared jest settings: every package's jest.config.js builds on one of these two factories so
// TypeScript, JSX (Emotion runtime) and the workspace packages resolve the same way everywhere.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Tests run against the sources of workspace packages, so no build is needed before `jest`.
const workspaceSources = {
  '^@storefront/shared-domain$': path.join(repoRoot, 'shared-domain/src/index.ts'),
  '^@storefront/shared-domain/fit-tools$': path.join(repoRoot, 'shared-domain/src/fitTools.ts'),
  '^@storefront/shared-domain/admin$': path.join(repoRoot, 'shared-domain/src/admin.ts'),
  '^@storefront/shared-domain/runtime$': path.join(repoRoot, 'shared-domain/src/runtime.ts'),
  '^@storefront/ui$': path.join(repoRoot, 'ui/src/index.ts'),
  '^@storefront/service-platform$': path.join(repoRoot, 'services/platform/src/index.ts'),
  '^@storefront/embedded-mongo$': path.join(repoRoot, 'services/embedded-mongo/src/index.ts'),
};

// The JSX runtime as the builds have it (config/webpack/shared.js jsxKernelAliases): Emotion's behind the JSX kernel,
// which reaches Emotion's own under another name. Jest resolves that name as the package, with the environment's
// conditions, so the runtime's wrapper is the copy @emotion/react's root resolves to there.
const jsxRuntime = {
  '^@emotion/react/jsx-runtime$': path.join(__dirname, 'web', 'emotionJsxKernel.js'),
  '^storefront-emotion-jsx-build$': '@emotion/react/jsx-runtime',
};

// Packages published as ES modules only: Node 24 requires them natively, jest's CommonJS runtime needs them compiled.
const esmOnlyPackages = ['http-proxy-middleware', 'httpxy', 'is-plain-obj'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];

function nodeProject(dir, overrides = {}) {
  return {
    displayName: path.relative(repoRoot, dir),
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
    transformIgnorePatterns,
    moduleNameMapper: { ...workspaceSources, ...jsxRuntime },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    ...overrides,
  };
}

function webProject(dir, overrides = {}) {
  return {
    displayName: path.relative(repoRoot, dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    moduleNameMapper: {
      ...workspaceSources,
      ...jsxRuntime,
      '\\.(css|svg|png|jpg)$': path.join(__dirname, 'jest.file-stub.js'),
      // The remotes' one test helper (render with store/router/theme, fetch double): config/testing.
      '^@storefront/testing$': path.join(__dirname, 'testing/index.tsx'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.web-setup.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    ...overrides,
  };
}

module.exports = { nodeProject, webProject, repoRoot, swcTransform, workspaceSources };
