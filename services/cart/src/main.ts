import { runService } from '@storefront/service-platform';
import { createApp } from './app';
import { httpProductLookup } from './catalog-client';

// Every field of an added line except its quantity and source comes from the catalog service.
const lookupProduct = httpProductLookup(process.env.CATALOG_SERVICE_URL ?? 'http://127.0.0.1:4001');

void runService({ area: 'cart', port: 4003, createApp: (deps) => createApp({ ...deps, lookupProduct }) });
