// Who is looking (shopper or dealer) and which sale runs: the two inputs of every price on the page. The price lines
// themselves are shared-domain's productPriceLines, exactly as on the catalogue's cards.
import {
  activeSale,
  productPriceLines,
  productSaleDiscount,
  selectIsDealer,
  useAppSelector,
  useGetSaleSettingsQuery,
  type PriceLine,
  type ProductCard,
  type SaleSettings,
} from '@storefront/shared-domain';
import { useMemo } from 'react';

export interface PriceViewer {
  isDealer: boolean;
  sale: SaleSettings | null;
}

export function usePriceViewer(): PriceViewer {
  const isDealer = useAppSelector(selectIsDealer);
  const { data: saleSettings } = useGetSaleSettingsQuery();
  return useMemo(() => ({ isDealer, sale: activeSale(saleSettings) }), [isDealer, saleSettings]);
}

export type PricedProduct = Pick<
  ProductCard,
  | 'sku'
  | 'price'
  | 'price_map'
  | 'price_msrp'
  | 'compareAtPrice'
  | 'price_dealer'
  | 'currentlyInStock'
  | 'preorderInfo'
  | 'isDailyDeal'
  | 'tpa_wh'
  | 'lv_wh'
  | 'isBundle'
> & { bundleNormalPrice?: number | null };

/** The sale discount that applies to the product for this viewer (0 when none). */
export const saleDiscountOf: (product: PricedProduct, viewer: PriceViewer) => number = productSaleDiscount;

export const priceLinesOf: (product: PricedProduct, viewer: PriceViewer) => PriceLine[] = productPriceLines;
