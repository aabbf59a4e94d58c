import { trusted } from '@storefront/service-platform';
import { REVIEW_FIT_VERDICTS } from '@storefront/shared-domain';
import type { ReviewFitSummary, ReviewFitVerdict, ReviewVehicle } from '@storefront/shared-domain';
import { PUBLISHED_ONLY, vehicleKey } from '../models/review';
import type { ReviewModels } from '../models/review';

/**
 * How many owners of the vehicle who reviewed the skus said each verdict (reviews without one, and hidden ones, are
 * left out).
 */
export async function fitSummary(
  { Review }: ReviewModels,
  skus: readonly string[],
  vehicle: ReviewVehicle,
): Promise<ReviewFitSummary> {
  const rows = await Review.aggregate<{ _id: ReviewFitVerdict; count: number }>([
    {
      $match: {
        sku: trusted({ $in: [...skus] }),
        vehicle_key: vehicleKey(vehicle),
        fit_verdict: trusted({ $in: [...REVIEW_FIT_VERDICTS] }),
        ...PUBLISHED_ONLY,
      },
    },
    { $group: { _id: '$fit_verdict', count: { $sum: 1 } } },
  ]);
  const counts = Object.fromEntries(REVIEW_FIT_VERDICTS.map((v) => [v, 0])) as Record<ReviewFitVerdict, number>;
  for (const row of rows) counts[row._id] = row.count;
  return { vehicle, counts };
}
