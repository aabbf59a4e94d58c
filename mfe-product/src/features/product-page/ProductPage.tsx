// Product page (/products/:handle). The page data comes from the catalog service (by-handle, with ?sku= for a
// variant); every decision is a rule of shared-domain. This file owns the address (only variant/sku survive; ?review=
// and #product-reviews), the query states and the variant shown; the variant choice (useVariantChoice.ts) and the
// blocks live beside it.
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { css } from '@emotion/react';
import {
  EMPTY_ENCLOSURE_NOTICE,
  PATHS,
  PRODUCT_PAGE_TEXTS,
  ROUTES,
  apiErrorStatus,
  colors,
  displaySku,
  enclosureCountLabel,
  enclosureKindOf,
  radii,
  readProductPageAddress,
  skuPrefixLabel,
  spacing,
  typography,
  useMyVehicle,
  type ProductDetail,
} from '@storefront/shared-domain';
import { Breadcrumb, PriceLines } from '@storefront/ui';
import { LoadFailed } from '../../components/LoadFailed';
// Not through '../reviews': that index brings in the whole reviews section, which is fetched only when needed.
import { REVIEWS_SECTION_ID } from '../reviews/ReviewsSectionFrame';
import { ReviewsSectionOnDemand } from '../reviews/ReviewsSectionOnDemand';
import { BundleContents } from './BundleContents';
import { BuyBox } from './BuyBox';
import { Gallery } from './Gallery';
import { columnsCss, galleryColumnCss, infoCss, pageCss, statusFrameCss } from './pageLayout';
import { ProductLowerArea } from './ProductLowerArea';
import { ProductPageBoundary } from './ProductPageBoundary';
import { ProductPageSkeleton } from './ProductPageSkeleton';
import { ProductRating } from './ProductRating';
import { Prop65Warning } from './Prop65Warning';
import { useGetProductByHandleQuery } from './productApi';
import { activeSkuOf, productForSku } from './selectedVariant';
import { priceLinesOf, usePriceViewer } from './usePrices';
import { useVariantChoice } from './useVariantChoice';
import { useViewItemEvent } from './useViewItemEvent';
import { VariantOptions } from './VariantOptions';
import { FitOverlay, VehicleFitment } from './VehicleFitment';

const metaCss = css`
  label: productMeta;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.sm};
  margin: 0;
  font-size: ${typography.sizes.sm};
  color: ${colors.textMuted};
`;

const tagCss = css`
  label: productTag;
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${typography.sizes.xs};
  font-weight: ${typography.weights.bold};
`;

/** The product page's look of the trail: link-coloured links, a '›' between crumbs. */
const crumbsCss = css`
  label: productBreadcrumbs;
  li + li::before {
    content: '›';
    margin-right: ${spacing.xs};
  }
  a {
    color: ${colors.link};
  }
`;

/** The trail above the product: home, the catalogue levels the product data names (both title and path), the product. */
function ProductBreadcrumbs({ product }: { product: ProductDetail }) {
  const levels = [
    { label: product.breadCrumbLevel1Title, to: product.breadCrumbLevel1Path },
    { label: product.breadCrumbLevel2Title, to: product.breadCrumbLevel2Path },
  ].filter((c): c is { label: string; to: string } => Boolean(c.label && c.to));
  const crumbs = [{ label: 'Home', to: ROUTES.home.path }, ...levels, { label: product.name }];
  return <Breadcrumb css={crumbsCss} items={crumbs} testId="product-breadcrumbs" />;
}

/** The SKU as shoppers know it, and tags for its prefix and an enclosure's number of subwoofer holes when it has them. */
function ProductMeta({ product }: { product: ProductDetail }) {
  const countLabel =
    typeof product.totalSubwooferHoles === 'number' ? enclosureCountLabel(product.totalSubwooferHoles) : null;
  const prefixLabel = skuPrefixLabel(product.sku);
  return (
    <p css={metaCss}>
      <span data-testid="product-sku">SKU: {displaySku(product.sku)}</span>
      {prefixLabel ? (
        <span css={tagCss} data-testid="product-sku-label">
          {prefixLabel}
        </span>
      ) : null}
      {countLabel ? (
        <span css={tagCss} data-testid="product-count-label">
          {countLabel}
        </span>
      ) : null}
    </p>
  );
}

/** Unknown handles (404) and handles the service refuses (400) are the not-found state. */
function isNotFound(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status === 404 || status === 400;
}

function cleanedQueryOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[PATHS.cleanedQueryStateKey];
  return typeof value === 'string' ? value : null;
}

