import { runService } from '@storefront/service-platform';
import { createApp } from './app';

void runService({ area: 'marketing', port: 4005, createApp });
