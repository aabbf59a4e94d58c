// @storefront/testing (jest moduleNameMapper in config/jest.base.js, tsconfig paths in each remote): the one test
// helper of the remotes (core.tsx), with the doubles of a few browser pieces and the back office's kit.
import { BUS_GLOBAL_KEY } from '@storefront/shared-domain';
import type { FetchDouble } from './core';

export * from './core';
export { DrivenObserver, installDrivenObserver } from './drivenObserver';
export { chunkLoadAttempts, failNextChunkLoad, loadedChunks, mockChunkLoad, mockRequireChunk } from './chunkLoads';
export { setViewport } from './viewport';
export {
  renderOnServerThenHydrate,
  type PagePrefetch,
  type ServerThenHydrate,
  type ServerThenHydrateOptions,
} from './ssr';
export { CARD_FIELDS_CONFIG, installCardFieldsDouble, type CardFieldsDouble } from './cardFields';

/**
 * After each test, the fetch double `api()` gives (if the test installed one) is put back and the bus the page created
 * is removed, so the next test starts from a page that never ran the remote.
 */
export function restoreApiAndBusAfterEach(api: () => FetchDouble | undefined): void {
  afterEach(() => {
    api()?.restore();
    delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
  });
}
export { adminPageOf, renderBackOffice, staffSession, type BackOfficeOptions } from './admin';
