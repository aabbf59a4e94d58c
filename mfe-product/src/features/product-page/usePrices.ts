// Who is looking (shopper or dealer) and which sale runs: the two inputs of every price on the page. The price lines
// themselves are shared-domain's priceDisplayLines + saleDiscountFor, exactly as on the catalogue's cards.
import {
  activeSale,
  isFlagSet,
  priceDisplayLines,
  saleDiscountFor,
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
export function saleDiscountOf(product: PricedProduct, viewer: PriceViewer): number {
  return saleDiscountFor(
    {
      sku: product.sku,
      isDailyDeal: product.isDailyDeal,
      tpa_wh: product.tpa_wh,
      lv_wh: product.lv_wh,
      currentlyInStock: product.currentlyInStock,
      preorderEligible: isFlagSet(product.preorderInfo?.is_pre_order_eligible),
    },
    viewer.sale,
    { isDealer: viewer.isDealer },
  );
}

export function priceLinesOf(product: PricedProduct, viewer: PriceViewer): PriceLine[] {
  return priceDisplayLines(
    {
      price: product.price,
      price_map: product.price_map,
      price_msrp: product.price_msrp,
      compareAtPrice: product.compareAtPrice,
      price_dealer: product.price_dealer,
      currentlyInStock: product.currentlyInStock,
      preorderEligible: isFlagSet(product.preorderInfo?.is_pre_order_eligible),
      isBundle: product.isBundle,
      bundleNormalPrice: product.bundleNormalPrice,
    },
    { isDealer: viewer.isDealer, saleDiscount: saleDiscountOf(product, viewer) },
  );
}
