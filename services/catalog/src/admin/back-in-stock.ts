// Back-in-stock alerts: a shopper leaves an email on an out-of-stock product; when staff raise its stock above zero,
// one email per waiting address is queued (the job key makes each go out once) and the alert is marked sent.
import { HttpError, enqueueMail, trusted } from '@storefront/service-platform';
import { CATALOGUE_ADMIN_TEXTS } from '@storefront/shared-domain/admin';
import type { RouteContext } from '../lib/context';
import type { ProductDoc } from '../models';
import { findBySku } from '../domain/find-product';
import { skuKeyOf } from './products';

type AlertProduct = Pick<ProductDoc, 'sku' | 'name' | 'path' | 'availableQuantity' | 'currentlyInStock'> & {
  relatedVariants?: Array<{ sku: string; path?: string | null }> | null;
};

const ALERT_PROJECTION = {
  _id: 0,
  sku: 1,
  name: 1,
  path: 1,
  availableQuantity: 1,
  currentlyInStock: 1,
  relatedVariants: 1,
} as const;

/** Stores a shopper's alert once per address and sku; 400 for an unknown sku, 409 when the product is in stock. */
export async function requestBackInStockAlert(ctx: RouteContext, sku: string, email: string): Promise<void> {
  const product = await findBySku<AlertProduct>(ctx.models.Product, sku, ALERT_PROJECTION);
  if (!product) throw new HttpError(400, 'unknown_sku', `Unknown product: ${sku}`);
  if ((product.availableQuantity ?? 0) > 0) throw new HttpError(409, 'conflict', CATALOGUE_ADMIN_TEXTS.inStock);
  const { BackInStockAlert } = ctx.models;
  await BackInStockAlert.init();
  const skuKey = skuKeyOf(product.sku);
  try {
    await BackInStockAlert.updateOne(
      { skuKey, email, state: 'waiting' },
      { $setOnInsert: { sku: product.sku, skuKey, email, state: 'waiting' } },
      { upsert: true },
    ).exec();
  } catch (err) {
    // Two asks at once: the other one stored it.
    if ((err as { code?: unknown }).code !== 11000) throw err;
  }
}

/** The product page a variant is sold on (its family's page with the variant chosen), else its own. */
function productLink(ctx: RouteContext, product: AlertProduct): string {
  const own = product.relatedVariants?.find((r) => r.sku === product.sku)?.path;
  return `${ctx.publicOrigin.replace(/\/+$/, '')}${own ?? product.path ?? '/'}`;
}

function alertText(product: AlertProduct, link: string): string {
  return [
    `Good news: ${product.name} is back in stock.`,
    '',
    `See it here: ${link}`,
    '',
    'You asked us to tell you once. You will not get this email again unless you ask again.',
  ].join('\n');
}

/** Queues the alerts waiting for a sku (after its stock rose above zero); answers how many were queued. */
export async function queueBackInStockAlerts(ctx: RouteContext, sku: string): Promise<number> {
  const { BackInStockAlert, Product } = ctx.models;
  const skuKey = skuKeyOf(sku);
  const waiting = await BackInStockAlert.find({ skuKey, state: 'waiting' }).lean().exec();
  if (waiting.length === 0) return 0;
  const product = await Product.findOne({ 'search.skuKey': skuKey }, ALERT_PROJECTION).lean<AlertProduct>().exec();
  if (!product) return 0;
  const link = productLink(ctx, product);
  let queued = 0;
  for (const alert of waiting) {
    const message = { to: alert.email, subject: `Back in stock: ${product.name}`, text: alertText(product, link) };
    await enqueueMail(ctx.queue, message, `back-in-stock:${String(alert._id)}`);
    const marked = await BackInStockAlert.updateOne(
      { _id: alert._id, state: 'waiting' },
      { $set: { state: 'sent', sentAt: new Date() } },
    ).exec();
    queued += marked.modifiedCount;
  }
  return queued;
}

/** How many addresses wait for each of these skus. */
export async function waitingAlertCount(ctx: RouteContext, skus: string[]): Promise<number> {
  return ctx.models.BackInStockAlert.countDocuments({
    skuKey: trusted({ $in: skus.map(skuKeyOf) }),
    state: 'waiting',
  }).exec();
}
