// The current sale for the banner, the countdown, the geo transit bar and the popups: the first active entry of the
// sale settings, until its saleExpiresAt. A timer re-renders at the expiry, so everything hangs on it disappears
// without a reload (spec 2 §4 'Countdown').
import { useEffect, useReducer } from 'react';
import { activeSale, toDate, useGetSaleSettingsQuery, type SaleSettings } from '@storefront/shared-domain';

/** setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days); longer waits are chained. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** True once the sale's expiry has passed; a missing or unreadable expiry never expires. */
export function isSaleExpired(sale: Pick<SaleSettings, 'saleExpiresAt'>, now: number): boolean {
  const expiry = toDate(sale.saleExpiresAt);
  return expiry !== null && expiry.getTime() <= now;
}

export interface CurrentSale {
  sale: SaleSettings | null;
  /** The settings are still loading: the popups wait for them (a sale may switch them off). */
  isLoading: boolean;
}

export function useCurrentSale(): CurrentSale {
  const { data, isLoading } = useGetSaleSettingsQuery();
  const sale = activeSale(data);
  const expiresAt = toDate(sale?.saleExpiresAt)?.getTime() ?? null;
  const [tick, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const left = expiresAt - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(rerender, Math.min(left, MAX_TIMER_DELAY_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, tick]);

  if (!sale || isSaleExpired(sale, Date.now())) return { sale: null, isLoading };
  return { sale, isLoading };
}
