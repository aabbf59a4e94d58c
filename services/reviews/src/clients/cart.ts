// The cart service owns orders (ARCHITECTURE §6): the reviews service asks it over HTTP which of some skus the
// signed-in viewer bought, forwarding the gateway's signed viewer headers so the cart answers for that viewer only.
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { HttpError, INTERNAL_JSON_HEADERS, VIEWER_HEADERS } from '@storefront/service-platform';
import type { ReviewableItem } from '@storefront/shared-domain';

export interface Purchases {
  /** Order lines of the viewer for the asked skus, newest first. */
  items: ReviewableItem[];
  /** First name on the viewer's newest order, null when unknown. */
  firstName: string | null;
}

/** Which of `skus` the viewer (proved by `viewerHeaders`) bought; throws a 503 HttpError when the cart cannot answer. */
export type PurchaseLookup = (viewerHeaders: Record<string, string>, skus: readonly string[]) => Promise<Purchases>;

const answerSchema = z.object({
  items: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      orderNumber: z.string(),
      purchasedAt: z.string(),
    }),
  ),
  firstName: z.string().nullable().optional(),
});

export const CART_UNAVAILABLE_MESSAGE = 'Your purchases cannot be checked right now; please try again shortly';

export function cartUnavailable(cause?: unknown): HttpError {
  const err = new HttpError(503, 'service_unavailable', CART_UNAVAILABLE_MESSAGE);
  if (cause !== undefined) err.cause = cause;
  return err;
}

/** The signed viewer headers of an incoming request, as they are forwarded to another service. */
export function forwardedViewerHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.values(VIEWER_HEADERS)) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** GET <cart>/api/orders/purchased-skus?skus=a,b with a time-out; any failure is a 503 for the caller. */
export function httpPurchaseLookup(baseUrl: string, timeoutMs: number): PurchaseLookup {
  const base = baseUrl.replace(/\/+$/, '');
  return async (viewerHeaders, skus) => {
    const query = new URLSearchParams({ skus: skus.join(',') });
    let body: unknown;
    try {
      const res = await fetch(`${base}/api/orders/purchased-skus?${query.toString()}`, {
        headers: { ...INTERNAL_JSON_HEADERS, ...viewerHeaders },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`cart answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw cartUnavailable(err);
    }
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw cartUnavailable(parsed.error);
    return { items: parsed.data.items, firstName: parsed.data.firstName ?? null };
  };
}
