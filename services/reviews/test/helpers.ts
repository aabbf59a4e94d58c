import { asSameSiteBrowser, startTestDatabase } from '@storefront/service-platform';
import type { SeedInput, SeedProduct, TestDatabase } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { seed } from '../src/seed';

/** A catalogue product with no reviewable fitment, in every test catalogue. */
export const AMPLIFIER: SeedProduct = {
  sku: 'SK-AMP-2000',
  name: '2000W Mono Amplifier',
  slug: 'amp-2000',
  category: 'car-amplifiers',
  price: 249,
};

/**
 * One embedded database per test file, seeded with reviews of the given products, and the reviews app on it as the
 * store's pages call it.
 */
export function setUpSeededReviews(
  area: string,
  input: SeedInput,
): { db: TestDatabase; app: ReturnType<typeof asSameSiteBrowser> } {
  const state = {
    db: undefined as unknown as TestDatabase,
    app: undefined as unknown as ReturnType<typeof asSameSiteBrowser>,
  };
  beforeAll(async () => {
    state.db = await startTestDatabase(area);
    state.app = asSameSiteBrowser(createApp({ connection: state.db.connection }));
    await seed(state.db.connection, input);
  });
  afterAll(async () => {
    await state.db?.stop();
  });
  return state;
}
