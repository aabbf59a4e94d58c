import { runService } from '@storefront/service-platform';
import { createApp } from './app';

void runService({ area: 'reviews', port: 4002, createApp });
