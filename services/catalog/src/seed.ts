// Seeds the catalog database: products (with query fields), collection pages and the menu.
// Idempotent: when products exist, nothing is re-inserted and the existing list is returned.
import type { Connection } from 'mongoose';
import { catalogModels, ensureCatalogIndexes } from './models';
import { generateCatalogue, type SeedProduct } from './seed/catalogue';
import { buildCollections } from './seed/collections';
import { toProductDocs } from './seed/derive';
import { buildMenu } from './seed/menu';
import { upgradeOldFitment } from './admin/fitment';

export interface SeededProduct {
  sku: string;
  name: string;
  slug: string;
  category: string;
  price: number;
}

export interface SeedOptions {
  /** Multiplies the catalogue (benchmarks): 1 gives ~340 products, 40 about 13,000. */
  scale?: number;
}

const BATCH = 1000;

function collectionImages(products: readonly SeedProduct[]) {
  // First listed product of each collection in the default (sku pattern) order gives the collection image.
  const docs = toProductDocs(products.filter((p) => p.listed));
  const firstByCollection = new Map<string, { rank: number; image: string }>();
  docs.forEach((d) => {
    for (const key of d.collectionKeys) {
      const seen = firstByCollection.get(key);
      if (!seen || d.sortRank < seen.rank) firstByCollection.set(key, { rank: d.sortRank, image: d.imageUrl });
    }
  });
  return (handle: string) => firstByCollection.get(handle.toLowerCase())?.image ?? '';
}

export async function seed(connection: Connection, options: SeedOptions = {}): Promise<{ products: SeededProduct[] }> {
  const scale = options.scale ?? 1;
  const { Product, Collection, Menu } = catalogModels(connection);
  await ensureCatalogIndexes(connection);

  // Collections and menu come from the base catalogue; they are small, so they are upserted every time.
  const base = generateCatalogue(1);
  const collections = buildCollections(collectionImages(base));
  await Collection.bulkWrite(
    collections.map((c) => ({ replaceOne: { filter: { key: c.key }, replacement: c, upsert: true } })),
    { ordered: true },
  );
  await Menu.bulkWrite([
    { replaceOne: { filter: { key: 'main' }, replacement: { key: 'main', data: buildMenu(base) }, upsert: true } },
  ]);

  const projection = { _id: 0, sku: 1, name: 1, slug: 1, category: 1, price: 1 };
  const existing = await Product.find({}, projection).sort({ sortRank: 1 }).lean<SeededProduct[]>();
  if (existing.length > 0) {
    await upgradeOldFitment({ Product });
    return { products: existing };
  }

  const docs = toProductDocs(scale === 1 ? base : generateCatalogue(scale));
  for (let i = 0; i < docs.length; i += BATCH) {
    // Raw driver insert: the documents are complete and already shaped; casting 10k+ documents would only cost time.
    // JSON round trip: absent optional fields stay absent (the driver would store `undefined` as null).
    await Product.collection.insertMany(
      docs.slice(i, i + BATCH).map((d) => JSON.parse(JSON.stringify(d)) as typeof d),
      { ordered: true },
    );
  }
  return {
    products: [...docs]
      .sort((a, b) => a.sortRank - b.sortRank)
      .map(({ sku, name, slug, category, price }) => ({ sku, name, slug, category, price })),
  };
}

export { applyReviewScores } from './lib/review-scores';
