// What a card shows for its chosen variant chip: the variant's own prices and stock, priced by the shared rules the
// product page uses (productPriceLines), and 'From' when the card shows the lowest of its variants' prices.
import {
  productPriceLines,
  productSaleDiscount,
  withVariantRow,
  type PriceLine,
  type PriceLineKind,
  type ProductCard,
  type ProductVariant,
} from '@storefront/shared-domain';
import type { Viewer } from '../viewer/useViewer';

/**
 * A card as the catalog answers it: a card with variant chips carries its family's variants[] rows (each priced for
 * the viewer). The shared ProductCard type does not list them yet.
 */
export type CardProduct = ProductCard & { variants?: ProductVariant[] };

const sameSku = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The product as shown for a chip: the chip's variants[] row laid over it (shared withVariantRow, as the product page
 * lays a variant over while it loads). No chip, or no row for it: the product itself.
 */
export function productForChip(product: CardProduct, sku: string | null): CardProduct {
  const row = sku ? product.variants?.find((v) => sameSku(v.sku, sku)) : undefined;
  return row ? withVariantRow(product, row) : product;
}

/** The sale discount of what the card shows (0 when none), by the shared sale rule. */
export const cardSaleDiscount: (shown: CardProduct, viewer: Viewer) => number = productSaleDiscount;

/** The price lines of what the card shows. */
export const cardPriceLines: (shown: CardProduct, viewer: Viewer) => PriceLine[] = productPriceLines;

/**
 * CHOICE (the spec has no wording): the line the shopper pays reads 'From' ('From $240.99'); a labelled line keeps its
 * label ('Sale Price from:', 'Dealer from:').
 */
export const FROM_LABELS: Readonly<Partial<Record<PriceLineKind, string>>> = {
  price: 'From',
  sale: 'Sale Price from:',
  dealer: 'Dealer from:',
  preorder: 'Pre-order Price from:',
  'bundle-special': 'Special Price from',
};

const payable = (lines: readonly PriceLine[]) => lines[lines.length - 1]?.amount ?? 0;

/**
 * True when the card, with no chip chosen, shows the lowest of its variants' prices (a variant parent is priced at
 * its cheapest child) and the variants' prices differ: the price is only where they start.
 */
export function showsLowestVariantPrice(product: CardProduct, lines: readonly PriceLine[], viewer: Viewer): boolean {
  const rows = product.variants ?? [];
  if (rows.length < 2) return false;
  const amounts = rows.map((row) => payable(cardPriceLines(productForChip(product, row.sku), viewer)));
  return new Set(amounts).size > 1 && payable(lines) === Math.min(...amounts);
}

/** The lines with the paid one reading 'From'. */
export function withFromLabel(lines: readonly PriceLine[]): PriceLine[] {
  return lines.map((line, i) =>
    i === lines.length - 1 ? { ...line, label: FROM_LABELS[line.kind] ?? `${line.label} from` } : line,
  );
}
