// What the two fit tools (box design, wiring planner) share about picking a catalogue product: a sku from the address
// is checked against the catalogue (in the starting values when it is already there, else once it has loaded), and a
// field's change can be followed by the tool's own step (fill the form from the picked subwoofer; drop the pick when
// its figures are typed over).
import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A product a tool's picker offers. */
export interface CatalogueItem {
  product: { sku: string };
}

/**
 * What a picker's sku from the address names in a loaded catalogue (`items`, null while it has not loaded): the
 * product, null for a sku the catalogue does not have (the tool drops it), undefined when there is nothing to settle
 * yet. A tool starts from it, so a page rendered with the catalogue already there (on the server, or hydrating what
 * the server rendered) shows the picked product in its first render, as the server's HTML does.
 */
export function productOfSku<T extends CatalogueItem>(sku: string, items: readonly T[] | null): T | null | undefined {
  if (!sku || !items) return undefined;
  return items.find((item) => item.product.sku === sku) ?? null;
}

/**
 * A picker's sku from the address (a bookmarked design) is known once the catalogue has `loaded`: `settle` then gets
 * the product it names, or null for a sku the catalogue does not have (the tool drops it). Runs once, on the first
 * loaded list; not at all when the catalogue was there at the first render, whose starting values settled it
 * (productOfSku).
 */
export function useSkuFromAddress<T extends CatalogueItem>(
  sku: string,
  loaded: boolean,
  items: readonly T[],
  settle: (known: T | null) => void,
): void {
  const pending = useRef(loaded ? '' : sku);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || !loaded) return;
    pending.current = '';
    settle(productOfSku(wanted, items) ?? null);
  }, [loaded, items, settle]);
}

/**
 * A tool's picker of catalogue products that fill the form: the returned `choose(sku)` fills it from the picked product
 * (`fill`); a sku from the address that the starting values could not settle is kept (`setSku`) and filled from once
 * the catalogue has loaded, or dropped (`setSku('')`) when the catalogue does not have it.
 */
export function useCataloguePicker<T extends CatalogueItem>(
  items: readonly T[],
  loaded: boolean,
  skuFromAddress: string,
  setSku: (sku: string) => void,
  fill: (picked: T) => void,
): (sku: string) => void {
  useSkuFromAddress(skuFromAddress, loaded, items, (known) => {
    setSku(known ? known.product.sku : '');
    if (known) fill(known);
  });
  return (sku) => {
    const picked = items.find((item) => item.product.sku === sku);
    if (picked) fill(picked);
  };
}

/** The field's registration, with `then` run on every change once the form has taken the new value. */
export function afterChange(registration: UseFormRegisterReturn, then: (value: string) => void): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: async (event) => {
      await registration.onChange(event);
      then((event.target as HTMLInputElement | HTMLSelectElement).value);
    },
  };
}
