// First: tracing (when configured) must patch http, express and the MongoDB driver before they load.
import '@storefront/service-platform/telemetry';
import { runService } from '@storefront/service-platform';
import { createApp } from './app';
import { loadPaymentsConfig } from './config';
import { startSweeper } from './domain/sweeper';

const config = loadPaymentsConfig();

void runService({
  area: 'payments',
  port: 4006,
  createApp: (deps) => {
    startSweeper(deps.connection, config, deps.logger);
    return createApp(deps, config);
  },
});
