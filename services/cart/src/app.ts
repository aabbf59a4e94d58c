import type express from 'express';
import {
  AUDIT_JOB,
  DEFAULT_MAIL_FROM,
  DEV_PAYMENT_KEYS,
  MAIL_JOB,
  attachJobQueue,
  auditDeliveryHandler,
  createJobQueue,
  createServiceApp,
  csrfOptionsFromEnv,
  mailJobHandler,
  mailerFor,
  refuseCardData,
  requestLimiter,
} from '@storefront/service-platform';
import type { JobHandler, JobQueue, MailSettings, Mailer, ServiceDeps } from '@storefront/service-platform';
import type { AdminContext } from './domain/admin/context';
import { REFUND_JOB, settleRefundJob } from './domain/admin/refunds';
import { orderConfirmationMail, queueMail } from './domain/admin/emails';
import { adminOrdersRouter } from './routes/admin-orders';
import { adminReturnsRouter } from './routes/admin-returns';
import type { SavedCardSource } from './clients/account';
import { cachedProductLookup } from './clients/catalog';
import type { ProductLookup, StockReserver } from './clients/catalog';
import { recoverCheckouts } from './domain/checkout-attempt';
import { CART_LIMITS } from './domain/limits';
import { DEV_CARD_FIELDS } from './config';
import type { PaymentProvider } from './lib/payments';
import { cartModels } from './models/cart';
import { checkoutModels } from './models/checkout';
import { idempotencyModels } from './models/idempotency';
import { orderModels } from './models/order';
import type { OrderDoc } from './models/order';
import type { SaleSource } from '@storefront/service-platform';
import { noSale } from '@storefront/service-platform';
import { cartRouter, checkoutRouter } from './routes/cart';
import { EMBED_ORIGINS_LOCAL } from './routes/cart';
import { checkoutOrdersRouter } from './routes/checkout-orders';
import { handoffRouter } from './routes/handoff';
import { paymentFieldsRouter, paymentWebhookRouter } from './routes/payment-webhook';
import type { PaymentEventDoc } from './domain/record-payment-event';
import { ordersRouter } from './routes/orders';
import { purchasedSkusRouter } from './routes/purchased-skus';
import { shippingEstimateRouter } from './routes/shipping-estimate';

export const SERVICE_NAME = 'cart-service';

export interface CartDeps extends ServiceDeps {
  /**
   * Resolves skus against the catalog as a viewer sees it (main.ts wires the catalog service, tests a double): every
   * field of a cart line except the quantity and source comes from it.
   */
  lookupProduct: ProductLookup;
  /** The active sale (main.ts: the marketing service); default: no sale. */
  saleSource?: SaleSource;
  /** How long a product answer prices cart answers (ms); 0 asks the catalog every time. Default 5 s. */
  productCacheTtlMs?: number;
  /** Order placement: the catalog's stock, the payment provider and the account's saved cards. */
  stock?: StockReserver;
  payments?: PaymentProvider;
  /** Checks the provider's webhooks (default: the test provider's development secret). */
  paymentWebhookSecret?: string;
  /** What checkout pages mount the provider's card fields with (default: the test provider on its npm start port). */
  cardFields?: { scriptUrl: string; publishableKey: string };
  savedCards?: SavedCardSource;
  /**
   * Integrators' page origins embedding the cart (default: EMBED_ALLOWED_ORIGINS): their requests get the cross-site
   * cart cookie (SameSite=None; Secure; Partitioned) and their writes pass the CSRF guard.
   */
  embedOrigins?: readonly string[];
  /** Signs checkout hand-off tokens (default: the service secret, VIEWER_HEADER_SECRET). */
  handoffSecret?: string;
  /** Store rate-limit counters in MongoDB (default: they hold across restarts and replicas) or in memory. */
  rateLimitStore?: 'mongo' | 'memory';
  /**
   * How often to end checkouts cut off mid-way (a process killed between charge and order), also once at start;
   * 0 (the default, for tests that run recovery themselves) never.
   */
  checkoutRecoveryEveryMs?: number;
  /** Order emails: this mailer, else one from `mail` (SMTP, else the development outbox, else the log). */
  mailer?: Mailer;
  mail?: MailSettings;
  /** Where links in emails point (default http://localhost:8080, the gateway of npm start). */
  publicOrigin?: string;
  /** The account service, which keeps the back office's audit log (default: its npm start port). */
  accountServiceUrl?: string;
  /** Replaces the delivery of audit entries to the account service (tests). */
  auditHandler?: JobHandler;
}

