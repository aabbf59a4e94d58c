// The cleanup the cart panel's tests share: the fetch double a test installed is put back and the bus the panel
// created is removed, so the next test starts from a page that never ran the remote.
import { BUS_GLOBAL_KEY } from '@storefront/shared-domain';
import type { FetchDouble } from '@storefront/testing';

/** After each test, restores the fetch double `api()` gives (if the test installed one) and removes the bus. */
export function restoreApiAndBusAfterEach(api: () => FetchDouble | undefined): void {
  afterEach(() => {
    api()?.restore();
    delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
  });
}
