// The quick order's state and actions: lines come from GET /api/product/{sku} (the gateway tells the catalogue the
// viewer is a dealer, so price_dealer and the warehouse stocks are in the answer); 'Add all' emits one
// `cart:add-requested` per line in stock, then `cart:open`.
import { apiErrorMessage, apiErrorStatus, emit, useAppDispatch, type ProductDetail } from '@storefront/shared-domain';
import { useCallback, useRef, useState } from 'react';
import { dealerApi } from '../../api/dealer';
import { dealerCartItem } from './dealerProduct';
import { PASTE_MESSAGES, parseQuickOrderPaste, type PasteError } from './parseQuickOrderPaste';
import {
  addableLines,
  mergedQuantity,
  quickOrderReducer,
  type QuickOrderAction,
  type QuickOrderLine,
} from './quickOrderLines';

/** At most this many product look-ups run at once for a long paste (CHOICE). */
export const LOOKUP_CONCURRENCY = 6;

export const QUICK_ORDER_MESSAGES = {
  lookupFailed: (line: number, sku: string, reason: string) => `Line ${line}: could not look up SKU ${sku}. ${reason}`,
  pickFailed: (sku: string, reason: string) => `Could not add ${sku}. ${reason}`,
  unknownPick: (sku: string) => `Unknown SKU ${sku}`,
  lineFull: (sku: string) => `${sku} is already at the most that can be ordered.`,
} as const;

export type Lookup =
  { kind: 'found'; product: ProductDetail } | { kind: 'unknown' } | { kind: 'failed'; reason: string };

async function mapLimited<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface AddAllResult {
  added: number;
  skipped: number;
}

export function useQuickOrder() {
  const dispatch = useAppDispatch();
  const [lines, setLines] = useState<QuickOrderLine[]>([]);
  // The latest lines, read synchronously while a paste merges many lines one after the other.
  const current = useRef<QuickOrderLine[]>(lines);

  const update = useCallback((action: QuickOrderAction) => {
    current.current = quickOrderReducer(current.current, action);
    setLines(current.current);
  }, []);

  const lookUp = useCallback(
    async (sku: string): Promise<Lookup> => {
      const result = await dispatch(dealerApi.endpoints.dealerProduct.initiate(sku, { subscribe: false }));
      if (result.data) return { kind: 'found', product: result.data };
      const status = apiErrorStatus(result.error);
      // 400: not a SKU the catalogue accepts; 404: no such product. Both mean the dealer typed an unknown SKU.
      if (status === 404 || status === 400) return { kind: 'unknown' };
      return { kind: 'failed', reason: apiErrorMessage(result.error) };
    },
    [dispatch],
  );

  /** Adds a picked product with quantity 1 (or one more); returns an error message or null. */
  const addSku = useCallback(
    async (sku: string): Promise<string | null> => {
      const found = await lookUp(sku);
      if (found.kind === 'unknown') return QUICK_ORDER_MESSAGES.unknownPick(sku);
      if (found.kind === 'failed') return QUICK_ORDER_MESSAGES.pickFailed(sku, found.reason);
      if (mergedQuantity(current.current, found.product.sku, 1) === null) {
        return QUICK_ORDER_MESSAGES.lineFull(found.product.sku);
      }
      update({ type: 'add', product: found.product, quantity: 1 });
      return null;
    },
    [lookUp, update],
  );

  /** Parses pasted lines, looks every SKU up and merges the found ones; returns every per-line error, by line. */
  const addPasted = useCallback(
    async (text: string): Promise<{ added: number; errors: PasteError[] }> => {
      const parsed = parseQuickOrderPaste(text);
      const errors = [...parsed.errors];
      const lookups = await mapLimited(parsed.lines, LOOKUP_CONCURRENCY, (line) => lookUp(line.sku));
      const rawText = (typeof text === 'string' ? text : '').split(/\r\n|\r|\n/);
      let added = 0;
      parsed.lines.forEach((line, index) => {
        const found = lookups[index];
        const fail = (message: string) =>
          errors.push({ line: line.line, text: rawText[line.line - 1].trim(), message });
        if (found.kind === 'unknown') return fail(PASTE_MESSAGES.unknownSku(line.line, line.sku));
        if (found.kind === 'failed') return fail(QUICK_ORDER_MESSAGES.lookupFailed(line.line, line.sku, found.reason));
        if (mergedQuantity(current.current, found.product.sku, line.quantity) === null) {
          return fail(PASTE_MESSAGES.sumTooLarge(line.line, found.product.sku));
        }
        update({ type: 'add', product: found.product, quantity: line.quantity });
        added++;
      });
      errors.sort((a, b) => a.line - b.line);
      return { added, errors };
    },
    [lookUp, update],
  );

  /** One `cart:add-requested` per line in stock, then `cart:open`; lines out of stock stay in the grid. */
  const addAllToCart = useCallback((): AddAllResult => {
    const ready = addableLines(current.current);
    for (const line of ready) emit('cart:add-requested', { item: dealerCartItem(line.product, line.quantity) });
    if (ready.length > 0) emit('cart:open', { reason: 'item-added' });
    return { added: ready.length, skipped: current.current.length - ready.length };
  }, []);

  return {
    lines,
    addSku,
    addPasted,
    addAllToCart,
    setQuantity: (sku: string, quantity: number) => update({ type: 'set-quantity', sku, quantity }),
    remove: (sku: string) => update({ type: 'remove', sku }),
    clear: () => update({ type: 'clear' }),
  };
}
