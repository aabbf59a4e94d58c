// Sends a push message to every stored subscription (the push:send command), or to one stored subscription (other
// services' alerts, routes/internal-push.ts), over the Web Push protocol (VAPID-signed, aes128gcm-encrypted payload)
// with the `web-push` library. A subscription the push service says is gone (404/410) is deleted. An endpoint whose
// host is not (or no longer) public is skipped and never called (lib/public-endpoint.ts); neither is an endpoint we
// do not store.
import { Agent } from 'node:https';
import webpush from 'web-push';
import { z } from 'zod';
import type { ServiceDeps } from '@storefront/service-platform';
import type { VapidKeys } from '../config';
import { publicOnlyLookup, pushEndpointRefusal, resolveWithDns } from '../lib/public-endpoint';
import type { ResolveHost } from '../lib/public-endpoint';
import type { MarketingModels, PushSubscriptionDoc } from '../models';

/** A notification: what the worker at /sw-push.js shows, and where a click goes (a same-site path or https URL). */
export const pushMessageSchema = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(120, 'title must be at most 120 characters'),
  body: z
    .string({ error: 'body is required' })
    .trim()
    .min(1, 'body is required')
    .max(500, 'body must be at most 500 characters'),
  url: z
    .string()
    .max(2048)
    .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, "url must be a path starting with '/' or an https URL")
    .optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export interface PushSendResult {
  /** Accepted by the push service. */
  sent: number;
  /** Deleted: the push service answered 404 or 410 (the browser unsubscribed or the subscription expired). */
  removed: number;
  /** Any other failure (kept: it may be temporary). */
  failed: number;
  /** Not called: the endpoint's host does not resolve or is not public now (kept: a later run checks it again). */
  skipped: number;
}

/** What became of one message to one subscription. */
export type PushOutcome = keyof PushSendResult;

/** What became of a message to one endpoint: `unknown` when no subscription with it is stored (it is not called). */
export type PushSubscriptionOutcome = PushOutcome | 'unknown';

export interface PushSenderOptions {
  vapidKeys: () => Promise<VapidKeys>;
  /** mailto: or https: contact for the push services. */
  subject: string;
  logger?: ServiceDeps['logger'];
  /** Resolves an endpoint's host before it is called (default: the system resolver); tests answer without DNS. */
  resolveHost?: ResolveHost;
  /**
   * HTTPS agent for the push requests. The default one connects only to public addresses (its lookup checks them
   * again at connect time); an agent given here replaces that (tests trust a local endpoint's certificate with it).
   */
  agent?: Agent;
  /** Seconds a push service keeps an undelivered message. CHOICE: 1 day (offers go stale). */
  ttlSeconds?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Socket timeout of one request, ms. */
  timeoutMs?: number;
}

const GONE_STATUSES = new Set([404, 410]);

export function createPushSender(
  { PushSubscription }: Pick<MarketingModels, 'PushSubscription'>,
  options: PushSenderOptions,
) {
  const { ttlSeconds = 86_400, concurrency = 10, timeoutMs = 10_000, resolveHost = resolveWithDns } = options;
  const agent = options.agent ?? new Agent({ lookup: publicOnlyLookup(resolveHost) });

  /** True when the subscription's endpoint may be called now (stored ones were checked then; DNS may have changed). */
  async function mayCall(subscription: PushSubscriptionDoc): Promise<boolean> {
    const refusal = await pushEndpointRefusal(subscription.endpoint, resolveHost);
    if (refusal) {
      // The reason names the host; the endpoint's path is the subscription's secret and stays out of the log.
      options.logger?.warn({ reason: `endpoint ${refusal}` }, 'push endpoint skipped: not called');
    }
    return refusal === null;
  }

  async function sendOne(subscription: PushSubscriptionDoc, payload: string, keys: VapidKeys): Promise<PushOutcome> {
    if (!(await mayCall(subscription))) return 'skipped' as const;
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
          timeout: timeoutMs,
          agent,
        },
      );
      return 'sent' as const;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status !== undefined && GONE_STATUSES.has(status)) {
        await PushSubscription.deleteOne({ endpoint: subscription.endpoint });
        return 'removed' as const;
      }
      options.logger?.warn(
        { status, err: { message: (err as Error).message }, host: new URL(subscription.endpoint).host },
        'push message not delivered',
      );
      return 'failed' as const;
    }
  }

  /** Sends `message` to every stored subscription; answers how many were sent, removed and failed. */
  async function sendToAllSubscribers(message: PushMessage): Promise<PushSendResult> {
    const payload = JSON.stringify(pushMessageSchema.parse(message));
    const keys = await options.vapidKeys();
    const result: PushSendResult = { sent: 0, removed: 0, failed: 0, skipped: 0 };
    let batch: PushSubscriptionDoc[] = [];
    const flush = async () => {
      const outcomes = await Promise.all(batch.map((s) => sendOne(s, payload, keys)));
      for (const outcome of outcomes) result[outcome] += 1;
      batch = [];
    };
    for await (const subscription of PushSubscription.find({}).lean<PushSubscriptionDoc[]>().cursor()) {
      batch.push(subscription as PushSubscriptionDoc);
      if (batch.length >= concurrency) await flush();
    }
    await flush();
    return result;
  }

  /**
   * Sends `message` to the stored subscription with `endpoint`. An endpoint nobody subscribed is never called: a caller
   * cannot make us send requests to an address of its choosing.
   */
  async function sendToSubscription(endpoint: string, message: PushMessage): Promise<PushSubscriptionOutcome> {
    const payload = JSON.stringify(pushMessageSchema.parse(message));
    const subscription = await PushSubscription.findOne({ endpoint: { $eq: endpoint } }).lean<PushSubscriptionDoc>();
    if (!subscription) return 'unknown';
    return sendOne(subscription, payload, await options.vapidKeys());
  }

  return { sendToAllSubscribers, sendToSubscription };
}

export type PushSender = ReturnType<typeof createPushSender>;
