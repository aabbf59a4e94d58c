// Order placement (contract C): re-price on the server, hold the cart, reserve stock in the catalog (all or nothing),
// charge, record the order, empty the cart. One checkout holds a cart at a time, whatever its Idempotency-Key, so a
// cart is ordered and charged once; the steps after pricing are a checkout attempt (checkout-attempt.ts) that a retry
// of the same key resumes and recovery ends, so a request cut off anywhere leaves no charge without its order.
import { HttpError, isDuplicateKeyError, randomId, trusted } from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import { CHECKOUT_TEXTS, isDonationSku, roundMoney, shippingMethodPrice } from '@storefront/shared-domain';
import type { OrderAddress, PlaceOrderResponse, SaleTerms } from '@storefront/shared-domain';
import { SavedCardsUnavailableError } from '../clients/account';
import type { SavedCardSource } from '../clients/account';
import { CatalogUnavailableError } from '../clients/catalog';
import type { CatalogProduct, ProductLookup } from '../clients/catalog';
import type { ChargeRequest } from '../lib/payments';
import type { CartDoc } from '../models/cart';
import type { CheckoutAttemptDoc } from '../models/checkout';
import type { OrderDoc } from '../models/order';
import type { CheckoutAddressBody, PlaceOrderBody } from '../routes/schemas';
import type { AttemptDeps } from './checkout-attempt';
import { recoverAttempt, releaseHold, reservationIdOf, runAttempt } from './checkout-attempt';
import { CART_LIMITS } from './limits';
import { newOrderNumber } from './order-number';
import { cartTotals, priceLine } from './price-cart';
import type { CartViewer } from './resolve-viewer-cart';
import { resolveViewerCart } from './resolve-viewer-cart';

export interface CheckoutDeps extends AttemptDeps {
  /** The catalog, uncached: an order is priced from what the catalog says now. */
  lookupProduct: ProductLookup;
  saleSource: () => Promise<SaleTerms | null>;
  savedCards: SavedCardSource;
}

export interface PlaceOrderRequest {
  viewer: Viewer;
  cartViewer: CartViewer;
  input: PlaceOrderBody;
  /** The Idempotency-Key with its scope: a retry of it resumes its attempt instead of starting another. */
  operationId: string;
}

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
  if (payment.kind === 'card') return payment.token;
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
  return card.token;
}

const holdEnd = (now: Date) => new Date(now.getTime() + CART_LIMITS.checkoutHoldMs);

const hasGoods = (cart: CartDoc | null) => (cart?.items ?? []).some((l) => !isDonationSku(l.sku));

/** 409 for a cart with nothing to order: told it was just ordered when that is why. */
function nothingToOrder(cart: CartDoc | null, now: Date): HttpError {
  const last = cart?.last_order;
  if (last && now.getTime() - new Date(last.at).getTime() < CART_LIMITS.alreadyOrderedWindowMs) {
    return new HttpError(409, 'already_ordered', CHECKOUT_TEXTS.alreadyOrdered, { orderNumber: last.order_number });
  }
  return new HttpError(409, 'cart_empty', CHECKOUT_TEXTS.cartEmpty);
}

/**
 * Whether a hold is left by a request nobody runs now, to be recovered before taking the cart: its end has passed, or
 * it is this very request's (the retry of a key runs only once the key's lease lapsed, so its earlier run is gone).
 */
function isLeftBehind(holder: NonNullable<CartDoc['checkout']>, operationId: string, now: Date) {
  return holder.operation === operationId || new Date(holder.until).getTime() <= now.getTime();
}

/**
 * Takes the viewer's cart for this attempt: atomically, only when no other checkout holds it (a hold left behind is
 * first recovered). 409 checkout_in_progress while another holds it; cart_empty / already_ordered when empty.
 */
async function holdCart(deps: CheckoutDeps, req: PlaceOrderRequest, attemptId: string): Promise<CartDoc> {
  for (let tries = 0; tries < 3; tries += 1) {
    const { cart } = await resolveViewerCart(deps.carts, req.cartViewer);
    const now = deps.now?.() ?? new Date();
    if (!cart || !hasGoods(cart)) throw nothingToOrder(cart, now);
    const held = await deps.carts
      .findOneAndUpdate(
        { cart_token: cart.cart_token, account_id: cart.account_id ?? null, checkout: null },
        { $set: { checkout: { attempt: attemptId, operation: req.operationId, until: holdEnd(now) } } },
        { new: true },
      )
      .lean<CartDoc>();
    if (held && hasGoods(held)) return held;
    if (held) {
      // Emptied between the read and the hold: another window's order took it (or the shopper emptied it).
      await releaseHold(deps, attemptId);
      throw nothingToOrder(held, now);
    }
    const holder = cart.checkout;
    if (!holder || !isLeftBehind(holder, req.operationId, now)) {
      throw new HttpError(409, 'checkout_in_progress', CHECKOUT_TEXTS.checkoutInProgress);
    }
    await recoverAttempt(deps, holder.attempt); // cut off: finish or void it, then look again
  }
  throw new HttpError(409, 'checkout_in_progress', CHECKOUT_TEXTS.checkoutInProgress);
}

