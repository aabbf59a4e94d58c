// The electrical planner's reads, injected here rather than in the catalogue's API so they load with the planner's
// page only: the shopper's vehicle's charging system, and the skus in the cart (to start from its amplifiers).
import {
  CART_API_PATH,
  baseApi,
  unwrapData,
  type MyVehicle,
  type VehicleElectricalResponse,
} from '@storefront/shared-domain';

/** A cart line as far as the planner reads it. */
export interface PowerCartLine {
  sku: string;
  quantity: number;
}

/** The sku and quantity of each cart line, [] when the answer is not a cart. */
export function cartLinesOf(response: unknown): PowerCartLine[] {
  const cart = unwrapData<{ items?: unknown } | null>(response);
  if (!cart || !Array.isArray(cart.items)) return [];
  return (cart.items as Array<Partial<PowerCartLine>>).flatMap((line) =>
    typeof line.sku === 'string' ? [{ sku: line.sku, quantity: Number(line.quantity) || 1 }] : [],
  );
}

export const powerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogVehicleElectrical: build.query<
      VehicleElectricalResponse,
      Required<Pick<MyVehicle, 'year' | 'make' | 'model'>>
    >({
      query: ({ year, make, model }) =>
        `/api/vehicles/electrical?${new URLSearchParams({ year: String(year), make, model }).toString()}`,
    }),
    // 'catalog...': never the cart remote's own cart endpoint. 'Cart' is invalidated by the cart's writes.
    getCatalogCartLines: build.query<PowerCartLine[], void>({
      query: () => ({ url: CART_API_PATH, cache: 'no-store' }),
      transformResponse: cartLinesOf,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCatalogVehicleElectricalQuery, useGetCatalogCartLinesQuery } = powerApi;
