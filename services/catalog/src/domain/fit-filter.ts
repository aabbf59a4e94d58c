// "Only what fits my vehicle" (`fit=`): a listing keeps the products the shared fit rule (fitConfidence) calls a fit,
// a fit with notes or universal. It is applied to the listing's whole set of products before paging, so the total and
// the pages count only what is kept.
import { trusted } from '@storefront/service-platform';
import { fitConfidence, keptByFitFilter, type FitConfidenceProduct, type FitVehicle } from '@storefront/shared-domain';
import type { FilterQuery } from 'mongoose';
import type { CatalogModels, ProductDoc } from '../models';

/** What the fit rule reads of a product (a card carries the same fields). */
export const FIT_RULE_PROJECTION = {
  _id: 0,
  sku: 1,
  category: 1,
  properties: 1,
  'vehicleFitment.compatibilityNotes': 1,
} as const;

/** The products the filter keeps, in their order. */
export function keptByFit<T extends FitConfidenceProduct>(products: readonly T[], vehicle: FitVehicle): T[] {
  return products.filter((product) => keptByFitFilter(fitConfidence(product, vehicle)));
}

/** The listing's filter narrowed to the skus that fit the vehicle (the fit rule reads every product it matches). */
export async function fitFilter(
  Product: CatalogModels['Product'],
  filter: FilterQuery<ProductDoc>,
  vehicle: FitVehicle,
): Promise<FilterQuery<ProductDoc>> {
  const rows = await Product.find(filter, FIT_RULE_PROJECTION)
    .lean<Array<FitConfidenceProduct & { sku: string }>>()
    .exec();
  return { ...filter, sku: trusted({ $in: keptByFit(rows, vehicle).map((row) => row.sku) }) };
}
