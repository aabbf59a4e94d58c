import { runService } from '@storefront/service-platform';
import { createApp } from './app';

void runService({ area: 'account', port: 4004, createApp });
