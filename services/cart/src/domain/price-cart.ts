// The cart answer, priced for the viewer asking: every line is re-read from the catalog as that viewer sees it
// (dealers get dealer prices) and priced with the same shared rules as product cards, with the active sale.
import type { Viewer } from '@storefront/service-platform';
import {
  CART_COMPATIBILITY,
  ROUTES,
  cartDealerShipping,
  cartLinePricing,
  cartShippingCost,
  displaySku,
  isCartSubwoofer,
  isCartVehicleEnclosure,
  isCompatible,
  isFlagSet,
  isPreorderCartItem,
  isSubwooferCompatibleWithAll,
  roundMoney,
  suggestsSubwoofers,
  sumMoney,
} from '@storefront/shared-domain';
import type {
  Cart,
  CartCompatibility,
  CartIncompatibleSubwoofer,
  CartLineItem,
  CartSuggestion,
  SaleTerms,
} from '@storefront/shared-domain';
import type { CatalogProduct, ProductLookup } from '../clients/catalog';
import type { CartLineDoc } from '../models/cart';
import { skuKey } from './cart-writes';
import { unsafeWiringIn } from './check-wiring';

export interface PricingContext {
  viewer: Viewer;
  sale: SaleTerms | null;
  /** The catalog as the viewer sees it (throws when the catalog is unreachable). */
  lookup: ProductLookup;
}

/** A line with the product it was priced from (null: the catalog could not answer; the stored line is used). */
export interface PricedLine {
  line: CartLineDoc;
  product: CatalogProduct | null;
  item: CartLineItem;
}

/** CHOICE: the short title is the name before ' | ' (catalogue names read 'ZVX-12 D4 | 12" 3000 Watt ...'). */
export function shortTitleOf(name: string): string {
  const at = name.indexOf(' | ');
  return at > 0 ? name.slice(0, at) : name;
}

/** The option values of the sku in its variant family ('Impedance: Dual 4 Ohm'). */
function optionsOf(product: CatalogProduct): Array<{ name: string; value: string }> {
  const row = product.relatedVariants?.find((r) => skuKey(r.sku) === skuKey(product.sku));
  if (!row) return [];
  const pairs: Array<[string | null | undefined, string | null | undefined]> = [
    [row.variant_option_one_name, row.variant_option_one_value],
    [row.variant_option_two_name, row.variant_option_two_value],
    [row.variant_option_three_name, row.variant_option_three_value],
  ];
  return pairs.flatMap(([name, value]) => (name && value ? [{ name, value }] : []));
}

/** The stored line as a product, for pricing when the catalog cannot answer (no sale data: no sale). */
function storedAsProduct(line: CartLineDoc): CatalogProduct {
  return {
    sku: line.sku,
    name: line.name ?? line.sku,
    path: line.path,
    imageUrl: line.main_image,
    price: line.price,
    price_map: line.price_map,
    price_msrp: line.price_msrp,
    price_dealer: line.price_dealer,
    product_type: line.product_type,
    category: line.category,
    id: line.product_id,
  };
}

type CartLineVariant = NonNullable<CartLineItem['variant']>;

/** The product properties the fit label reads (fitConfidence); the line carries no others. */
const FIT_PROPERTY_KEYS = ['Make', 'Model', 'Start Year', 'End Year', 'Trim'] as const;

/** What the line's fit label needs from the catalog's product, only what the catalog has. */
function fitDataOf(product: CatalogProduct): Pick<CartLineVariant, 'properties' | 'vehicleFitment'> {
  const fit: Pick<CartLineVariant, 'properties' | 'vehicleFitment'> = {};
  const properties = FIT_PROPERTY_KEYS.flatMap((key) => {
    const value = product.properties?.[key];
    return typeof value === 'string' && value.trim() ? [[key, value] as const] : [];
  });
  if (properties.length > 0) fit.properties = Object.fromEntries(properties);
  const notes = product.vehicleFitment?.compatibilityNotes;
  if (typeof notes === 'string' && notes.trim()) fit.vehicleFitment = { compatibilityNotes: notes };
  return fit;
}

/** The catalog's pre-order flags as the line's variant carries them (no flags: not a pre-order). */
function preorderInfoOf(product: CatalogProduct): CartLineVariant['preorderInfo'] {
  const info = product.preorderInfo;
  return {
    is_pre_order_eligible: isFlagSet(info?.is_pre_order_eligible),
    is_pre_order_enabled: info?.is_pre_order_enabled ?? false,
  };
}

