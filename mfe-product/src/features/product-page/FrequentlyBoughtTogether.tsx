// Frequently bought together: the catalogue sends the associated products as cards (priced for the viewer); each
// one shows its image, name, price lines and an add button with the card's action (cardAction).
import { css } from '@emotion/react';
import {
  PRODUCT_PAGE_TEXTS,
  ROUTES,
  STOCK_TEXTS,
  cardAction,
  colors,
  displaySku,
  imageSources,
  isFlagSet,
  mq,
  radii,
  spacing,
  toCartItem,
  typography,
  type ProductCard,
} from '@storefront/shared-domain';
import { PriceLines, StockIndicator } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { AddToCartButton } from './AddToCartButton';
import { priceLinesOf, type PriceViewer } from './usePrices';
import { Block } from './ui';

/** The cart line source of adds from this block. */
export const FREQUENTLY_BOUGHT_CART_SOURCE = 'product-page-frequently-bought';
const THUMB_PX = 96;

const gridCss = css`
  label: productFbtGrid;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const itemCss = css`
  label: productFbtItem;
  display: grid;
  grid-template-columns: ${THUMB_PX}px 1fr;
  gap: ${spacing.sm};
  align-content: start;
  img {
    display: block;
    width: ${THUMB_PX}px;
    height: ${THUMB_PX}px;
    border-radius: ${radii.md};
    background: ${colors.surface};
    object-fit: contain;
  }
  a {
    color: ${colors.text};
    font-size: ${typography.sizes.sm};
    font-weight: ${typography.weights.bold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export interface FrequentlyBoughtTogetherProps {
  products: ProductCard[];
  viewer: PriceViewer;
}

export function FrequentlyBoughtTogether({ products, viewer }: FrequentlyBoughtTogetherProps) {
  if (products.length === 0) return null;
  return (
    <Block aria-labelledby="product-fbt-title" data-testid="product-frequently-bought">
      <h2 id="product-fbt-title">{PRODUCT_PAGE_TEXTS.frequentlyBoughtTogether}</h2>
      <ul css={gridCss}>
        {products.map((product) => {
          const href = ROUTES.product.href(product.slug);
          const action = cardAction(
            {
              currentlyInStock: product.currentlyInStock,
              preorderEligible: isFlagSet(product.preorderInfo?.is_pre_order_eligible),
              productType: product.product_type,
            },
            viewer,
          );
          return (
            <li css={itemCss} key={product.sku} data-testid="product-fbt-item" data-sku={product.sku}>
              <Link to={href} tabIndex={-1} aria-hidden="true">
                <img
                  {...imageSources(product.imageUrl, THUMB_PX)}
                  alt=""
                  width={THUMB_PX}
                  height={THUMB_PX}
                  loading="lazy"
                />
              </Link>
              <div css={{ display: 'grid', gap: spacing.xs, minWidth: 0 }}>
                <Link to={href}>{product.name}</Link>
                <span
                  css={{ fontFamily: typography.monoFamily, fontSize: typography.sizes.xs, color: colors.textMuted }}
                >
                  {displaySku(product.sku)}
                </span>
                <PriceLines lines={priceLinesOf(product, viewer)} size="compact" testId="product-fbt-price" />
                <StockIndicator action={action} testId="product-fbt-stock" />
                {action.moreDetails ? (
                  <Link to={href} data-testid="product-fbt-more-details">
                    {STOCK_TEXTS.moreDetails}
                  </Link>
                ) : (
                  <AddToCartButton
                    compact
                    item={toCartItem(product, {
                      preOrder: action.kind === 'pre-order',
                      source: FREQUENTLY_BOUGHT_CART_SOURCE,
                    })}
                    label={action.label}
                    disabled={action.disabled}
                    testId="product-fbt-add"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Block>
  );
}
