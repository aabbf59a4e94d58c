// Order placement (issue 11, contract C): re-price on the server, reserve stock in the catalog (all or nothing),
// charge, record the order, empty the cart. Any failure leaves the cart and the stock as they were.
import { createHash, randomInt } from 'node:crypto';
import { HttpError } from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import { CHECKOUT_TEXTS, isDonationSku, roundMoney, shippingMethodPrice } from '@storefront/shared-domain';
import type { OrderAddress, PlaceOrderResponse, SaleTerms } from '@storefront/shared-domain';
import { CatalogUnavailableError } from '../catalog-client';
import type { CatalogProduct, ProductLookup } from '../catalog-client';
import { PaymentUnavailableError } from '../lib/payments';
import type { ChargeRequest, PaymentProvider } from '../lib/payments';
import { SavedCardsUnavailableError } from '../lib/saved-cards';
import type { SavedCardSource } from '../lib/saved-cards';
import { StockUnavailableError } from '../lib/stock-client';
import type { StockReserver } from '../lib/stock-client';
import type { CartDoc, CartModels } from '../models/cart';
import type { OrderDoc, OrderModels } from '../models/order';
import type { CheckoutAddressBody, PlaceOrderBody } from '../routes/schemas';
import { toOrder } from './orders';
import { cartTotals, priceLine } from './price-cart';
import type { CartViewer } from './resolve-viewer-cart';
import { resolveViewerCart } from './resolve-viewer-cart';

export interface CheckoutDeps {
  carts: CartModels['Cart'];
  orders: OrderModels['Order'];
  /** The catalog, uncached: an order is priced from what the catalog says now. */
  lookupProduct: ProductLookup;
  saleSource: () => Promise<SaleTerms | null>;
  stock: StockReserver;
  payments: PaymentProvider;
  savedCards: SavedCardSource;
}

export interface PlaceOrderRequest {
  viewer: Viewer;
  cartViewer: CartViewer;
  input: PlaceOrderBody;
  /** The Idempotency-Key with its scope: names the stock reservation and the charge, so a re-run takes neither twice. */
  operationId: string;
}

/** New order numbers: 'SA' and 7 digits, above the seeded history's range. */
const ORDER_NUMBER_RANGE = { min: 5_000_000, max: 9_999_999 } as const;
const ORDER_NUMBER_ATTEMPTS = 5;

const isDuplicateKey = (err: unknown) => (err as { code?: unknown })?.code === 11000;

function toOrderAddress(a: CheckoutAddressBody, phone: string): OrderAddress {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    phone_number: phone,
    address_line_1: a.address1,
    ...(a.address2 ? { address_line_2: a.address2 } : {}),
    city: a.city,
    state_code: a.state,
    zip_code: a.zip,
    country_code: a.country,
  };
}

async function productsNow(lines: CartDoc['items'], lookup: ProductLookup, viewer: Viewer) {
  try {
    return await Promise.all(lines.map((l) => lookup(l.sku, viewer)));
  } catch (err) {
    if (err instanceof CatalogUnavailableError) {
      throw new HttpError(503, 'catalog_unavailable', CHECKOUT_TEXTS.catalogUnavailable);
    }
    throw err;
  }
}

async function paymentSource(deps: CheckoutDeps, req: PlaceOrderRequest): Promise<ChargeRequest['source']> {
  const { payment } = req.input;
  if (payment.kind === 'card') {
    return {
      kind: 'card',
      number: payment.cardNumber,
      expMonth: payment.expMonth,
      expYear: payment.expYear,
      cvc: payment.cvc,
      nameOnCard: payment.nameOnCard,
    };
  }
  if (!req.viewer.accountId) {
    throw new HttpError(400, 'validation', 'Sign in to pay with a saved card', [
      { field: 'payment.cardId', message: 'Sign in to pay with a saved card' },
    ]);
  }
  let card;
  try {
    card = await deps.savedCards(req.viewer, payment.cardId);
  } catch (err) {
    if (err instanceof SavedCardsUnavailableError) {
      throw new HttpError(503, 'payment_unavailable', CHECKOUT_TEXTS.paymentUnavailable);
    }
    throw err;
  }
  if (!card) {
    throw new HttpError(400, 'validation', 'No such saved card on this account', [
      { field: 'payment.cardId', message: 'No such saved card on this account' },
    ]);
  }
  return { kind: 'token', token: card.token, brand: card.brand, last4: card.last4 };
}

async function releaseQuietly(stock: StockReserver, reservationId: string | null) {
  if (reservationId) await stock.release(reservationId).catch(() => undefined);
}

