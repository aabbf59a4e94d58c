import type mongoose from 'mongoose';
import type { SeedInput } from '@storefront/service-platform';
import { cartModels } from './models/cart';
import { seedOrders } from './seed/orders';

/**
 * The fixed token of the demo cart earlier seeds created. Anyone could read and fill a cart with a known token,
 * so seeding removes it from databases seeded before; no cart is seeded any more.
 */
const FORMER_DEMO_CART_TOKEN = 'demoCartToken00000001';

/**
 * Seeds the development accounts' past orders (idempotent: run it as often as you like). No cart is seeded: a
 * shopper's cart comes from POST /api/cartv2 and is reached only through its random token or the shopper's account.
 */
export async function seed(connection: mongoose.Connection, input: SeedInput): Promise<void> {
  const { Cart } = cartModels(connection);
  await Cart.init();
  await Cart.deleteOne({ cart_token: FORMER_DEMO_CART_TOKEN, account_id: null });
  await seedOrders(connection, input.products);
}