/** CHOICE: a product's price and stock in cart answers may be this old (orders always ask the catalog afresh). */
export const PRODUCT_CACHE_TTL_MS = 5_000;

/** 'https://shop.example/' -> ['https://shop.example']; not a URL -> []. */
function originOf(value: string): string[] {
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
}

const notConfigured = (what: string) => () => Promise.reject(new Error(`${what} is not configured`));

/** CHOICE: funnel events per client address and minute (a shopper sends one per press of Checkout). */
export const CHECKOUT_EVENT_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/** Anonymous funnel events are stored: bounded per client address (req.ip, the address the gateway signed). */
function checkoutEventLimiter(deps: CartDeps) {
  return requestLimiter({
    ...CHECKOUT_EVENT_LIMIT,
    connection: deps.connection,
    name: 'checkout-event-ip',
    message: 'Too many events, please try again later',
    memory: deps.rateLimitStore === 'memory',
  });
}

/** Runs checkout recovery now and then every `everyMs`, logging what it ended and what failed. */
function scheduleRecovery(deps: Parameters<typeof recoverCheckouts>[0], everyMs: number, logger: CartDeps['logger']) {
  const run = () =>
    recoverCheckouts(deps).then(
      (ended) => {
        if (ended > 0) logger?.warn?.({ ended }, 'checkout recovery ended attempts that were cut off');
      },
      (err: Error) => logger?.warn?.({ err: { message: err.message } }, 'checkout recovery failed; next run retries'),
    );
  void run();
  setInterval(() => void run(), everyMs).unref();
}

/**
 * The service's one job queue: order emails and audit entries leave through it, after the request, and refunds whose
 * outcome a request could not learn are settled through it.
 */
function jobQueueFor(deps: CartDeps, secret: () => string, admin: () => AdminContext): JobQueue {
  const mailer = deps.mailer ?? mailerFor(deps.mail ?? { mailFrom: DEFAULT_MAIL_FROM }, deps.logger);
  const accountUrl = deps.accountServiceUrl ?? 'http://127.0.0.1:4004';
  const audit: JobHandler =
    deps.auditHandler ?? ((payload, job) => auditDeliveryHandler(accountUrl, secret())(payload, job));
  return createJobQueue(deps.connection, {
    handlers: { [MAIL_JOB]: mailJobHandler(mailer), [AUDIT_JOB]: audit, [REFUND_JOB]: settleRefundJob(admin) },
    logger: deps.logger,
  });
}

