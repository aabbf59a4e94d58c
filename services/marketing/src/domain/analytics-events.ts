import type { Viewer } from '@storefront/service-platform';
import type { MarketingModels } from '../models';

export interface TrackedEventInput {
  name: string;
  event_id: string;
  page_type: string;
  path: string;
  data?: Record<string, unknown>;
  customer?: Record<string, string | undefined>;
}

/**
 * Customer data goes to tracking only for a signed-in viewer, and then with the viewer's own email (a page cannot
 * attach someone else's address); a guest's customer data is dropped.
 */
export function trackedCustomer(
  customer: TrackedEventInput['customer'],
  viewer: Pick<Viewer, 'accountId' | 'email'>,
): Record<string, string> | null {
  if (!viewer.accountId || !customer) return null;
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(customer)) {
    if (key !== 'email' && value) kept[key] = value;
  }
  if (viewer.email) kept.email = viewer.email;
  return Object.keys(kept).length > 0 ? kept : null;
}

/** Stores a tracked event once per (name, event_id): a repeat (a retried beacon) changes nothing. */
export async function recordTrackedEvent(
  { AnalyticsEvent }: Pick<MarketingModels, 'AnalyticsEvent'>,
  input: TrackedEventInput,
  viewer: Pick<Viewer, 'accountId' | 'email'>,
  at: Date,
): Promise<void> {
  if (await AnalyticsEvent.exists({ name: input.name, event_id: input.event_id })) return;
  try {
    await AnalyticsEvent.create({
      name: input.name,
      event_id: input.event_id,
      page_type: input.page_type,
      path: input.path,
      data: input.data ?? null,
      customer: trackedCustomer(input.customer, viewer),
      accountId: viewer.accountId,
      at,
    });
  } catch (err) {
    if ((err as { code?: number }).code !== 11000) throw err;
  }
}
