// Back-in-stock alerts: a shopper leaves an email (or their browser's push subscription) on an out-of-stock product;
// when staff raise its stock above zero, one email or push message per waiting alert is queued (the job key makes each
// go out once) and the alert is marked sent. Push messages are the marketing service's to send (it holds the
// subscriptions and the keys): the queue hands each one over with a signed call.
import { HttpError, enqueueMail, trusted } from '@storefront/service-platform';
import { CATALOGUE_ADMIN_TEXTS, type BackInStockRequest } from '@storefront/shared-domain/admin';
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

/** The kind of the job that hands a push message to the marketing service. */
export const PUSH_NOTIFY_JOB = 'push.notify';

/** Stores a shopper's alert once per address (endpoint) and sku; 400 for an unknown sku, 409 when it is in stock. */
export async function requestBackInStockAlert(ctx: RouteContext, request: BackInStockRequest): Promise<void> {
  const product = await findBySku<AlertProduct>(ctx.models.Product, request.sku, ALERT_PROJECTION);
  if (!product) throw new HttpError(400, 'unknown_sku', `Unknown product: ${request.sku}`);
  if ((product.availableQuantity ?? 0) > 0) throw new HttpError(409, 'conflict', CATALOGUE_ADMIN_TEXTS.inStock);
  const { BackInStockAlert } = ctx.models;
  await BackInStockAlert.init();
  const skuKey = skuKeyOf(product.sku);
  const target = 'push' in request ? { endpoint: request.push.endpoint } : { email: request.email };
  const channel = 'push' in request ? 'push' : 'email';
  try {
    await BackInStockAlert.updateOne(
      { skuKey, ...target, state: 'waiting' },
      { $setOnInsert: { sku: product.sku, skuKey, channel, ...target, state: 'waiting' } },
      { upsert: true },
    ).exec();
  } catch (err) {
    // Two asks at once: the other one stored it.
    if ((err as { code?: unknown }).code !== 11000) throw err;
  }
}

/** The product page a variant is sold on (its family's page with the variant chosen), else its own. */
function productPath(product: AlertProduct): string {
  return product.relatedVariants?.find((r) => r.sku === product.sku)?.path ?? product.path ?? '/';
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

type WaitingAlert = { _id: unknown; email?: string; endpoint?: string };

/** Queues one alert's email or push message; the alert's id keys the job, so a repeated call queues nothing new. */
function queueAlert(ctx: RouteContext, alert: WaitingAlert, product: AlertProduct) {
  const key = `back-in-stock:${String(alert._id)}`;
  const path = productPath(product);
  if (alert.endpoint) {
    const title = `Back in stock: ${product.name}`.slice(0, 120);
    const message = { title, body: `${product.name} is back in stock: you asked us to tell you once.`, url: path };
    return ctx.queue.enqueue(PUSH_NOTIFY_JOB, { endpoint: alert.endpoint, message }, { key });
  }
  const link = `${ctx.publicOrigin.replace(/\/+$/, '')}${path}`;
  const message = { to: alert.email ?? '', subject: `Back in stock: ${product.name}`, text: alertText(product, link) };
  return enqueueMail(ctx.queue, message, key);
}

/** Queues the alerts waiting for a sku (after its stock rose above zero); answers how many were queued. */
export async function queueBackInStockAlerts(ctx: RouteContext, sku: string): Promise<number> {
  const { BackInStockAlert, Product } = ctx.models;
  const skuKey = skuKeyOf(sku);
  const waiting = await BackInStockAlert.find({ skuKey, state: 'waiting' }).lean<WaitingAlert[]>().exec();
  if (waiting.length === 0) return 0;
  const product = await Product.findOne({ 'search.skuKey': skuKey }, ALERT_PROJECTION).lean<AlertProduct>().exec();
  if (!product) return 0;
  let queued = 0;
  for (const alert of waiting) {
    await queueAlert(ctx, alert, product);
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
