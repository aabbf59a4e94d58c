import type mongoose from 'mongoose';
import { createSeededRandom } from '@storefront/service-platform';
import type { SeedInput } from '@storefront/service-platform';
import { cartModels } from './models/cart';
import type { CartLineDoc } from './models/cart';
import { seedOrders } from './seed/orders';

/** Fixed demo cart token (21 characters) so a developer can set the cookie by hand and see a filled cart. */
export const DEMO_CART_TOKEN = 'demoCartToken00000001';

/**
 * Seeds a demo cart and the development accounts' past orders (idempotent: run it as often as you like).
 */
export async function seed(connection: mongoose.Connection, input: SeedInput): Promise<void> {
  await seedDemoCart(connection, input);
  await seedOrders(connection, input.products);
}

/**
 * One demo cart (token DEMO_CART_TOKEN) with a few products, so the cart views have something to show without
 * clicking. Shoppers get their own carts from POST /api/cartv2. Skips when any cart exists.
 */
async function seedDemoCart(connection: mongoose.Connection, input: SeedInput): Promise<void> {
  const { Cart } = cartModels(connection);
  await Cart.init();
  if (await Cart.exists({})) return;
  const products = input.products.filter((p) => p.sku && p.price > 0);
  if (products.length === 0) return;
  const rand = createSeededRandom('storefront-cart');
  const chosen = new Map<string, CartLineDoc>();
  const count = Math.min(3, products.length);
  while (chosen.size < count) {
    const p = rand.pick(products);
    if (chosen.has(p.sku)) continue;
    chosen.set(p.sku, {
      sku: p.sku,
      quantity: rand.int(1, 2),
      name: p.name,
      short_title: p.name,
      path: `/products/${p.slug}`,
      price: p.price,
      price_map: p.price,
      price_msrp: Math.round(p.price * 1.25 * 100) / 100,
      product_type: 'normal',
      addedAt: new Date('2026-11-18T15:00:00.000Z'),
    });
  }
  await Cart.create({ cart_token: DEMO_CART_TOKEN, items: [...chosen.values()], version: 0, ops: [] });
}
