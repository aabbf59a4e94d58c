// The product page's view_item event (spec 2 §7).
import { useEffect } from 'react';
import { LOCALE, trackEvent, type ProductDetail } from '@storefront/shared-domain';

/** view_item once per variant shown, when its own data is there (not the previous answer's, while `pending`). */
export function useViewItemEvent(shown: ProductDetail, pending: boolean) {
  useEffect(() => {
    if (pending) return;
    trackEvent('view_item', {
      ecommerce: {
        currency: LOCALE.currency,
        value: shown.price,
        items: [{ item_id: shown.sku, item_name: shown.name, item_category: shown.category, price: shown.price }],
      },
    });
    // Keyed by the sku: a re-render of the same variant is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.sku, pending]);
}
