// What sits above the header (the sale banner, the countdown, the geo transit bar) comes from the marketing remote and
// the sale settings. Rendered after the first paint, it would push the whole page down (a layout shift of
// about 0.1 on every page). So the first render waits for them, for a short while at most: the gateway has already
// asked the browser to fetch them (services/gateway/src/boot.ts preloads), so they usually arrive with the shell's own
// scripts. A marketing remote that is slow or down costs at most the wait, then the page renders without them.
import { aboveHeaderModules, saleApi, type StorefrontStore } from '@storefront/shared-domain';
import type { RemoteRegistry } from '../remotes/registry';

/** The longest the first render waits for the frame above the header (ms). */
export const ABOVE_HEADER_MAX_WAIT_MS = 1200;

/**
 * Resolves once the sale settings and the modules above the header are loaded (or failed), and `headerParts` (the
 * header's own parts fetched at start: the category menus on a wide screen) have settled, or after `maxWaitMs`.
 */
export async function aboveHeaderReady(
  pathname: string,
  store: Pick<StorefrontStore, 'dispatch'>,
  registry: Pick<RemoteRegistry, 'load'>,
  maxWaitMs: number = ABOVE_HEADER_MAX_WAIT_MS,
  headerParts: ReadonlyArray<Promise<unknown>> = [],
): Promise<void> {
  const modules = aboveHeaderModules(pathname);
  if (!modules.length && !headerParts.length) return;
  const sale = modules.length ? store.dispatch(saleApi.endpoints.getSaleSettings.initiate()) : null;
  const ready = Promise.allSettled([
    ...(sale ? [sale] : []),
    ...modules.map((module) => registry.load('marketing', module)),
    ...headerParts,
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  try {
    await Promise.race([ready, waited]);
  } finally {
    clearTimeout(timer);
    // The banner's own query keeps the answer cached from here on.
    sale?.unsubscribe();
  }
}
