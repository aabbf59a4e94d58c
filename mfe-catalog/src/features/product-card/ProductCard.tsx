// Product card (spec 1 §4 "Card behaviour", "Price display variants", "Stock indicator"; spec 2 §6 roles). Every
// decision comes from shared-domain rules: the action (cardAction), price lines (priceDisplayLines + saleDiscountFor,
// of the chosen chip's variant: cardPricing.ts), the simple stock indicator (simpleStockIndicator), SKU text
// (displaySku, also in the image's alt text), enclosure notice and count label, stars (filledStars), the fit label of
// the shopper's vehicle (fitConfidence, fetched on demand: product-grid/fitParts.tsx).
import { css } from '@emotion/react';
import {
  EMPTY_ENCLOSURE_NOTICE,
  IMAGES,
  ROUTES,
  STOCK_TEXTS,
  cardAction,
  colors,
  discountPercentLabel,
  displaySku,
  enclosureCountLabel,
  enclosureKindOf,
  fitmentRangeText,
  imageSources,
  isFlagSet,
  isVehicleSpecificCardSku,
  mq,
  radii,
  spacing,
  toCartItem,
  typography,
  useOnDemandPart,
  OnDemandBoundary,
} from '@storefront/shared-domain';
import { Button, PriceLines, StockIndicator } from '@storefront/ui';
import { Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AddToCartItem, CardAction, MyVehicle } from '@storefront/shared-domain';
import type { Viewer } from '../viewer/useViewer';
import { LinkButton } from '../ui/primitives';
import { cardFitOnDemand } from '../product-grid/fitOnDemand';
import { AddToCartButton } from './AddToCartButton';
import {
  cardPriceLines,
  cardSaleDiscount,
  productForChip,
  showsLowestVariantPrice,
  withFromLabel,
  type CardProduct,
} from './cardPricing';
import { RatingStars } from './RatingStars';
import { VariantChips } from './VariantChips';

/** The cart line source of adds from a collection card. */
export const CARD_CART_SOURCE = 'collection-card';

/** The card's frame; the listing skeleton reuses it so a placeholder card has the real card's box. */
export const cardFrameCss = css`
  label: catalogCard;
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  height: 100%;
  padding: ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: #c8c8c8;
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.08);
  }
  ${mq.mobile} {
    padding: ${spacing.sm};
  }
`;

/** How a card's image is fetched: 'priority' (the listing's first, likely LCP image), 'eager' (above the fold), 'lazy'. */
export type CardImageLoading = 'priority' | 'eager' | 'lazy';

const imageLinkCss = css`
  label: catalogCardImageLink;
  display: block;
  border-radius: ${radii.md};
  background: ${colors.surface};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: contain;
  }
`;

const badgesCss = css`
  label: catalogCardBadges;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.xs};
  min-height: 0;
  &:empty {
    display: none;
  }
`;

const badgeCss = (tone: 'neutral' | 'sale') => css`
  label: catalogCardBadge;
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xs};
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.pill};
  font-size: ${typography.sizes.xs};
  font-weight: ${typography.weights.bold};
  line-height: 1.6;
  background: ${tone === 'sale' ? colors.sale : colors.surface};
  color: ${tone === 'sale' ? colors.textInverse : colors.text};
`;

const nameCss = css`
  label: catalogCardName;
  margin: 0;
  font-size: ${typography.sizes.md};
  font-weight: ${typography.weights.bold};
  line-height: ${typography.lineHeights.tight};
  a {
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
`;

const skuCss = css`
  label: catalogCardSku;
  margin: 0;
  font-family: ${typography.monoFamily};
  font-size: ${typography.sizes.xs};
  color: ${colors.textMuted};
  mark {
    padding: 0 ${spacing.xs};
    border-radius: ${radii.sm};
    background: #fff1b8;
    color: ${colors.text};
    font-weight: ${typography.weights.bold};
  }
`;

const smallCss = css`
  label: catalogCardNote;
  margin: 0;
  font-size: ${typography.sizes.xs};
  color: ${colors.textMuted};
`;

const noticeCss = css`
  label: catalogCardEmptyNotice;
  margin: 0;
  padding: ${spacing.xs} ${spacing.sm};
  border-left: 3px solid ${colors.brand};
  background: ${colors.surface};
  font-size: ${typography.sizes.xs};
  color: ${colors.text};
`;

const actionsCss = css`
  label: catalogCardActions;
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  margin-top: auto;
  padding-top: ${spacing.sm};
  a {
    width: 100%;
  }
`;

export interface ProductCardProps {
  product: CardProduct;
  viewer: Viewer;
  myVehicle?: MyVehicle | null;
  /** Cart line source sent with Add to Cart. */
  source?: string;
  /** Cards above the fold load their image at once (see cardImageLoading in the grid); the rest wait for the scroll. */
  imageLoading?: CardImageLoading;
}

/** What the card shows for the chosen chip (none: the product itself): product data, link, action and price lines. */
function cardView(product: CardProduct, chip: string | null, viewer: Viewer) {
  const child = product.childSkus?.find((c) => c.sku === chip) ?? null;
  const shown = productForChip(product, child?.sku ?? null);
  const preorderEligible = isFlagSet(shown.preorderInfo?.is_pre_order_eligible);
  const action = cardAction(
    { currentlyInStock: shown.currentlyInStock, preorderEligible, productType: shown.product_type },
    viewer,
  );
  const lines = cardPriceLines(shown, viewer);
  return {
    child,
    shown,
    action,
    sku: child?.sku ?? product.sku,
    image: child?.image || product.imageUrl,
    href: ROUTES.product.href(product.slug, { sku: child?.sku }),
    saleDiscount: cardSaleDiscount(shown, viewer),
    lines: !child && showsLowestVariantPrice(product, lines, viewer) ? withFromLabel(lines) : lines,
  };
}

