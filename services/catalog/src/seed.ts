// Seeds the catalog database: products (with query fields), collection pages and the menu.
// Idempotent: when products exist, nothing is re-inserted and the existing list is returned; staff edits are kept.
import type { Connection } from 'mongoose';
import { trusted } from '@storefront/service-platform';
import { catalogModels, ensureCatalogIndexes, type CatalogModels, type CollectionDoc } from './models';
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

/**
 * Collections and the menu come from the base catalogue and are small, so they are written on every start (a newer
 * seed's texts and images reach an existing database), except those staff have edited in the back office.
 */
async function seedCollectionsAndMenu(
  { Collection, Menu }: Pick<CatalogModels, 'Collection' | 'Menu'>,
  base: readonly SeedProduct[],
): Promise<void> {
  const edited = await Collection.find({ editedAt: trusted({ $exists: true }) }, { _id: 0 }).lean<CollectionDoc[]>();
  const editedTitles = new Map(edited.map((c) => [c.key, c.collection_page_title]));
  // A sub-collection staff renamed keeps its name in its parent's list and in the menu.
  const collections = buildCollections(collectionImages(base))
    .filter((c) => !editedTitles.has(c.key))
    .map((c) => ({
      ...c,
      subCollections: c.subCollections?.map((sub) => ({
        ...sub,
        title: editedTitles.get(`${c.key}/${sub.handle.toLowerCase()}`) ?? sub.title,
      })),
    }));
  if (collections.length > 0)
    await Collection.bulkWrite(
      collections.map((c) => ({ replaceOne: { filter: { key: c.key }, replacement: c, upsert: true } })),
      { ordered: true },
    );
  const menuEdited = (await Menu.countDocuments({ key: 'main', editedAt: trusted({ $exists: true }) })) > 0;
  if (!menuEdited)
    await Menu.bulkWrite([
      {
        replaceOne: {
          filter: { key: 'main' },
          replacement: { key: 'main', data: buildMenu(base, (handle) => editedTitles.get(handle.toLowerCase())) },
          upsert: true,
        },
      },
    ]);
}

export async function seed(connection: Connection, options: SeedOptions = {}): Promise<{ products: SeededProduct[] }> {
  const scale = options.scale ?? 1;
  const { Product, Collection, Menu } = catalogModels(connection);
  await ensureCatalogIndexes(connection);

  const base = generateCatalogue(1);
  await seedCollectionsAndMenu({ Collection, Menu }, base);

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
