// A dealer cannot add an item that is not in stock; a notify-style control shows instead (spec 2 §5), on quick order
// and on the product page alike. CHOICE: no notify endpoint exists yet, so a wish is kept in this browser, one list
// of skus for every screen.
import { STORAGE_KEYS } from '../constants';

export const BACK_IN_STOCK_TEXTS = {
  button: 'Notify Me',
  recorded: 'We will let you know when it is back in stock.',
} as const;

/** Adds the sku to this browser's back-in-stock list; false when storage refused it (full, blocked). */
export function rememberBackInStockWish(sku: string): boolean {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.dealerNotify) ?? '[]');
    const skus = Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
    if (!skus.includes(sku)) skus.push(sku);
    window.localStorage.setItem(STORAGE_KEYS.dealerNotify, JSON.stringify(skus));
    return true;
  } catch {
    return false;
  }
}
