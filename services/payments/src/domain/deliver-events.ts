import { signWebhook, WEBHOOK_SIGNATURE_HEADER, trusted } from '@storefront/service-platform';
import type { PaymentsModels } from '../models';
import type { EventDoc } from '../models/event';

/** After this many failed deliveries an event is kept but no longer sent (Stripe tries for three days). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** How long one delivery may hold its event. */
const LEASE_MS = 30_000;
const DELIVERY_TIMEOUT_MS = 5_000;

/** 1 s, 2 s, 4 s … up to an hour between tries. */
export const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** (attempts - 1), 3_600_000);

export interface WebhookTarget {
  url: string;
  secret: string;
  fetch?: typeof fetch;
}

async function send(target: WebhookTarget, event: EventDoc, now: Date): Promise<boolean> {
  const body = JSON.stringify({
    id: event._id,
    type: event.type,
    created: Math.floor(event.created_at.getTime() / 1000),
    data: event.data,
  });
  try {
    const res = await (target.fetch ?? fetch)(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(target.secret, body, now),
      },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Sends every event that is due, once each even with several sweepers; answers how many were delivered. */
export async function deliverDueEvents(models: PaymentsModels, target: WebhookTarget, now: Date): Promise<number> {
  const due = await models.Event.find({ delivered: false, next_attempt_at: trusted({ $lte: now }) })
    .sort({ next_attempt_at: 1 })
    .limit(50)
    .lean<EventDoc[]>();
  let delivered = 0;
  for (const candidate of due) {
    const event = await models.Event.findOneAndUpdate(
      { _id: candidate._id, delivered: false, $or: [{ leased_until: null }, { leased_until: trusted({ $lte: now }) }] },
      { $set: { leased_until: new Date(now.getTime() + LEASE_MS) }, $inc: { attempts: 1 } },
      { new: true },
    ).lean<EventDoc>();
    if (!event) continue;
    const ok = await send(target, event, now);
    const retry =
      event.attempts >= MAX_DELIVERY_ATTEMPTS
        ? new Date(8.64e15)
        : new Date(now.getTime() + retryDelayMs(event.attempts));
    await models.Event.updateOne(
      { _id: event._id },
      { $set: ok ? { delivered: true, leased_until: null } : { next_attempt_at: retry, leased_until: null } },
    );
    if (ok) delivered += 1;
  }
  return delivered;
}
