// Test fixtures of the product page's lower blocks (used by the *.test.tsx files only): an enclosure with a
// compatibility chart and two frequently bought products, at /products/sealed-box.
import { COMPATIBILITY_CHART_KEY, type ProductCard, type ProductDetail } from '@storefront/shared-domain';
import { TEST_PRODUCT } from '../reviews/testKit';

const card = (sku: string, name: string, slug: string): ProductCard => ({
  ...TEST_PRODUCT,
  id: sku,
  sku,
  name,
  slug,
  imageUrl: `https://img.test/${slug}.jpg`,
});

export const ENCLOSURE_WITH_LOWER_BLOCKS: ProductDetail = {
  ...TEST_PRODUCT,
  sku: 'SA-SEALED-12',
  name: 'Sealed 12" Enclosure',
  handle: 'sealed-box',
  slug: 'sealed-box',
  description: 'A sealed box for one 12" subwoofer.',
  metafields: [
    {
      key: COMPATIBILITY_CHART_KEY,
      value: { boxInfo: [{ title: 'Compatibility Chart', table: { EVL: '✓', SSX: '' } }] },
    },
  ],
  frequentlyBoughtTogether: [card('RP-1200.1D', 'RP-1200.1D Amplifier', 'rp'), card('SK-4GA', '4 Gauge Kit', 'kit')],
};

export const ENCLOSURE_PATH = '/api/products/by-handle/sealed-box';

type FailLog = { productChunkFailures?: string[] };

/**
 * For a `jest.mock` factory standing in for a chunk's module: throws the first time `name` is required in a test file
 * (the failed download), does nothing after (the retry fetches it).
 */
export function mockFailOnce(name: string): void {
  const log = globalThis as FailLog;
  if (log.productChunkFailures?.includes(name)) return;
  log.productChunkFailures = [...(log.productChunkFailures ?? []), name];
  throw new Error(`Loading chunk ${name} failed.`);
}

/** The chunks mockFailOnce has failed so far in this test file. */
export function failedChunks(): string[] {
  return (globalThis as FailLog).productChunkFailures ?? [];
}