export function createApp(deps: CartDeps): express.Express {
  let serviceSecret = '';
  // The refund job works with the back office's context, made below from the queue.
  const queue = jobQueueFor(
    deps,
    () => serviceSecret,
    () => adminContext,
  );
  const publicOrigin = deps.publicOrigin ?? 'http://localhost:8080';
  const models = cartModels(deps.connection);
  const orders = orderModels(deps.connection);
  const idempotency = idempotencyModels(deps.connection);
  const ttl = deps.productCacheTtlMs ?? PRODUCT_CACHE_TTL_MS;
  const pricingLookup = ttl > 0 ? cachedProductLookup(deps.lookupProduct, ttl) : deps.lookupProduct;
  const cartOptions = {
    // Adds read the same short-lived cache: the line is priced again in every answer, and orders ask afresh.
    lookupProduct: pricingLookup,
    pricingLookup,
    saleSource: deps.saleSource ?? noSale,
  };
  const checkoutDeps = {
    carts: models.Cart,
    orders: orders.Order,
    attempts: checkoutModels(deps.connection).CheckoutAttempt,
    lookupProduct: deps.lookupProduct,
    saleSource: cartOptions.saleSource,
    stock: deps.stock ?? { reserve: notConfigured('stock'), release: notConfigured('stock') },
    payments: deps.payments ?? {
      charge: notConfigured('payments'),
      findCharge: notConfigured('payments'),
      refund: notConfigured('payments'),
    },
    savedCards: deps.savedCards ?? notConfigured('saved cards'),
    onOrderPlaced: async (order: OrderDoc) => {
      await queueMail(
        { queue },
        orderConfirmationMail(order, publicOrigin),
        `order-confirmation:${order.order_number}`,
      );
    },
  };
  const adminContext: AdminContext = {
    models: orders,
    payments: checkoutDeps.payments,
    queue,
    stock: checkoutDeps.stock,
    publicOrigin,
    logger: deps.logger,
  };
  if (deps.checkoutRecoveryEveryMs) scheduleRecovery(checkoutDeps, deps.checkoutRecoveryEveryMs, deps.logger);
  const embedOrigins = deps.embedOrigins ?? csrfOptionsFromEnv('').embedOrigins ?? [];
  const app = createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger: deps.logger,
    bodyLimit: CART_LIMITS.bodyLimit,
    ...(deps.embedOrigins ? { csrf: { embedOrigins: deps.embedOrigins } } : {}),
    mount: (app) => {
      app.locals[EMBED_ORIGINS_LOCAL] = new Set(embedOrigins.flatMap(originOf));
      const handoffSecret = deps.handoffSecret ?? (app.locals.serviceSecret as string);
      // Card data never reaches this service (the provider's hosted fields tokenise it): a body carrying some is
      // refused before any route reads it.
      app.use(refuseCardData);
      app.use(
        '/api',
        handoffRouter(models, cartOptions, () => handoffSecret),
      );
      app.use('/api', shippingEstimateRouter(models, cartOptions));
      app.use('/api', cartRouter(models, idempotency, cartOptions));
      app.use('/api', checkoutRouter(models, checkoutEventLimiter(deps)));
      app.use('/api', checkoutOrdersRouter(checkoutDeps, idempotency));
      app.use('/api', purchasedSkusRouter(orders));
      app.use('/api', ordersRouter(orders));
      app.use('/api', adminOrdersRouter(adminContext));
      app.use('/api', adminReturnsRouter(adminContext));
      app.use('/api', paymentFieldsRouter(deps.cardFields ?? DEV_CARD_FIELDS));
      const events = deps.connection.collection<PaymentEventDoc>('payment_events');
      app.use(
        '/api',
        paymentWebhookRouter(checkoutDeps, events, deps.paymentWebhookSecret ?? DEV_PAYMENT_KEYS.webhook),
      );
    },
  });
  serviceSecret = app.locals.serviceSecret as string;
  attachJobQueue(app, queue);
  return app;
}

export { cartModels } from './models/cart';
export { orderModels } from './models/order';
export { idempotencyModels } from './models/idempotency';
export { CART_LIMITS } from './domain/limits';
export { RETURN_REASONS, RETURN_COMMENT_MAX_LENGTH, ORDERS_PAGE_SIZE } from './domain/orders';
export type { ReturnReason } from './domain/orders';
export { seed } from './seed';
export { httpProductLookup, cachedProductLookup, httpStockReserver } from './clients/catalog';
export type { ProductLookup, CatalogProduct, StockReserver } from './clients/catalog';
export { createTestPaymentProvider, TEST_TOKENS } from './lib/payments';
export { httpPaymentProvider } from './clients/payments';
export { checkoutModels } from './models/checkout';
export { recoverCheckouts } from './domain/checkout-attempt';
export type { PaymentProvider } from './lib/payments';
