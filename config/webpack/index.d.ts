import type { Configuration } from 'webpack';

export interface WebConfigOptions {
  /** Area name: 'shell', 'catalog', 'product', 'cart', 'account', 'marketing'. */
  name: string;
  /** Package directory (pass __dirname). */
  dir: string;
  /** Dev server port (shell 3000, remotes 3001-3005). */
  port: number;
  /** Exposed modules, e.g. { './CartPanel': './src/expose/CartPanel.tsx' }. */
  exposes?: Record<string, string>;
  /** The shell: no exposes, dev proxy to the gateway, same-origin API. */
  isHost?: boolean;
  /** Extra entries beside main that run without the shell (e.g. the cart embed script): plain bundles in production. */
  extraEntries?: Record<string, string | { import: string; filename?: string }>;
  /** Files copied as they are beside the extra entries: output name -> source, relative to `dir`. */
  extraFiles?: Record<string, string>;
  title?: string;
  /** Exposes every page that shows one of them shows all of: each group is one file (chunk named by the key). */
  loadedTogether?: Record<string, string[]>;
  /** Inline script for the document head, run before any bundle (the shell's theme pre-paint). */
  headScript?: string;
}

/** What version.json holds and what mf-manifest.json's metaData.buildInfo adds (commit, build). */
export interface BuildVersion {
  /** 'cart', 'shell'... */
  area: string;
  /** Package name: '@storefront/mfe-cart'. */
  name: string;
  /** Package version: '0.1.0'. */
  version: string;
  /** Short commit (STOREFRONT_BUILD_COMMIT, else git), 'dev' when unknown. */
  commit: string;
  /** '<version>+<commit>': '0.1.0+3f2c1ab'. */
  build: string;
}

/** One compilation, or (a production remote with extra entries) the federated one and one for its extra entries. */
export type WebConfigFactory = ((
  env?: Record<string, unknown>,
  argv?: { mode?: string },
) => Configuration | Configuration[]) & {
  webConfigOptions: WebConfigOptions;
};

export function createWebConfig(options: WebConfigOptions): WebConfigFactory;

export function createSharedConfig(packageDir: string): Record<string, Record<string, unknown>>;
export function sharedDomainShareConfig(version: string): {
  singleton: boolean;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
};
export function buildVersionOf(options: { area: string; dir: string; env?: NodeJS.ProcessEnv }): BuildVersion;
export function exposesProblems(
  area: string,
  exposed: readonly string[],
  contract: Record<string, readonly string[]>,
): string[];
export function loadShellContract(): Record<string, readonly string[]>;
export function containerName(name: string): string;
export const CONTAINER_PREFIX: string;
export const SINGLETONS: Record<string, string[]>;
/** Paths a dev server sends on to the gateway (what a page of the store asks its own origin for). */
export const STORE_ORIGIN_PATHS: readonly string[];
export const repoRoot: string;
