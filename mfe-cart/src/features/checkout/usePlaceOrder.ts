// Placing an order (contract C). One Idempotency-Key per attempt: the automatic retries of an attempt (a lost
// connection, a gateway timeout, a busy service, the same key still running) and a shopper's second click after such a
// failure, with the same details, reuse it, so the service places the order once. A definitive answer (placed,
// declined, invalid, out of stock) ends the attempt: the next click is a new attempt with a new key.
import { useCallback, useRef } from 'react';
import { isRetryableWrite, type PlaceOrderInput, type PlaceOrderResponse } from '@storefront/shared-domain';
import { newIdempotencyKey, usePlaceOrderMutation } from '../cart-api/cartApi';

/** Waits before each automatic retry (CHOICE: two retries). */
export const PLACE_ORDER_RETRY_DELAYS_MS = [500, 1500] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PlaceOrderOutcome = { ok: true; result: PlaceOrderResponse } | { ok: false; error: unknown };

export function usePlaceOrder(): (body: PlaceOrderInput) => Promise<PlaceOrderOutcome> {
  const [placeOrder] = usePlaceOrderMutation();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useCallback(
    async (body) => {
      const fingerprint = JSON.stringify(body);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
      const { key } = attempt.current;
      for (let retry = 0; ; retry += 1) {
        try {
          const result = await placeOrder({ body, idempotencyKey: key }).unwrap();
          attempt.current = null;
          return { ok: true, result };
        } catch (error) {
          const retryable = isRetryableWrite(error);
          if (retryable && retry < PLACE_ORDER_RETRY_DELAYS_MS.length) {
            await wait(PLACE_ORDER_RETRY_DELAYS_MS[retry]);
            continue;
          }
          if (!retryable) attempt.current = null;
          return { ok: false, error };
        }
      }
    },
    [placeOrder],
  );
}
