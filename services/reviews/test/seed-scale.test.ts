import { startTestDatabase } from '@storefront/service-platform';
import { reviewModels } from '../src/models/review';
import { seed } from '../src/seed';

jest.setTimeout(120_000);

it('seeds at least 2,000 reviews at scale 1, deterministically', async () => {
  const products = Array.from({ length: 120 }, (_, i) => ({
    sku: `SKU-${i}`,
    name: `Product ${i}`,
    slug: `product-${i}`,
    category: ['car-subwoofers', 'car-amplifiers', 'loaded-subwoofer-enclosures', 'car-speakers', 'marine-audio'][
      i % 5
    ],
    price: 50 + i,
  }));
  const a = await startTestDatabase('reviews');
  const b = await startTestDatabase('reviews');
  try {
    await seed(a.connection, { products });
    await seed(b.connection, { products });
    const A = reviewModels(a.connection).Review;
    const B = reviewModels(b.connection).Review;
    expect(await A.countDocuments({})).toBeGreaterThanOrEqual(2000);
    const strip = (d: Record<string, unknown>) => {
      const { _id, ...rest } = d;
      void _id;
      return rest;
    };
    const first = (await A.find({}).sort({ reviewId: 1 }).limit(50).lean()).map(strip);
    const second = (await B.find({}).sort({ reviewId: 1 }).limit(50).lean()).map(strip);
    expect(first).toEqual(second);
    const skus = new Set((await A.find({}).select('sku').lean()).map((r) => r.sku));
    expect(skus.size).toBeGreaterThan(80);
  } finally {
    await a.stop();
    await b.stop();
  }
});