/** Places the viewer's cart as an order; answers the 201 body. Throws HttpError with the contract's codes. */
export async function placeOrder(deps: CheckoutDeps, req: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  const { viewer, input } = req;
  const { cart } = await resolveViewerCart(deps.carts, req.cartViewer);
  const lines = cart?.items ?? [];
  if (!cart || lines.filter((l) => !isDonationSku(l.sku)).length === 0) {
    throw new HttpError(409, 'cart_empty', CHECKOUT_TEXTS.cartEmpty);
  }

  // 1. Price on the server, from the catalog now, for this viewer (never a price the browser sent).
  const [products, sale] = await Promise.all([productsNow(lines, deps.lookupProduct, viewer), deps.saleSource()]);
  const gone = lines.filter((_, i) => products[i] === null);
  if (gone.length > 0) {
    throw new HttpError(
      409,
      'out_of_stock',
      CHECKOUT_TEXTS.outOfStock,
      gone.map((l) => ({ sku: l.sku, available: 0 })),
    );
  }
  const items = lines.map((line, i) => priceLine(line, products[i] as CatalogProduct, sale, viewer));
  const totals = cartTotals(items, viewer);
  const shippingTotal = shippingMethodPrice(input.shippingMethod, totals.subTotal, viewer);
  const taxTotal = 0;
  const finalTotal = roundMoney(totals.subTotal + shippingTotal + taxTotal);

  // 2. Reserve stock: every line in stock now, all or nothing. Pre-orders and the donation reserve nothing.
  const reservationId = `ord_${createHash('sha256').update(req.operationId).digest('hex').slice(0, 40)}`;
  const stockLines = items
    .filter((i) => !i.is_pre_ordered_item && !isDonationSku(i.sku))
    .map((i) => ({ sku: i.sku, quantity: i.quantity }));
  if (stockLines.length > 0) {
    let reserved;
    try {
      reserved = await deps.stock.reserve(reservationId, stockLines);
    } catch (err) {
      if (err instanceof StockUnavailableError) {
        throw new HttpError(503, 'catalog_unavailable', CHECKOUT_TEXTS.catalogUnavailable);
      }
      throw err;
    }
    if (!reserved.ok) throw new HttpError(409, 'out_of_stock', CHECKOUT_TEXTS.outOfStock, reserved.outOfStock);
  }
  const heldReservation = stockLines.length > 0 ? reservationId : null;

  // 3. Charge. Any outcome but success gives the stock back.
  let charge;
  try {
    charge = await deps.payments.charge({
      amount: finalTotal,
      currency: 'USD',
      source: await paymentSource(deps, req),
      idempotencyKey: reservationId,
      description: `Order for ${input.email}`,
    });
  } catch (err) {
    await releaseQuietly(deps.stock, heldReservation);
    if (err instanceof PaymentUnavailableError) {
      throw new HttpError(503, 'payment_unavailable', CHECKOUT_TEXTS.paymentUnavailable);
    }
    throw err;
  }
  if (charge.status !== 'succeeded') {
    await releaseQuietly(deps.stock, heldReservation);
    if (charge.status === 'declined') throw new HttpError(402, 'payment_declined', CHECKOUT_TEXTS.paymentDeclined);
    throw new HttpError(402, 'payment_failed', CHECKOUT_TEXTS.paymentFailed);
  }

  // 4. Record the order (a fresh number; a taken one is drawn again).
  const shippingAddress = toOrderAddress(input.shippingAddress, input.phone);
  const billingAddress =
    input.billingSameAsShipping || !input.billingAddress
      ? shippingAddress
      : toOrderAddress(input.billingAddress, input.phone);
  const base: Omit<OrderDoc, 'order_number'> = {
    account_id: viewer.accountId,
    status: 'processing',
    created_at: new Date(),
    email: input.email,
    lineItems: items.map((i) => ({
      sku: i.sku,
      name: i.name,
      quantity: i.quantity,
      price: i.price,
      path: i.path,
      ...(i.main_image ? { main_image: i.main_image } : {}),
      ...(i.child_products?.length
        ? { child_items: i.child_products.map((c) => ({ sku: c.sku, quantity: c.quantity * i.quantity })) }
        : {}),
      return_requested: 0,
    })),
    subTotal: totals.subTotal,
    discountsTotal: totals.discountsTotal,
    shippingTotal,
    taxTotal,
    final_total: finalTotal,
    billingAddress,
    shippingAddress,
    version: 0,
    phone: input.phone,
    shippingMethod: input.shippingMethod,
    payment: { brand: charge.brand, last4: charge.last4, chargeId: charge.chargeId },
    reservationId: heldReservation,
  };
  let order: OrderDoc | null = null;
  try {
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS && !order; attempt += 1) {
      const doc = { ...base, order_number: `SA${randomInt(ORDER_NUMBER_RANGE.min, ORDER_NUMBER_RANGE.max + 1)}` };
      try {
        await deps.orders.create(doc);
        order = doc;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    if (!order) throw new Error('no free order number');
  } catch (err) {
    await deps.payments.refund(charge.chargeId).catch(() => undefined);
    await releaseQuietly(deps.stock, heldReservation);
    throw err;
  }

  // 5. Empty the cart of what was ordered (a line added meanwhile stays).
  await deps.carts.updateOne(
    { cart_token: cart.cart_token, account_id: cart.account_id ?? null },
    {
      $pull: { items: { sku: { $in: lines.map((l) => l.sku) } } },
      $set: { updatedAt: new Date() },
      $inc: { version: 1 },
    },
  );
  return { order: toOrder(order), confirmation: { orderNumber: order.order_number, email: order.email } };
}