/**
 * The line's variant (spec 2 §3 'Cart line item'): each variant is its own sku, so it is the catalog's product,
 * priced as the line is (price_dealer only for dealers, as on the line). Without the catalog (product null) only what
 * the stored line knows; stock and pre-order flags are then left out rather than guessed.
 */
function variantOf(line: CartLineDoc, product: CatalogProduct | null, unitPrice: number, viewer: Viewer) {
  const source = product ?? storedAsProduct(line);
  const first = source.images?.[0];
  const url = source.imageUrl ?? first?.url ?? line.main_image;
  const variant: CartLineVariant = {
    sku: line.sku,
    price: unitPrice,
    price_dealer: viewer.isDealer ? unitPrice : null,
    images: (source.images ?? []).map((image) => image.url),
    metafields: product?.metafields ?? [],
  };
  if (url) variant.image = { url, altText: first?.altText || source.name };
  if (source.category) variant.category = source.category;
  if (product) Object.assign(variant, fitDataOf(product));
  if (product && typeof product.currentlyInStock === 'boolean') variant.currentlyInStock = product.currentlyInStock;
  if (product) variant.preorderInfo = preorderInfoOf(product);
  return variant;
}

/** One cart line priced for the viewer. */
export function priceLine(
  line: CartLineDoc,
  product: CatalogProduct | null,
  sale: SaleTerms | null,
  viewer: Viewer,
): CartLineItem {
  const source = product ?? storedAsProduct(line);
  const pricing = cartLinePricing(source, product ? sale : null, viewer);
  const name = source.name ?? line.sku;
  const item: CartLineItem = {
    sku: line.sku,
    displayed_sku: displaySku(line.sku),
    short_title: line.short_title ?? shortTitleOf(name),
    name,
    path: ROUTES.product.href(source.path ?? source.handle ?? source.slug ?? line.path),
    product_id: source.id ?? line.product_id ?? '',
    quantity: line.quantity,
    options: product ? optionsOf(product) : (line.options ?? []),
    child_products: product
      ? (product.bundleChildren ?? []).map((c) => ({ sku: c.sku, name: c.name, quantity: c.quantity }))
      : (line.child_products ?? []),
    main_image: source.imageUrl ?? source.images?.[0]?.url ?? line.main_image ?? '',
    price: pricing.unitPrice,
    price_map: roundMoney(source.price_map ?? 0),
    price_msrp: roundMoney(source.price_msrp ?? 0),
    price_dealer: viewer.isDealer ? pricing.unitPrice : null,
    total_line_discounts: roundMoney(pricing.unitDiscount * line.quantity),
    product_type: source.product_type ?? 'normal',
    is_pre_ordered_item: product ? isPreorderCartItem(product) : (line.is_pre_ordered_item ?? false),
    isCompatible: true,
    variant: variantOf(line, product, pricing.unitPrice, viewer),
  };
  if (product && typeof product.currentlyInStock === 'boolean') item.currentlyInStock = product.currentlyInStock;
  if (line.source) item.source = line.source;
  return item;
}

/** A subwoofer to add instead, priced as its card prices it for this viewer (the sale applied), as its line would be. */
function toSuggestion(product: CatalogProduct, viewer: Viewer, sale: SaleTerms | null): CartSuggestion {
  return {
    sku: product.sku,
    name: product.name,
    path: ROUTES.product.href(product.path ?? product.handle ?? product.slug),
    main_image: product.imageUrl ?? product.images?.[0]?.url ?? '',
    price: cartLinePricing(product, sale, viewer).unitPrice,
    price_map: product.price_map,
    price_msrp: product.price_msrp,
    price_dealer: viewer.isDealer ? (product.price_dealer ?? null) : null,
    product_type: product.product_type ?? 'normal',
  };
}

/**
 * Up to CART_COMPATIBILITY.maxSuggestions subwoofers that fit every vehicle-specific enclosure of the cart, not
 * already in it. Candidates are what the catalog sells with the enclosures this subwoofer does not fit (for an
 * enclosure: the subwoofers its chart ticks), one product lookup per candidate.
 */
