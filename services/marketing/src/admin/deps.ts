import type { JobQueue } from '@storefront/service-platform';
import type { MarketingModels } from '../models';

/** What the back office's routes work with. */
export interface AdminDeps {
  models: MarketingModels;
  queue: JobQueue;
  now: () => Date;
}
