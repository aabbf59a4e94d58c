// view_item_list (spec 2 §7): once per list page shown (a collection page, a search result page), with its products.
import { useEffect } from 'react';
import { LOCALE, trackEvent, type ProductCard } from '@storefront/shared-domain';

export function useTrackItemList(
  list: { id: string; name: string; page: number } | null,
  products: readonly Pick<ProductCard, 'sku' | 'name' | 'price'>[] | undefined,
): void {
  const key = list && products ? `${list.id}|${list.page}|${products.map((p) => p.sku).join(',')}` : null;
  useEffect(() => {
    if (!list || !products || key === null) return;
    trackEvent('view_item_list', {
      item_list_id: list.id,
      item_list_name: list.name,
      ecommerce: {
        currency: LOCALE.currency,
        items: products.map((p, index) => ({
          item_id: p.sku,
          item_name: p.name,
          price: p.price,
          index: (list.page - 1) * products.length + index,
        })),
      },
    });
    // One event per distinct list page; the key holds everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