async function suggestionsFor(
  enclosures: readonly CatalogProduct[],
  inCart: ReadonlySet<string>,
  ctx: PricingContext,
): Promise<CartSuggestion[]> {
  const candidates = [
    ...new Set(enclosures.flatMap((e) => e.frequentlyBoughtTogetherAssociations ?? []).map((s) => s.trim())),
  ].filter((sku) => sku && !inCart.has(skuKey(sku)));
  const suggestions: CartSuggestion[] = [];
  for (const sku of candidates) {
    if (suggestions.length >= CART_COMPATIBILITY.maxSuggestions) break;
    const product = await ctx.lookup(sku, ctx.viewer).catch(() => null);
    if (product && isCartSubwoofer(product) && isSubwooferCompatibleWithAll(product, enclosures)) {
      suggestions.push(toSuggestion(product, ctx.viewer, ctx.sale));
    }
  }
  return suggestions;
}

/**
 * Spec 1 'Cart compatibility hints', spec 2 §5: every subwoofer line is checked against every vehicle-specific
 * enclosure line with the shared isCompatible rule; a subwoofer that does not fit one is marked isCompatible false and
 * listed with the enclosures it does not fit and compatible subwoofers to add instead. Lines the catalog could not
 * describe are left out of the check (no chart to read).
 */
async function checkCompatibility(priced: PricedLine[], ctx: PricingContext): Promise<CartCompatibility> {
  const described = priced.filter((p): p is PricedLine & { product: CatalogProduct } => p.product !== null);
  const enclosures = described.filter((p) => isCartVehicleEnclosure(p.product));
  const subwoofers = priced.filter((p) => isCartSubwoofer(p.product ?? { sku: p.line.sku, category: p.line.category }));
  const inCart = new Set(priced.map((p) => skuKey(p.line.sku)));
  const incompatible: CartIncompatibleSubwoofer[] = [];
  for (const sub of subwoofers) {
    if (!sub.product) continue;
    const subwoofer = sub.product;
    const misfits = enclosures.filter((e) => !isCompatible(e.product, subwoofer));
    if (misfits.length === 0) continue;
    sub.item.isCompatible = false;
    incompatible.push({
      sku: sub.line.sku,
      name: sub.item.name,
      notCompatibleWith: misfits.map((e) => ({ sku: e.line.sku, name: e.item.name })),
      suggestions: await suggestionsFor(
        enclosures.map((e) => e.product),
        inCart,
        ctx,
      ),
    });
  }
  const unsafeWiring = unsafeWiringIn(priced.map((p) => ({ quantity: p.line.quantity, product: p.product })));
  return {
    suggestSubwoofers: suggestsSubwoofers(
      priced.map((p) => p.line.sku),
      subwoofers.length > 0,
    ),
    incompatible,
    ...(unsafeWiring ? { unsafeWiring } : {}),
  };
}

/** Prices the lines for the viewer; a line the catalog cannot answer for keeps its stored data. */
export async function priceLines(lines: readonly CartLineDoc[], ctx: PricingContext): Promise<PricedLine[]> {
  const products = await Promise.all(lines.map((l) => ctx.lookup(l.sku, ctx.viewer).catch(() => null)));
  return lines.map((line, i) => ({
    line,
    product: products[i],
    item: priceLine(line, products[i], ctx.sale, ctx.viewer),
  }));
}

/** Totals of priced lines, money rounded to cents; shipping by the viewer's rule (dealers: the dealer threshold). */
export function cartTotals(items: readonly CartLineItem[], viewer: Viewer) {
  const subTotal = sumMoney(items.map((i) => i.price * i.quantity));
  const discountsTotal = sumMoney(items.map((i) => i.total_line_discounts ?? 0));
  return {
    subTotal,
    discountsTotal,
    originalTotal: roundMoney(subTotal + discountsTotal),
    shippingTotal: cartShippingCost(subTotal, viewer),
  };
}

/** The cart answer (contract A). */
export async function presentCart(
  token: string | null,
  lines: readonly CartLineDoc[],
  ctx: PricingContext,
): Promise<Cart> {
  const priced = await priceLines(lines, ctx);
  const compatibility = await checkCompatibility(priced, ctx);
  const items = priced.map((p) => p.item);
  const totals = cartTotals(items, ctx.viewer);
  return {
    cart_token: token,
    items,
    ...totals,
    compatibility,
    hasPreorder: items.some((i) => i.is_pre_ordered_item === true),
    dealer: cartDealerShipping(totals.subTotal, ctx.viewer.isDealer),
  };
}
