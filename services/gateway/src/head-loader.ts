import { httpSaleSource } from '@storefront/service-platform';
import type { SaleSource } from '@storefront/service-platform';
import type { HeadRenderer } from './page-head';

type HeadModule = {
  createHeadRenderer?: (
    catalogServiceUrl: string,
    options?: { saleSource?: SaleSource; marketingServiceUrl?: string; origin?: string },
  ) => HeadRenderer;
};

/**
 * OPTIONAL WIRING: the server-rendered head lives in ./head (`createHeadRenderer(catalogServiceUrl)`, owned by another
 * engineer). It is loaded when present; without it the gateway serves the shell's own head. A head module that fails
 * for any other reason (a missing dependency of its own, a syntax error) still fails loudly.
 */
export function loadHeadRenderer(
  catalogServiceUrl: string,
  marketingServiceUrl: string | undefined,
  /** The store's public origin (PUBLIC_ORIGIN, validated by the config): canonical links and JSON-LD use it. */
  publicOrigin: string | undefined,
  load: () => HeadModule = () => require('./head') as HeadModule, // eslint-disable-line @typescript-eslint/no-require-imports
): HeadRenderer | undefined {
  let mod: HeadModule;
  try {
    mod = load();
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'MODULE_NOT_FOUND' && /['"]\.\/head['"]/.test(e.message)) return undefined;
    throw err;
  }
  return mod.createHeadRenderer?.(catalogServiceUrl, {
    saleSource: marketingServiceUrl ? httpSaleSource(marketingServiceUrl) : undefined,
    marketingServiceUrl,
    origin: publicOrigin,
  });
}
