// 'Bundle Contents' (spec 1 §2, spec 2 §2): each child with its image (50x50), SKU, quantity and struck-through MAP.
import { css } from '@emotion/react';
import {
  IMAGES,
  PRODUCT_PAGE_TEXTS,
  ROUTES,
  colors,
  displaySku,
  formatMoney,
  imageSources,
  radii,
  spacing,
  typography,
  type BundleChild,
} from '@storefront/shared-domain';
import { Link } from 'react-router-dom';
import { Block } from './ui';

const listCss = css`
  label: productBundleList;
  display: grid;
  gap: ${spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: ${IMAGES.bundleChildPx}px 1fr auto;
    align-items: center;
    gap: ${spacing.sm};
  }
  img {
    display: block;
    border-radius: ${radii.sm};
    background: ${colors.surface};
    object-fit: contain;
  }
  a {
    color: ${colors.text};
  }
`;

const skuCss = css`
  label: productBundleSku;
  display: block;
  font-family: ${typography.monoFamily};
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.bold};
`;

const mutedCss = css`
  label: productBundleNote;
  color: ${colors.textMuted};
  font-size: ${typography.sizes.xs};
`;

export function BundleContents({ items }: { items: BundleChild[] }) {
  if (items.length === 0) return null;
  return (
    <Block aria-labelledby="product-bundle-title" data-testid="product-bundle">
      <h2 id="product-bundle-title">{PRODUCT_PAGE_TEXTS.bundleContents}</h2>
      <ul css={listCss}>
        {items.map((child) => (
          <li key={child.sku} data-testid="product-bundle-item" data-sku={child.sku}>
            <img
              {...imageSources(child.image, IMAGES.bundleChildPx)}
              alt={child.name}
              width={IMAGES.bundleChildPx}
              height={IMAGES.bundleChildPx}
              loading="lazy"
            />
            <span>
              <span css={skuCss}>
                {child.slug ? (
                  <Link to={ROUTES.product.href(child.slug)}>{displaySku(child.sku)}</Link>
                ) : (
                  displaySku(child.sku)
                )}
              </span>
              <span css={mutedCss}>{child.name}</span>
            </span>
            <span css={{ textAlign: 'right' }}>
              <span css={[mutedCss, { display: 'block' }]} data-testid="product-bundle-quantity">
                Qty: {child.quantity}
              </span>
              <s data-testid="product-bundle-map" css={{ color: colors.textMuted, fontSize: typography.sizes.sm }}>
                {formatMoney(child.price_map)}
              </s>
            </span>
          </li>
        ))}
      </ul>
    </Block>
  );
}
