// Amplifiers from our catalogue that match the subwoofers (suggestAmplifiers: power at a safe wiring within the match
// band of their total RMS, best fit first), each as the catalogue's own product card with add-to-cart, headed by the
// wiring and power that make it fit.
import { cardAction, type AmplifierParameters, type FitToolProduct } from '@storefront/shared-domain';
import { formatOhms, suggestAmplifiers, type SubwooferSetup } from '@storefront/shared-domain/fit-tools';
import { useMemo } from 'react';
import { FitProductGrid, FitToolNote as Note, MAX_FIT_PRODUCTS } from '../fit-tools/FitProductGrid';
import { useViewer } from '../viewer/useViewer';
import { WIRING_PLANNER_TEXTS as T } from './wiringForm';

/** Cart line source of adds from the planner's suggestions. */
export const WIRING_CART_SOURCE = 'wiring-planner';

export interface AmplifierSuggestionsProps {
  setup: SubwooferSetup;
  rmsWatts: number | null;
  amplifiers: ReadonlyArray<FitToolProduct<AmplifierParameters>>;
}

export function AmplifierSuggestions({ setup, rmsWatts, amplifiers }: AmplifierSuggestionsProps) {
  const viewer = useViewer();
  // Only amplifiers this viewer can put in the cart now (in stock, or a pre-order): a suggestion ends in a purchase.
  const buyable = useMemo(
    () =>
      amplifiers.filter(
        ({ product }) =>
          !cardAction(
            {
              currentlyInStock: product.currentlyInStock,
              preorderEligible: product.preorderInfo?.is_pre_order_eligible,
              productType: product.product_type,
            },
            viewer,
          ).disabled,
      ),
    [amplifiers, viewer],
  );
  const suggestions = useMemo(
    () => (rmsWatts ? suggestAmplifiers(setup, rmsWatts, buyable).slice(0, MAX_FIT_PRODUCTS) : []),
    [setup, rmsWatts, buyable],
  );
  let content;
  if (!rmsWatts) content = <Note data-testid="catalog-wiring-suggestions-need-rms">{T.suggestionsNeedRms}</Note>;
  else if (suggestions.length === 0)
    content = <Note data-testid="catalog-wiring-suggestions-none">{T.suggestionsNone}</Note>;
  else
    content = (
      <FitProductGrid
        items={suggestions.map(({ amplifier, wiring, watts, ratio, basis }) => ({
          product: amplifier.product,
          fit: T.suggestionFit(
            watts,
            `${formatOhms(wiring.ohms)} (${wiring.name})`,
            Math.round(ratio * 100),
            basis !== 'rated',
          ),
        }))}
        testId="catalog-wiring-suggestion"
        source={WIRING_CART_SOURCE}
      />
    );
  return (
    <section aria-labelledby="catalog-wiring-suggestions-heading" data-testid="catalog-wiring-suggestions">
      <h2 id="catalog-wiring-suggestions-heading">{T.suggestionsHeading}</h2>
      {content}
    </section>
  );
}
