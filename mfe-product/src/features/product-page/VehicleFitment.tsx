// Vehicle fitment of the product: the vehicles a vehicle-specific product was built for, the catalogue's compatibility
// notes, and its fit for the shopper's vehicle ('Fits your ...', 'Fits with notes', 'Universal', 'Does not fit your
// ...', 'No fit data'). The vehicle lives in this browser only, so the server renders no fit: a vehicle-specific
// product keeps a line for it in its block, any other product shows it over the gallery, and nothing moves when it
// appears. Its code (ProductFit.tsx) is fetched only when a whole vehicle is known.
import { Suspense } from 'react';
import { css } from '@emotion/react';
import {
  OnDemandBoundary,
  PRODUCT_PAGE_TEXTS,
  colors,
  fitmentRangeText,
  onDemandPart,
  spacing,
  typography,
  useOnDemandPart,
  type MyVehicle,
  type ProductCard,
} from '@storefront/shared-domain';
import { Block } from './ui';

const productFitOnDemand = onDemandPart(
  'product',
  'the fit label',
  () => import(/* webpackChunkName: "lazy-product-fit" */ './ProductFit'),
  (module) => module.ProductFit,
);

// One line of the label, kept whether or not a vehicle is known.
const slotCss = css`
  label: productFitSlot;
  min-height: 40px;
  margin: 0 0 ${spacing.sm};
`;

export interface VehicleFitmentProps {
  product: ProductCard;
  vehicle: MyVehicle | null;
}

/** Products with a fitment block (a vehicle range or the catalogue's notes): their fit goes in the block. */
function hasFitmentBlock(product: ProductCard): boolean {
  return !!(fitmentRangeText(product.properties) || product.vehicleFitment?.compatibilityNotes?.trim());
}

function FitOnDemand({ product, vehicle, overlay }: VehicleFitmentProps & { overlay?: boolean }) {
  const { Lazy } = useOnDemandPart(productFitOnDemand);
  // Never a fit claim without year, make and model.
  if (!vehicle?.model) return null;
  return (
    <OnDemandBoundary what={productFitOnDemand.what}>
      <Suspense fallback={null}>
        <Lazy product={product} vehicle={vehicle} overlay={overlay} />
      </Suspense>
    </OnDemandBoundary>
  );
}

/** The fit of a product without a fitment block (amplifiers, wire, speakers ...), over the gallery's corner. */
export function FitOverlay({ product, vehicle }: VehicleFitmentProps) {
  return hasFitmentBlock(product) ? null : <FitOnDemand product={product} vehicle={vehicle} overlay />;
}

export function VehicleFitment({ product, vehicle }: VehicleFitmentProps) {
  if (!hasFitmentBlock(product)) return null;
  const builtFor = fitmentRangeText(product.properties);
  const written = product.vehicleFitment?.compatibilityNotes?.trim();
  return (
    <Block aria-labelledby="product-fitment-title" data-testid="product-fitment">
      <h2 id="product-fitment-title">{PRODUCT_PAGE_TEXTS.compatibilityNotes}</h2>
      <div css={slotCss} data-testid="product-fit-slot">
        <FitOnDemand product={product} vehicle={vehicle} />
      </div>
      {builtFor ? (
        <p css={{ margin: `0 0 ${spacing.xs}`, fontSize: typography.sizes.sm }} data-testid="product-built-for">
          {builtFor}
        </p>
      ) : null}
      {written ? (
        <p
          css={{ margin: 0, fontSize: typography.sizes.sm, color: colors.textMuted, whiteSpace: 'pre-line' }}
          data-testid="product-fitment-notes"
        >
          {written}
        </p>
      ) : null}
    </Block>
  );
}
