// The catalogue keeps a copy of each product's review score (cards, collection sorting, the product page). When a
// review is written, the reviews service sends the product's new score with a signed service call. The review is
// already stored: a catalogue that cannot be reached is logged, and the next seed run copies every score again.
import type pino from 'pino';
import { signedJsonRequest } from '@storefront/service-platform';
import type { ReviewScoreSummary } from '@storefront/shared-domain';

/** Sends a product's new score to the catalogue; never throws. */
export type ScorePublisher = (sku: string, score: ReviewScoreSummary) => Promise<void>;

export function httpScorePublisher(
  baseUrl: string,
  secret: string,
  timeoutMs: number,
  logger?: pino.Logger,
): ScorePublisher {
  const base = baseUrl.replace(/\/+$/, '');
  return async (sku, score) => {
    const path = `/api/internal/products/${encodeURIComponent(sku)}/review-score`;
    try {
      const res = await fetch(`${base}${path}`, {
        ...signedJsonRequest('PUT', path, secret, { count: score.count, avgScore: score.avgScore }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) logger?.warn({ sku, status: res.status }, 'the catalogue refused a review score');
    } catch (err) {
      logger?.warn({ sku, err: (err as Error).message }, 'the catalogue could not be told a review score');
    }
  };
}
