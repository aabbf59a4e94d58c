import { randomId } from '@storefront/service-platform';
import type { PaymentsModels } from '../models';
import type { EventDoc } from '../models/event';

/** Queues an event for the store's webhook endpoint (delivered by deliver-events.ts, at least once). */
export async function emitEvent(
  models: PaymentsModels,
  type: EventDoc['type'],
  data: Record<string, unknown>,
  now: Date,
) {
  await models.Event.create({
    _id: `evt_${randomId(24)}`,
    type,
    data,
    created_at: now,
    delivered: false,
    attempts: 0,
    next_attempt_at: now,
    leased_until: null,
  });
}
