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
  /** Extra entries beside main (e.g. the cart embed script). */
  extraEntries?: Record<string, string | { import: string; filename?: string }>;
  title?: string;
  /** Inline script for the document head, run before any bundle (the shell's theme pre-paint). */
  headScript?: string;
}

export function createWebConfig(
  options: WebConfigOptions,
): (env?: Record<string, unknown>, argv?: { mode?: string }) => Configuration;

export function createSharedConfig(packageDir: string): Record<string, Record<string, unknown>>;
export function containerName(name: string): string;
export const CONTAINER_PREFIX: string;
export const SINGLETONS: Record<string, string[]>;
export const repoRoot: string;