/** The card's badges: the sale and the enclosure's count of subwoofers. */
function CardBadges({ product, saleDiscount }: { product: CardProduct; saleDiscount: number }) {
  const countLabel =
    typeof product.totalSubwooferHoles === 'number' ? enclosureCountLabel(product.totalSubwooferHoles) : null;
  return (
    <div css={badgesCss}>
      {saleDiscount > 0 ? <span css={badgeCss('sale')}>Save {discountPercentLabel(saleDiscount)}</span> : null}
      {countLabel ? (
        <span css={badgeCss('neutral')} data-testid="catalog-card-count-label">
          {countLabel}
        </span>
      ) : null}
    </div>
  );
}

/** The card's one action: details on the product page, a disabled button when it cannot be bought, or Add to Cart. */
function CardActions({ action, href, item }: { action: CardAction; href: string; item: AddToCartItem }) {
  return (
    <div css={actionsCss}>
      {action.moreDetails ? (
        <LinkButton to={href} data-testid="catalog-card-more-details">
          {STOCK_TEXTS.moreDetails}
        </LinkButton>
      ) : action.disabled ? (
        <Button type="button" variant="secondary" disabled data-testid="catalog-card-out-of-stock">
          {action.label}
        </Button>
      ) : (
        <AddToCartButton item={item} label={action.label} />
      )}
    </div>
  );
}

/** A vehicle-specific card's years and models. */
function CardFitment({ product }: { product: CardProduct }) {
  const fitment = isVehicleSpecificCardSku(product.sku) ? fitmentRangeText(product.properties) : null;
  return fitment ? (
    <p css={smallCss} data-testid="catalog-card-fitment">
      {fitment}
    </p>
  ) : null;
}

/** The fit label for the shopper's vehicle, its code fetched once there is one (fitParts.tsx). */
function CardFitOnDemand({ product, myVehicle }: { product: CardProduct; myVehicle: MyVehicle | null }) {
  const { Lazy } = useOnDemandPart(cardFitOnDemand);
  if (!myVehicle) return null;
  return (
    <OnDemandBoundary what={cardFitOnDemand.what}>
      <Suspense fallback={null}>
        <Lazy product={product} myVehicle={myVehicle} />
      </Suspense>
    </OnDemandBoundary>
  );
}

export function ProductCard({
  product,
  viewer,
  myVehicle = null,
  source = CARD_CART_SOURCE,
  imageLoading = 'lazy',
}: ProductCardProps) {
  const [selectedChild, setSelectedChild] = useState<string | null>(null);
  const { child, shown, action, sku, image, href, saleDiscount, lines } = useMemo(
    () => cardView(product, selectedChild, viewer),
    [product, selectedChild, viewer],
  );

  const kind = enclosureKindOf(product);

  const cartItem = toCartItem(shown, { sku, preOrder: action.kind === 'pre-order', source });

  return (
    <article
      css={cardFrameCss}
      data-testid="catalog-product-card"
      data-sku={product.sku}
      data-state={action.kind}
      aria-labelledby={`catalog-card-${product.id}`}
    >
      <Link css={imageLinkCss} to={href} tabIndex={-1} aria-hidden="true">
        <img
          {...imageSources(image, IMAGES.productCardPx)}
          alt={`${product.name}, SKU ${displaySku(sku)}`}
          width={IMAGES.productCardPx}
          height={IMAGES.productCardPx}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
          decoding="async"
          data-testid="catalog-card-image"
        />
      </Link>

      <CardBadges product={product} saleDiscount={saleDiscount} />

      <h3 css={nameCss} id={`catalog-card-${product.id}`}>
        <Link to={href} data-testid="catalog-card-name">
          {product.name}
        </Link>
      </h3>
      <CardFitOnDemand product={product} myVehicle={myVehicle} />

      <p css={skuCss} data-testid="catalog-card-sku">
        SKU: {child ? <mark data-testid="catalog-card-sku-selected">{displaySku(sku)}</mark> : displaySku(sku)}
      </p>

      <CardFitment product={product} />

      {product.childSkus && product.childSkus.length > 0 ? (
        <VariantChips
          options={product.childSkus}
          selected={selectedChild}
          onSelect={(next) => setSelectedChild((prev) => (prev === next ? null : next))}
          productName={product.name}
        />
      ) : null}

      {product.rating && product.rating.count > 0 ? (
        <RatingStars average={product.rating.avg_rating} count={product.rating.count} />
      ) : null}

      <PriceLines lines={lines} size="card" testId="catalog-card-price" lineTestIdPrefix="catalog-price" />
      <StockIndicator action={action} testId="catalog-card-stock" />

      {kind === 'empty' ? (
        <p css={noticeCss} data-testid="catalog-card-empty-notice">
          {EMPTY_ENCLOSURE_NOTICE}
        </p>
      ) : null}

      <CardActions action={action} href={href} item={cartItem} />
    </article>
  );
}
