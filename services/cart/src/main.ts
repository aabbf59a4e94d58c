// First: tracing (when configured) must patch http, express and the MongoDB driver before they load.
import '@storefront/service-platform/telemetry';
import { httpSaleSource, runService } from '@storefront/service-platform';
import { createApp } from './app';
import { loadCartConfig } from './config';
import { httpSavedCardSource } from './clients/account';
import { httpProductLookup, httpStockReserver } from './clients/catalog';
import { httpPaymentProvider } from './clients/payments';
import { CART_LIMITS } from './domain/limits';

const config = loadCartConfig();
const { viewerSecret: secret, catalogServiceUrl: catalogUrl } = config;

void runService({
  area: 'cart',
  port: 4003,
  createApp: (deps) =>
    createApp({
      ...deps,
      // Every field of an added line except its quantity and source comes from the catalog service, as the viewer sees it.
      lookupProduct: httpProductLookup(catalogUrl, { viewerSecret: secret }),
      saleSource: httpSaleSource(config.marketingServiceUrl, (m) => deps.logger?.warn?.(m)),
      stock: httpStockReserver(catalogUrl, secret),
      // The payment provider's server API (the test provider service by default); another provider is another
      // PaymentProvider chosen here from configuration. Its webhooks are checked with the webhook secret.
      payments: httpPaymentProvider({ url: config.payments.url, secretKey: config.payments.secretKey }),
      paymentWebhookSecret: config.payments.webhookSecret,
      cardFields: config.cardFields,
      checkoutRecoveryEveryMs: CART_LIMITS.checkoutRecoveryEveryMs,
      savedCards: httpSavedCardSource(config.accountServiceUrl, secret),
      mail: config.mail,
      publicOrigin: config.publicOrigin,
      accountServiceUrl: config.accountServiceUrl,
    }),
});
