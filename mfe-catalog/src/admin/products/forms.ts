// The product and variant forms' values (the inputs' texts) to and from the API's fields, checked with the shared rules
// the service applies (shared-domain backoffice/catalog.ts), so a form shows the service's own texts before sending.
import {
  CATALOGUE_ADMIN_TEXTS,
  preorderErrors,
  priceErrors,
  stockError,
  type AdminPreorder,
  type AdminVariant,
  type ProductPatch,
  type VariantPatch,
} from '@storefront/shared-domain/admin';
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface PreorderValues {
  enabled: boolean;
  inStockEtaDate: string;
  manualOverrideEtaDate: string;
}

export interface ProductFormValues {
  price: string;
  price_msrp: string;
  price_map: string;
  price_dealer: string;
  preorder: PreorderValues;
  isDiscontinued: boolean;
}

export interface VariantFormValues {
  price: string;
  tpa_wh: string;
  lv_wh: string;
  preorder: PreorderValues;
  isDiscontinued: boolean;
}

const text = (n: number | null) => (n === null ? '' : String(n));
/** An empty box is no value; anything else must read as a number (NaN is refused by the rules). */
const amount = (t: string) => (t.trim() === '' ? null : Number(t.trim()));

const preorderValues = (p: AdminPreorder): PreorderValues => ({
  enabled: p.enabled,
  inStockEtaDate: p.inStockEtaDate ?? '',
  manualOverrideEtaDate: p.manualOverrideEtaDate ?? '',
});

const preorderOf = (v: PreorderValues): AdminPreorder => ({
  enabled: v.enabled,
  inStockEtaDate: v.inStockEtaDate.trim() || null,
  manualOverrideEtaDate: v.manualOverrideEtaDate.trim() || null,
});

export function productFormValues(p: AdminVariant): ProductFormValues {
  return {
    price: text(p.price),
    price_msrp: text(p.price_msrp),
    price_map: text(p.price_map),
    price_dealer: text(p.price_dealer),
    preorder: preorderValues(p.preorder),
    isDiscontinued: p.isDiscontinued,
  };
}

export function variantFormValues(v: AdminVariant): VariantFormValues {
  return {
    price: text(v.price),
    tpa_wh: String(v.tpa_wh),
    lv_wh: String(v.lv_wh),
    preorder: preorderValues(v.preorder),
    isDiscontinued: v.isDiscontinued,
  };
}

export function productPatchOf(v: ProductFormValues): ProductPatch {
  return {
    price: amount(v.price) ?? Number.NaN,
    price_msrp: amount(v.price_msrp),
    price_map: amount(v.price_map),
    price_dealer: amount(v.price_dealer),
    preorder: preorderOf(v.preorder),
    isDiscontinued: v.isDiscontinued,
  };
}

/** The variant's patch: only its stock when it is the product itself (its prices are the product form's). */
export function variantPatchOf(v: VariantFormValues, stockOnly: boolean): VariantPatch {
  const stock = { tpa_wh: amount(v.tpa_wh) ?? Number.NaN, lv_wh: amount(v.lv_wh) ?? Number.NaN };
  if (stockOnly) return stock;
  return {
    ...stock,
    price: amount(v.price) ?? Number.NaN,
    preorder: preorderOf(v.preorder),
    isDiscontinued: v.isDiscontinued,
  };
}

/** react-hook-form's errors from the rules' messages by field path ('preorder.inStockEtaDate'). */
export function formErrors<T extends object>(messages: Record<string, string>): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    const [head, tail] = path.split('.');
    const error = { type: 'rule', message };
    if (tail) errors[head] = { ...(errors[head] as object), [tail]: error };
    else errors[head] = error;
  }
  return errors as FieldErrors<T>;
}

export const productResolver: Resolver<ProductFormValues> = async (values) => {
  const patch = productPatchOf(values);
  const messages = {
    ...priceErrors({
      price: patch.price ?? Number.NaN,
      price_msrp: patch.price_msrp ?? null,
      price_map: patch.price_map ?? null,
      price_dealer: patch.price_dealer ?? null,
    }),
    ...preorderErrors(patch.preorder!),
  };
  return Object.keys(messages).length > 0
    ? { values: {}, errors: formErrors<ProductFormValues>(messages) }
    : { values, errors: {} };
};

/** The variant form's rules; `prices` are the stored prices its price is checked against (MSRP). */
export function variantResolver(current: AdminVariant, stockOnly: boolean): Resolver<VariantFormValues> {
  return async (values) => {
    const patch = variantPatchOf(values, stockOnly);
    const messages: Record<string, string> = {};
    for (const key of ['tpa_wh', 'lv_wh'] as const) {
      if (stockError(patch[key])) messages[key] = CATALOGUE_ADMIN_TEXTS.stockInvalid;
    }
    if (!stockOnly) {
      const prices = priceErrors({ ...current, price: patch.price ?? Number.NaN });
      if (prices.price) messages.price = prices.price;
      Object.assign(messages, preorderErrors(patch.preorder!));
    }
    return Object.keys(messages).length > 0
      ? { values: {}, errors: formErrors<VariantFormValues>(messages) }
      : { values, errors: {} };
  };
}
