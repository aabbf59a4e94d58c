import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-account', 'mfe-cart', 'mfe-catalog', 'mfe-marketing', 'mfe-product'];
const WEB = ['shell', ...REMOTES];
const SERVICES = 'services';

/**
 * The rooms of the repository, checked on every import: a remote reaches no other remote, the shell or a service (it
 * composes through Module Federation and talks to services over HTTP); the shell reaches no remote's source; a service
 * reaches no web package; shared-domain reaches none of them, and the ui package (above shared-domain) none of its users.
 */
function roomZones() {
  const zones = REMOTES.map((remote) => ({
    target: `./${remote}/src`,
    from: [...WEB.filter((other) => other !== remote).map((other) => `./${other}/src`), `./${SERVICES}`],
    message: 'A remote composes others through Module Federation and calls services over HTTP, never by import.',
  }));
  zones.push(
    {
      target: './shell/src',
      from: [...REMOTES.map((remote) => `./${remote}/src`), `./${SERVICES}`],
      message: 'The shell loads remotes through Module Federation and calls services over HTTP, never by import.',
    },
    {
      target: `./${SERVICES}`,
      from: [...WEB.map((pkg) => `./${pkg}`), './ui'],
      message: 'A service never imports web code.',
    },
    {
      target: './shared-domain/src',
      from: [...WEB.map((pkg) => `./${pkg}`), `./${SERVICES}`, './ui'],
      message: 'shared-domain is the bottom layer: it imports none of its users.',
    },
    {
      target: './ui/src',
      from: [...WEB.map((pkg) => `./${pkg}`), `./${SERVICES}`],
      message: 'The ui package sits under the web packages: it imports none of its users.',
    },
  );
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/.artifacts/**',
      'e2e/.remotes/**',
      '**/@mf-types/**',
      '**/.remote-types/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        window: 'readonly',
        global: 'writable',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import cycles make load order matter and hide tangled responsibilities: none, in any package's source.
    files: ['**/src/**/*.{ts,tsx}', 'config/**/*.{js,ts}', 'scripts/**/*.{mjs,ts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.base.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: roomZones() }],
    },
  },
  {
    // Page weight: the browser packages style with Emotion's `css` prop only; @emotion/styled would add
    // 4.6 KB to the first load of every page a remote using it is on.
    files: ['shell/src/**', 'mfe-*/src/**', 'shared-domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@emotion/styled', message: "Use Emotion's css prop (page weight, README)." }] },
      ],
    },
  },
  {
    // The ui primitives are pure and bundled by each importer (config/webpack/shared.js): React, Emotion's css prop and
    // shared-domain's root only, never its runtime entry (a shared module) or any other package; react-hook-form for
    // the form fields' types; react-router-dom for the breadcrumb's links (a shared singleton of every remote,
    // config/webpack/shared.js, so its Link is the page's own router's); the back-office kit (ui/src/admin) also reads
    // shared-domain's admin entry and the primitives beside it.
    files: ['ui/src/**'],
    ignores: ['ui/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!(react|@emotion/react|@storefront/shared-domain|@storefront/shared-domain/admin|react-hook-form|react-router-dom)$|\\.\\.?/)',
              message:
                "The ui package imports only react, @emotion/react, react-hook-form, react-router-dom, shared-domain's root and its admin entry.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
