// The variants[] rows a card with variant chips sends along (presenters' `toCard`), read only for those cards: one
// follow-up query when a listing has any. Reading the rows with every listing would make each listed document about a
// quarter larger (the vehicle finder's enclosures, which have no chips, included) for the few cards that use them.
import { trusted } from '@storefront/service-platform';
import type { ProductDoc, ProductModel } from '../models';

type Listed = Partial<ProductDoc> & { sku: string };

/** The docs, those with variant chips (childSkus) given their variants[] rows; the others as they are. */
export async function withVariantRows<T extends Listed>(Product: ProductModel, docs: readonly T[]): Promise<T[]> {
  const parents = docs.filter((d) => d.childSkus?.length).map((d) => d.sku);
  if (parents.length === 0) return [...docs];
  const rows = await Product.find({ sku: trusted({ $in: parents }) }, { _id: 0, sku: 1, variants: 1 })
    .lean<Array<Pick<ProductDoc, 'sku' | 'variants'>>>()
    .exec();
  const bySku = new Map(rows.map((r) => [r.sku, r.variants]));
  // A copy: listed documents may be shared with other requests (ListingReader).
  return docs.map((d) => (bySku.has(d.sku) ? { ...d, variants: bySku.get(d.sku) } : d));
}
