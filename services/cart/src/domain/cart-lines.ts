import { HttpError } from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import { QUANTITY_LIMITS, ROUTES, canAddToDealerCart, displaySku, isPreorderCartItem } from '@storefront/shared-domain';
import { CatalogUnavailableError } from '../clients/catalog';
import type { CatalogProduct, ProductLookup } from '../clients/catalog';
import type { CartLineDoc } from '../models/cart';
import { skuKey } from './cart-writes';

/** An item asked for (routes/schemas.ts `addItemSchema` parses it): only what the shopper chose. */
export interface AddItem {
  sku: string;
  quantity: number;
  /** Where the add came from (a short tag the page sends), kept on the line. */
  source?: string;
}

async function productFor(sku: string, lookupProduct: ProductLookup, viewer?: Viewer): Promise<CatalogProduct> {
  let product: CatalogProduct | null;
  try {
    product = await lookupProduct(sku, viewer);
  } catch (err) {
    if (err instanceof CatalogUnavailableError) {
      throw new HttpError(503, 'catalog_unavailable', 'The catalog is unavailable, please try again');
    }
    throw err;
  }
  if (!product) throw new HttpError(400, 'unknown_sku', `Unknown sku ${sku}`);
  return product;
}

/** A cart line built from the catalog's product: from the request only the quantity and where the add came from. */
function lineOf(product: CatalogProduct, item: AddItem): CartLineDoc {
  const line: CartLineDoc = {
    sku: product.sku,
    quantity: item.quantity,
    product_id: product.id,
    name: product.name,
    path: ROUTES.product.href(product.path ?? product.handle ?? product.slug) || undefined,
    main_image: product.imageUrl ?? product.images?.[0]?.url,
    price: product.price,
    price_map: product.price_map,
    price_msrp: product.price_msrp,
    price_dealer: product.price_dealer ?? null,
    product_type: product.product_type ?? 'normal',
    category: product.category,
    is_pre_ordered_item: isPreorderCartItem(product),
    addedAt: new Date(),
  };
  if (item.source) line.source = item.source;
  // Drop the fields the catalog did not give (undefined would be stored as null by the pipeline update).
  return Object.fromEntries(Object.entries(line).filter(([, v]) => v !== undefined)) as CartLineDoc;
}

/**
 * Turns requested items into cart lines built from the catalog (the same sku twice in one request is summed, capped
 * at the cart maximum). Unknown skus are a 400; an unreachable catalog a 503; for a dealer, an item not currently in
 * stock is a 409 (spec 2 §5: the dealer cart takes in-stock items only, whichever screen asks).
 */
export async function linesFor(
  items: readonly AddItem[],
  lookupProduct: ProductLookup,
  viewer?: Viewer,
): Promise<CartLineDoc[]> {
  const bySku = new Map<string, AddItem>();
  for (const item of items) {
    const prev = bySku.get(skuKey(item.sku));
    const quantity = Math.min((prev?.quantity ?? 0) + item.quantity, QUANTITY_LIMITS.cartMax);
    bySku.set(skuKey(item.sku), { ...(prev ?? item), quantity });
  }
  const wanted = [...bySku.values()];
  const products = await Promise.all(wanted.map((item) => productFor(item.sku, lookupProduct, viewer)));
  if (viewer?.isDealer) {
    const unavailable = products.filter((product) => !canAddToDealerCart(product));
    if (unavailable.length > 0) {
      const skus = unavailable.map((product) => displaySku(product.sku)).join(', ');
      throw new HttpError(409, 'not_in_stock', `Not in stock, so not for the dealer cart: ${skus}`);
    }
  }
  // The catalog also answers a sku's displayed form (FORD-2015-UP for the stored FORD-2009-UP): lines carry the stored
  // sku, so two forms of one product in a request are one line.
  const byProduct = new Map<string, CartLineDoc>();
  wanted.forEach((item, i) => {
    const line = lineOf(products[i], item);
    const prev = byProduct.get(skuKey(line.sku));
    if (prev) prev.quantity = Math.min(prev.quantity + line.quantity, QUANTITY_LIMITS.cartMax);
    else byProduct.set(skuKey(line.sku), line);
  });
  return [...byProduct.values()];
}
