import type mongoose from 'mongoose';
import { createSeededRandom } from '@storefront/service-platform';
import type { SeedProduct, SeededRandom } from '@storefront/service-platform';
import {
  SEED_ACCOUNTS,
  dealerFallbackPrice,
  dealerShippingCost,
  roundMoney,
  shippingCost,
  sumMoney,
} from '@storefront/shared-domain';
import type { OrderAddress, OrderStatus } from '@storefront/shared-domain';
import { orderModels } from '../models/order';
import type { OrderDoc, OrderLineDoc } from '../models/order';

type SeedAccountKind = keyof typeof SEED_ACCOUNTS;

const DAY_MS = 24 * 3600 * 1000;

/** The same people and addresses as the account service's development accounts (services/account/src/seed.ts). */
export const SEED_CUSTOMERS: Record<SeedAccountKind, OrderAddress> = {
  shopper: {
    first_name: 'Sam',
    last_name: 'Shopper',
    phone_number: '8135550142',
    address_line_1: '1200 Bayshore Blvd',
    city: 'Tampa',
    state_code: 'FL',
    zip_code: '33606',
    country_code: 'US',
  },
  dealer: {
    first_name: 'Dana',
    last_name: 'Dealer',
    phone_number: '7025550188',
    address_line_1: '4550 W Sunset Rd',
    city: 'Las Vegas',
    state_code: 'NV',
    zip_code: '89118',
    country_code: 'US',
  },
};

interface PastOrder {
  account: SeedAccountKind;
  status: OrderStatus;
  daysAgo: number;
}

/** Every account has a delivered (returnable), a shipped (fulfilled) and a paid order. */
const PAST_ORDERS: readonly PastOrder[] = [
  { account: 'shopper', status: 'delivered', daysAgo: 96 },
  { account: 'dealer', status: 'delivered', daysAgo: 61 },
  { account: 'shopper', status: 'delivered', daysAgo: 38 },
  { account: 'dealer', status: 'fulfilled', daysAgo: 6 },
  { account: 'shopper', status: 'fulfilled', daysAgo: 4 },
  { account: 'dealer', status: 'paid', daysAgo: 1 },
  { account: 'shopper', status: 'paid', daysAgo: 0 },
];

const HOUR_MS = 3600 * 1000;

/**
 * What a seeded order went through: placed and paid at once, shipped a day later by UPS, delivered three days after.
 * Seeded orders carry no provider payment (the provider's own database has no charge for them): staff cannot refund
 * them through the store.
 */
function lifecycleOf(status: OrderStatus, placedAt: Date, orderNumber: string, lines: OrderLineDoc[]) {
  const at = (hours: number) => new Date(placedAt.getTime() + hours * HOUR_MS);
  const history: NonNullable<OrderDoc['history']> = [
    { status: 'placed', at: placedAt },
    { status: 'paid', at: placedAt },
  ];
  if (status === 'paid') return { history };
  const trackingNumber = `1Z${orderNumber.slice(2)}0000000`;
  history.push({ status: 'fulfilled', at: at(24), note: `Shipped with UPS, tracking number ${trackingNumber}` });
  if (status === 'delivered') history.push({ status: 'delivered', at: at(96) });
  const shipment = {
    id: `sh_seed_${orderNumber}`,
    carrier: 'UPS' as const,
    trackingNumber,
    lines: lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
    shipped_at: at(24),
  };
  return { history, shipments: [shipment] };
}

function pickLines(rand: SeededRandom, products: readonly SeedProduct[], dealer: boolean): OrderLineDoc[] {
  const lines = new Map<string, OrderLineDoc>();
  const count = Math.min(rand.int(1, 3), products.length);
  while (lines.size < count) {
    const p = rand.pick(products);
    if (lines.has(p.sku)) continue;
    lines.set(p.sku, {
      sku: p.sku,
      name: p.name,
      // Dealers restock in several units and pay the dealer price (the seed's price is the catalogue's MAP).
      quantity: dealer ? rand.int(2, 6) : rand.int(1, 2),
      price: dealer ? dealerFallbackPrice(p.price) : roundMoney(p.price),
      path: `/products/${p.slug}`,
      return_requested: 0,
    });
  }
  return [...lines.values()];
}

/**
 * Past orders for the development shopper and dealer, so their order history has something to show without
 * checking out first. Order numbers come from a seeded random sequence, so seeding again inserts nothing new.
 */
export async function seedOrders(connection: mongoose.Connection, products: readonly SeedProduct[]): Promise<void> {
  const priced = products.filter((p) => p.sku && p.price > 0);
  if (priced.length === 0) return;
  const { Order } = orderModels(connection);
  await Order.init();
  const rand = createSeededRandom('storefront-orders');
  const now = Date.now();
  let orderNumber = 2_400_000 + rand.int(0, 99_999);
  for (const plan of PAST_ORDERS) {
    orderNumber += rand.int(40, 900);
    const dealer = plan.account === 'dealer';
    const lineItems = pickLines(rand, priced, dealer);
    const subTotal = sumMoney(lineItems.map((line) => line.price * line.quantity));
    const shippingTotal = dealer ? dealerShippingCost(subTotal) : shippingCost(subTotal);
    // CHOICE: the spec shows no tax rule and no order discounts, so seeded orders carry none.
    const discountsTotal = 0;
    const taxTotal = 0;
    const created_at = new Date(now - plan.daysAgo * DAY_MS - rand.int(1, 8) * 3600 * 1000);
    const shipped = plan.status !== 'paid';
    const order: OrderDoc = {
      account_id: SEED_ACCOUNTS[plan.account].account_id,
      order_number: `SA${orderNumber}`,
      status: plan.status,
      created_at,
      email: SEED_ACCOUNTS[plan.account].email,
      lineItems: shipped ? lineItems.map((l) => ({ ...l, shipped: l.quantity })) : lineItems,
      subTotal,
      discountsTotal,
      shippingTotal,
      taxTotal,
      final_total: roundMoney(subTotal - discountsTotal + shippingTotal + taxTotal),
      billingAddress: SEED_CUSTOMERS[plan.account],
      shippingAddress: SEED_CUSTOMERS[plan.account],
      version: 0,
      ...lifecycleOf(plan.status, created_at, `SA${orderNumber}`, lineItems),
    };
    await Order.updateOne({ order_number: order.order_number }, { $setOnInsert: order }, { upsert: true });
  }
}
