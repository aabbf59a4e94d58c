// Who is looking (shopper or dealer, spec 2 §6) and which sale runs (spec 1 §4 "Sale"): the two inputs of every price
// display. Both come from the shared API cache, so a page of cards makes one session read and one sale read.
import {
  activeSale,
  isDealerSession,
  useGetSaleSettingsQuery,
  useGetSessionQuery,
  type SaleSettings,
} from '@storefront/shared-domain';
import { useMemo } from 'react';

export interface Viewer {
  isDealer: boolean;
  /** The current sale (first active entry), or null. */
  sale: SaleSettings | null;
}

export const SHOPPER: Viewer = { isDealer: false, sale: null };

export function useViewer(): Viewer {
  const { data: session } = useGetSessionQuery();
  const { data: saleSettings } = useGetSaleSettingsQuery();
  const isDealer = isDealerSession(session ?? null);
  return useMemo(() => ({ isDealer, sale: activeSale(saleSettings) }), [isDealer, saleSettings]);
}
