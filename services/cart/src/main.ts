import { runService } from '@storefront/service-platform';
import { createApp } from './app';
import { httpProductLookup } from './catalog-client';

// Prices and names of added items come from the catalog service unless CART_TRUST_CLIENT_PRICES=true (demo only).
const catalogUrl = process.env.CATALOG_SERVICE_URL ?? 'http://127.0.0.1:4001';
const lookupProduct = process.env.CART_TRUST_CLIENT_PRICES === 'true' ? undefined : httpProductLookup(catalogUrl);

void runService({ area: 'cart', port: 4003, createApp: (deps) => createApp({ ...deps, lookupProduct }) });