function scrollToReviews() {
  document.getElementById(REVIEWS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function ProductPage() {
  return (
    <ProductPageBoundary>
      <ProductPageContent />
    </ProductPageBoundary>
  );
}

function ProductPageContent() {
  const { handle = '' } = useParams<{ handle: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const address = useMemo(
    () => readProductPageAddress(location.search, cleanedQueryOf(location.state)),
    [location.search, location.state],
  );

  // Only variant and sku stay in the address; what else came (and a malformed sku) goes, without a reload. A removed
  // ?review= is kept in the history state, as the shell does, so the page still opens the write-a-review panel.
  useEffect(() => {
    if (!address.changed) return;
    const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
    navigate(
      { pathname: location.pathname, search: address.search, hash: location.hash },
      {
        replace: true,
        preventScrollReset: true,
        state: { ...state, [PATHS.cleanedQueryStateKey]: location.search },
      },
    );
  }, [address.changed, address.search, location.pathname, location.search, location.hash, location.state, navigate]);

  const { data, isLoading, error, refetch } = useGetProductByHandleQuery(
    { handle, sku: address.requestedSku },
    { skip: !handle },
  );
  // While another variant loads, `data` still holds the previous answer; an error belongs to the current request.
  const product = error ? undefined : data;

  if (!handle || isNotFound(error)) {
    return (
      <section css={statusFrameCss} data-boundary="product" data-testid="product-page" data-state="not-found">
        <h1>{PRODUCT_PAGE_TEXTS.notFound}</h1>
        <p>
          <Link to={ROUTES.home.path}>Continue shopping</Link>
        </p>
      </section>
    );
  }
  if (isLoading || (!product && !error)) return <ProductPageSkeleton />;
  // A server error or a lost connection: the spec's line, never the server's own text, and 'Try again?' fetches again.
  if (!product) {
    return (
      <section css={statusFrameCss} data-boundary="product" data-testid="product-page">
        <LoadFailed onRetry={refetch} testId="product-page-load-failed" />
      </section>
    );
  }
  return (
    <ProductView
      product={product}
      requestedSku={address.requestedSku}
      openWriteReview={address.writeReview}
      onSelectSku={(sku) =>
        navigate(
          { pathname: location.pathname, search: `?${new URLSearchParams({ sku }).toString()}` },
          { replace: true, preventScrollReset: true },
        )
      }
      hash={location.hash}
      onShowReviews={() => {
        navigate({ pathname: location.pathname, search: location.search, hash: REVIEWS_SECTION_ID }, { replace: true });
        scrollToReviews();
      }}
    />
  );
}

export interface ProductViewProps {
  /** The latest answer of the service (possibly for the previously selected variant while the next one loads). */
  product: ProductDetail;
  requestedSku: string | null;
  /** ?review= (empty) was in the address: the reviews section opens its write-a-review panel and scrolls to it. */
  openWriteReview: boolean;
  onSelectSku: (sku: string) => void;
  hash: string;
  onShowReviews: () => void;
}

function ProductView({ product, requestedSku, openWriteReview, onSelectSku, hash, onShowReviews }: ProductViewProps) {
  const viewer = usePriceViewer();
  const vehicle = useMyVehicle();
  const activeSku = activeSkuOf(product, requestedSku);
  const { shown, pending } = productForSku(product, activeSku);
  const [views, choose, optionsMissing] = useVariantChoice(product, activeSku, onSelectSku);

  useViewItemEvent(shown, pending);

  // '#product-reviews' in the address scrolls smoothly to the reviews once the page is there.
  useEffect(() => {
    if (hash === `#${REVIEWS_SECTION_ID}`) scrollToReviews();
  }, [hash]);

  const images = shown.images?.length ? shown.images : shown.imageUrl ? [{ url: shown.imageUrl }] : [];

  return (
    <article
      css={pageCss}
      data-boundary="product"
      data-testid="product-page"
      data-sku={activeSku}
      aria-busy={pending || undefined}
    >
      <ProductBreadcrumbs product={shown} />

      <div css={columnsCss}>
        <div css={galleryColumnCss}>
          <Gallery key={activeSku} images={images} name={shown.name} />
          <FitOverlay product={shown} vehicle={vehicle} />
        </div>

        <div css={infoCss}>
          <h1>{shown.name}</h1>
          <ProductMeta product={shown} />
          <ProductRating score={shown.reviewScoreAndCounts} onShowReviews={onShowReviews} />

          <PriceLines lines={priceLinesOf(shown, viewer)} testId="product-price" />

          <VariantOptions views={views} onChoose={choose} />

          <BuyBox key={activeSku} product={shown} blocked={optionsMissing || pending} isDealer={viewer.isDealer} />

          {enclosureKindOf(shown) === 'empty' ? (
            <p
              data-testid="product-empty-enclosure-notice"
              css={{
                margin: 0,
                padding: `${spacing.sm} ${spacing.md}`,
                borderLeft: `3px solid ${colors.brand}`,
                background: colors.surface,
                fontSize: typography.sizes.sm,
              }}
            >
              {EMPTY_ENCLOSURE_NOTICE}
            </p>
          ) : null}

          <VehicleFitment product={shown} vehicle={vehicle} />
          {shown.isBundle && shown.bundleChildren ? <BundleContents items={shown.bundleChildren} /> : null}
          {shown.requires_prop65_warning ? <Prop65Warning /> : null}
        </div>
      </div>

      <ProductLowerArea product={shown} viewer={viewer} />

      <ReviewsSectionOnDemand
        product={shown}
        selectedSku={activeSku}
        writeReviewRequested={openWriteReview}
        requested={hash === `#${REVIEWS_SECTION_ID}`}
      />
    </article>
  );
}
