// First: tracing (when configured) must patch http, express and the MongoDB driver before they load.
import '@storefront/service-platform/telemetry';
import { runService } from '@storefront/service-platform';
import { createApp } from './app';

void runService({ area: 'marketing', port: 4005, createApp });