/** The order the held cart makes, priced from the catalog now for this viewer (never a price the browser sent). */
async function priceOrder(deps: CheckoutDeps, req: PlaceOrderRequest, cart: CartDoc, attemptId: string) {
  const { viewer, input } = req;
  const lines = cart.items;
  const [products, sale] = await Promise.all([productsNow(lines, deps.lookupProduct, viewer), deps.saleSource()]);
  const gone = lines.filter((_, i) => products[i] === null);
  if (gone.length > 0) {
    const details = gone.map((l) => ({ sku: l.sku, available: 0 }));
    throw new HttpError(409, 'out_of_stock', CHECKOUT_TEXTS.outOfStock, details);
  }
  const items = lines.map((line, i) => priceLine(line, products[i] as CatalogProduct, sale, viewer));
  const totals = cartTotals(items, viewer);
  const shippingTotal = shippingMethodPrice(input.shippingMethod, totals.subTotal, viewer);
  const taxTotal = 0;
  // Pre-orders and the donation reserve nothing.
  const stockLines = items
    .filter((i) => !i.is_pre_ordered_item && !isDonationSku(i.sku))
    .map((i) => ({ sku: i.sku, quantity: i.quantity }));
  const shippingAddress = toOrderAddress(input.shippingAddress, input.phone);
  const billingAddress =
    input.billingSameAsShipping || !input.billingAddress
      ? shippingAddress
      : toOrderAddress(input.billingAddress, input.phone);
  const order: Omit<OrderDoc, 'payment'> = {
    order_number: newOrderNumber(),
    account_id: viewer.accountId,
    // Recorded only once charged (then 'paid', see checkout-attempt.ts).
    status: 'placed',
    created_at: deps.now?.() ?? new Date(),
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
    final_total: roundMoney(totals.subTotal + shippingTotal + taxTotal),
    billingAddress,
    shippingAddress,
    version: 0,
    phone: input.phone,
    shippingMethod: input.shippingMethod,
    reservationId: stockLines.length > 0 ? reservationIdOf(attemptId) : null,
  };
  return { order, stockLines };
}

/** The latest attempt of this keyed request that did not fail: a retry resumes it (or answers its order). */
const attemptOf = (deps: CheckoutDeps, operationId: string) =>
  deps.attempts
    .findOne({ operation: operationId, state: trusted({ $in: ['started', 'charged', 'ordered'] }) })
    .sort({ createdAt: -1 })
    .lean<CheckoutAttemptDoc>();

/** Places the viewer's cart as an order; answers the 201 body. Throws HttpError with the contract's codes. */
export async function placeOrder(deps: CheckoutDeps, req: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  const resumed = await attemptOf(deps, req.operationId);
  if (resumed && resumed.state !== 'started') return (await recoverAttempt(deps, resumed._id)) as PlaceOrderResponse;
  const source = () => paymentSource(deps, req);
  if (resumed) return runAttempt(deps, resumed, source);

  const attemptId = `co_${randomId(24)}`;
  const cart = await holdCart(deps, req, attemptId);
  let priced;
  try {
    priced = await priceOrder(deps, req, cart, attemptId);
  } catch (err) {
    await releaseHold(deps, attemptId);
    throw err;
  }
  const attempt: CheckoutAttemptDoc = {
    _id: attemptId,
    operation: req.operationId,
    cart_token: cart.cart_token,
    account_id: cart.account_id ?? null,
    state: 'started',
    order: priced.order,
    skus: cart.items.map((l) => l.sku),
    stock: priced.stockLines,
    payment: null,
  };
  try {
    await deps.attempts.create(attempt);
  } catch (err) {
    await releaseHold(deps, attemptId).catch(() => undefined);
    // Recovery voided this attempt while it was priced (its request had been taken for dead): the cart is another's.
    if (isDuplicateKeyError(err)) throw new HttpError(409, 'checkout_in_progress', CHECKOUT_TEXTS.checkoutInProgress);
    throw err;
  }
  return runAttempt(deps, attempt, source);
}
