// The head of a product page: its one canonical address per variant, the price a shopper sees (sale applied), and a
// schema.org Product with the availability the page's button offers.
import {
  cartLinePricing,
  defaultVariant,
  displaySku,
  productPageAvailability,
  ROUTES,
  type ProductDetail,
} from '@storefront/shared-domain';
import { clip, type HeadData } from './markup';
import type { HeadContext, Rendered } from './head-context';
import type { Crumb } from './json-ld';

/**
 * Canonical address of a product page: the handle as the catalogue spells it, plus `?sku=` only when the answer is
 * not the handle's default variant (the one the page shows without a query), so every variant has one address and
 * the default has the plain one.
 */
function productCanonical(ctx: HeadContext, handle: string, p: ProductDetail): { url: string; path: string } {
  const sameHandle = (h: string | null | undefined) => !!h && h.toLowerCase() === handle.toLowerCase();
  const related = p.relatedVariants ?? [];
  const spelled = [p.handle, p.slug, p.parentVariant?.slug, ...related.map((r) => r.site_handle)].find(sameHandle);
  const path = ctx.productPath(spelled ?? handle);
  const selected = p.selectedVariant ?? p.sku;
  const familyDefault = defaultVariant(related, handle);
  const isDefault = familyDefault
    ? familyDefault.sku.toUpperCase() === selected.toUpperCase()
    : sameHandle(p.handle) || sameHandle(p.slug);
  return { url: `${ctx.origin}${ROUTES.product.href(path, { sku: isDefault ? null : selected })}`, path };
}

/** What the page's button offers (spec 1 §2 "Product page availability reads in stock, out of stock or preorder"). */
function schemaAvailability(p: ProductDetail): string {
  const offered = productPageAvailability(p).kind;
  return offered === 'add-to-cart'
    ? 'https://schema.org/InStock'
    : offered === 'pre-order'
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/OutOfStock';
}

function productJsonLd(p: ProductDetail, offer: { url: string; price: string }, image: string | undefined) {
  const sku = displaySku(p.sku);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku,
    mpn: sku,
    description: clip(p.description || p.seo_description, 1000),
    image: image ? [image] : undefined,
    brand: { '@type': 'Brand', name: p.vendor },
    category: p.websiteCollectionsRow?.collection_page_title ?? p.category,
    offers: {
      '@type': 'Offer',
      url: offer.url,
      priceCurrency: 'USD',
      price: offer.price,
      availability: schemaAvailability(p),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (p.upc && /^\d{12}$/.test(p.upc)) product.gtin12 = p.upc;
  const rating =
    p.reviewScoreAndCounts ?? (p.rating ? { count: p.rating.count, avgScore: p.rating.avg_rating } : undefined);
  if (rating && rating.count > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(rating.avgScore).toFixed(1),
      reviewCount: rating.count,
      bestRating: 5,
    };
  }
  return product;
}

function productCrumbs(ctx: HeadContext, p: ProductDetail, canonical: string): Crumb[] {
  const crumbs = [ctx.home];
  if (p.breadCrumbLevel1Title && p.breadCrumbLevel1Path)
    crumbs.push({ name: p.breadCrumbLevel1Title, url: ctx.abs(p.breadCrumbLevel1Path)! });
  if (p.breadCrumbLevel2Title && p.breadCrumbLevel2Path)
    crumbs.push({ name: p.breadCrumbLevel2Title, url: ctx.abs(p.breadCrumbLevel2Path)! });
  crumbs.push({ name: p.name, url: canonical });
  return crumbs;
}

export async function productHead(ctx: HeadContext, handle: string, variant?: string): Promise<Rendered> {
  const query = variant ? `?${new URLSearchParams({ variant }).toString()}` : '';
  const p = await ctx.getJson<ProductDetail>(`/api/products/by-handle/${encodeURIComponent(handle)}${query}`);
  const { url: canonical, path: canonicalPath } = productCanonical(ctx, handle, p);
  const image = ctx.abs(p.images?.[0]?.url ?? p.imageUrl);
  // The price a shopper sees on the page and pays (the sale applied by the card's own rule).
  const sale = ctx.saleSource ? await ctx.saleSource() : null;
  const price = cartLinePricing(p, sale, { isDealer: false }).unitPrice.toFixed(2);
  const head: HeadData = {
    title: `${p.seo_title || p.name} | ${ctx.siteName}`,
    description: clip(p.seo_description || p.description || p.name),
    canonical,
    image,
    ogType: 'product',
    siteName: ctx.siteName,
    extraMeta: [
      ['product:price:amount', price],
      ['product:price:currency', 'USD'],
    ],
    jsonLd: ctx.jsonLd(productCrumbs(ctx, p, canonical), productJsonLd(p, { url: canonical, price }, image)),
  };
  return { head, status: 200, cacheable: true, canonicalPath };
}
