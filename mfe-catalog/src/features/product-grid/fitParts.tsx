// What the listings show for the shopper's vehicle, fetched on demand (a first visit knows no vehicle, and the server
// renders none): a card's fit label and the listing's "Only what fits my {vehicle}" checkbox.
import { css } from '@emotion/react';
import {
  FIT_CONFIDENCE_TEXTS,
  colors,
  fitConfidence,
  fitVehicleLabel,
  mq,
  radii,
  readListingPlace,
  spacing,
  typography,
  vehicleFitClaim,
  writeListingPlace,
  type MyVehicle,
  type ProductCard,
} from '@storefront/shared-domain';
import { FitLabel } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { GetForm, HiddenParams, NoScriptSubmit } from './AddressForm';
import type { FitFilterState } from './FitFilter';
import { FIT_QUERY_PARAM, fitParamOf } from './fitParam';
import { listingControlCss } from './ListingControls';

/**
 * The fit label lies over the image's top corner: it appears after hydration (the server knows no vehicle), so it
 * must not push the card's lines down.
 */
const fitSlotCss = css`
  label: catalogCardFit;
  position: absolute;
  top: ${spacing.lg};
  left: ${spacing.lg};
  max-width: calc(100% - 2 * ${spacing.lg});
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.pill};
  background: ${colors.background};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15);
  font-size: ${typography.sizes.xs};
  ${mq.mobile} {
    top: ${spacing.md};
    left: ${spacing.md};
    max-width: calc(100% - 2 * ${spacing.md});
  }
`;

/**
 * The product's fit for the shopper's vehicle (fits, with notes, universal, does not fit, no data), or with a year and
 * make alone the ask for the model where the make and year match. The notes are the product page's to list in full.
 */
export function CardFit({ product, myVehicle }: { product: ProductCard; myVehicle: MyVehicle | null }) {
  const fit = fitConfidence(product, myVehicle);
  const claim = fit ? null : vehicleFitClaim(product, myVehicle);
  if (!fit && !claim) return null;
  return (
    <span css={fitSlotCss}>
      {fit ? (
        <FitLabel fit={fit} testId="catalog-card-fit" />
      ) : (
        <span data-testid="catalog-card-choose-model">{claim?.text}</span>
      )}
    </span>
  );
}

const fitFilterCss = css`
  label: catalogFitFilter;
  ${listingControlCss};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${spacing.xs};
    min-height: 36px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${colors.text};
  }
`;

/** The listing's checkbox for the offered vehicle (FitFilter.tsx shows it only with one). */
export function FitFilterControl({ fit, offered, setFit }: FitFilterState) {
  const [params] = useSearchParams();
  if (!offered) return null;
  const rest = writeListingPlace(params, { ...readListingPlace(params), page: 1 });
  rest.delete(FIT_QUERY_PARAM);
  return (
    <GetForm css={fitFilterCss} data-testid="catalog-fit-filter-form">
      <HiddenParams params={rest} />
      <label>
        <input
          type="checkbox"
          name={FIT_QUERY_PARAM}
          value={fitParamOf(offered)}
          checked={!!fit}
          onChange={(event) => setFit(event.target.checked)}
          data-testid="catalog-fit-filter"
        />
        {FIT_CONFIDENCE_TEXTS.onlyWhatFits(fitVehicleLabel(offered))}
      </label>
      <NoScriptSubmit>Apply</NoScriptSubmit>
    </GetForm>
  );
}
