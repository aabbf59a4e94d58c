// The variant options of the product page: what each option offers, and what a click on a value does. A value that
// completes a variant other than the shown one selects it (and may scroll the page up to it); a value that completes
// none is held as the shopper's draft until the options name a variant again.
import { useMemo, useState } from 'react';
import {
  LAYOUT_OFFSETS,
  allOptionsChosen,
  chooseVariantOption,
  chosenOptionsOf,
  shouldScrollAfterVariantChange,
  variantOptionViews,
  withImplicitOptions,
  type ChosenOptions,
  type OptionIndex,
  type ProductDetail,
} from '@storefront/shared-domain';

/** Returns [the options as shown, the handler of a click on a value, whether an option is unchosen (the buy box waits)]. */
export function useVariantChoice(product: ProductDetail, activeSku: string, onSelectSku: (sku: string) => void) {
  const related = useMemo(() => product.relatedVariants ?? [], [product.relatedVariants]);
  const parentSku = product.parentVariant?.sku ?? product.variant_parent_sku ?? product.sku;

  // The shopper's choices while they differ from the selected variant's own options (a missing option).
  const [draft, setDraft] = useState<{ forSku: string; chosen: ChosenOptions } | null>(null);
  const ownOptions = useMemo(
    () => withImplicitOptions(related, chosenOptionsOf(related.find((v) => v.sku === activeSku))),
    [related, activeSku],
  );
  const chosen = draft && draft.forSku === activeSku ? draft.chosen : ownOptions;
  const views = variantOptionViews(related, {
    parentSku,
    chosen,
    optionNames: (product.options ?? []).map((o) => o.name),
  });

  const choose = (index: OptionIndex, value: string) => {
    const choice = chooseVariantOption(related, chosen, index, value);
    if (!choice.sku || choice.sku === activeSku) {
      setDraft({ forSku: activeSku, chosen: choice.chosen });
      return;
    }
    setDraft(null);
    onSelectSku(choice.sku);
    if (shouldScrollAfterVariantChange(choice.sku, product.product_type)) {
      window.scrollTo({ top: LAYOUT_OFFSETS.variantScrollTopPx, behavior: 'smooth' });
    }
  };

  const optionsMissing = related.length > 0 && !allOptionsChosen(related, chosen);
  return [views, choose, optionsMissing] as const;
}
