import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * Files whose name must always be revalidated: they point at the hashed files of the current build (the cart's
 * embed loader, `cart-embed.js`: a pinned version's is revalidated too, so each load by an integrator's page reaches
 * the gateway, which records it for `prune`; the stable /embed/cart.js is embed-assets.ts's).
 */
const ENTRY_FILES = new Set([
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'cart-embed.js',
  'index.html',
  'remotes.json',
]);
/** `[name].[contenthash:8].js`, `[name].[contenthash:8].chunk.js`, `assets/[name].[contenthash:8][ext]`. */
const HASHED = /[.-][0-9a-f]{8,}(\.chunk)?\.[a-z0-9]+(\.map)?$/i;

export function cacheControlFor(filePath: string): string {
  // A precompressed copy ('remoteEntry.js.br') is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (HASHED.test(name)) return IMMUTABLE;
  return NO_CACHE;
}
