// The orders a listing can be asked in: the stored ones the database sorts by, and the price the viewer sees.
import { cartLinePricing, type CartPricedProduct, type SaleTerms } from '@storefront/shared-domain';
import type { SortOrder } from 'mongoose';

/** The orders a listing can be asked in (`sort=`). */
export const SORTS = ['default', 'price-asc', 'price-desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export type PriceSort = Extract<Sort, 'price-asc' | 'price-desc'>;
export const isPriceSort = (sort: Sort): sort is PriceSort => sort === 'price-asc' || sort === 'price-desc';

/** Orders the database gives itself. The price sorts are by the price the viewer sees (`viewerPriceOrder`). */
export const SORT_ORDERS: Record<Exclude<Sort, PriceSort>, Record<string, SortOrder>> = {
  default: { sortRank: 1 },
  rating: { 'rating.avg_rating': -1, sortRank: 1 },
};

/** What the shared card pricing reads of a product (the same fields the cards and the cart price from). */
export const PRICE_FIELDS = [
  'sku',
  'price',
  'price_map',
  'price_msrp',
  'compareAtPrice',
  'price_dealer',
  'currentlyInStock',
  'preorderInfo',
  'isDailyDeal',
  'tpa_wh',
  'lv_wh',
  'isBundle',
  'bundleNormalPrice',
] as const satisfies ReadonlyArray<keyof CartPricedProduct>;

/**
 * The skus of a listing in the order of the price each card shows the viewer (`cartLinePricing`: the dealer price for
 * dealers, the sale price for shoppers when the sale applies to that product, else the price), ties in the default
 * order. The sale changes prices per product, so no stored field sorts by it: the listing's prices are read and sorted.
 */
export function viewerPriceOrder(
  rows: ReadonlyArray<CartPricedProduct & { sortRank: number }>,
  sort: PriceSort,
  sale: SaleTerms | null,
  dealer: boolean,
): string[] {
  const direction = sort === 'price-asc' ? 1 : -1;
  return rows
    .map((row) => ({
      sku: row.sku,
      rank: row.sortRank,
      price: cartLinePricing(row, sale, { isDealer: dealer }).unitPrice,
    }))
    .sort((a, b) => direction * (a.price - b.price) || a.rank - b.rank)
    .map((row) => row.sku);
}
