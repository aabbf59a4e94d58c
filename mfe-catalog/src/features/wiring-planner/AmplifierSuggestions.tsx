// Amplifiers from our catalogue that match the subwoofers (suggestAmplifiers: power at a safe wiring within the match
// band of their total RMS, best fit first), each as the catalogue's own product card with add-to-cart, headed by the
// wiring and power that make it fit.
import styled from '@emotion/styled';
import {
  cardAction,
  colors,
  spacing,
  typography,
  type AmplifierParameters,
  type FitToolProduct,
} from '@storefront/shared-domain';
import { formatOhms, suggestAmplifiers, type SubwooferSetup } from '@storefront/shared-domain/fit-tools';
import { useMemo } from 'react';
import { ProductCard } from '../product-card';
import { useViewer } from '../viewer/useViewer';
import { WIRING_PLANNER_TEXTS as T } from './wiringForm';

/** Cart line source of adds from the planner's suggestions. */
export const WIRING_CART_SOURCE = 'wiring-planner';
/** CHOICE: the best few, so the list stays a recommendation rather than a second listing. */
export const MAX_AMPLIFIER_SUGGESTIONS = 4;

const Grid = styled.ul`
  label: catalogWiringSuggestions;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: ${spacing.xs};
  }
`;

const Fit = styled.p`
  label: catalogWiringSuggestionFit;
  margin: 0;
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.bold};
  color: ${colors.success};
`;

const Note = styled.p`
  label: catalogWiringSuggestionsNote;
  margin: 0;
  color: ${colors.textMuted};
`;

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
    () => (rmsWatts ? suggestAmplifiers(setup, rmsWatts, buyable).slice(0, MAX_AMPLIFIER_SUGGESTIONS) : []),
    [setup, rmsWatts, buyable],
  );
  let content;
  if (!rmsWatts) content = <Note data-testid="catalog-wiring-suggestions-need-rms">{T.suggestionsNeedRms}</Note>;
  else if (suggestions.length === 0)
    content = <Note data-testid="catalog-wiring-suggestions-none">{T.suggestionsNone}</Note>;
  else
    content = (
      <Grid>
        {suggestions.map(({ amplifier, wiring, watts, ratio, basis }) => (
          <li key={amplifier.product.sku} data-testid="catalog-wiring-suggestion" data-sku={amplifier.product.sku}>
            <Fit>
              {T.suggestionFit(
                watts,
                `${formatOhms(wiring.ohms)} (${wiring.name})`,
                Math.round(ratio * 100),
                basis !== 'rated',
              )}
            </Fit>
            <ProductCard product={amplifier.product} viewer={viewer} source={WIRING_CART_SOURCE} />
          </li>
        ))}
      </Grid>
    );
  return (
    <section aria-labelledby="catalog-wiring-suggestions-heading" data-testid="catalog-wiring-suggestions">
      <h2 id="catalog-wiring-suggestions-heading">{T.suggestionsHeading}</h2>
      {content}
    </section>
  );
}
