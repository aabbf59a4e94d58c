// What a shopper can do with the selected variant (spec 1 §4 "Product page availability", "Stock indicator
// (detailed)"; spec 2 §4 button states, §5 quantity control): the stock line, the pre-order ETA, the quantity control
// and the Add to Cart / Pre-order button, or the disabled 'Out of Stock' / discontinued state with its red notice; a
// dealer is offered 'Notify Me' under 'Out of Stock' (spec 2 §5).
import { css } from '@emotion/react';
import {
  canAddToDealerCart,
  colors,
  detailedStockIndicator,
  formatCalendarDate,
  preorderEtaText,
  productPageAvailability,
  radii,
  spacing,
  toCartItem,
  typography,
  warehouseStock,
  type ProductDetail,
} from '@storefront/shared-domain';
import { useState } from 'react';
import { ADD_TO_CART_FIELDS, AddToCartButton } from './AddToCartButton';
import { BackInStockOnDemand } from './BackInStockOnDemand';
import { QuantityControl } from './QuantityControl';

/** The cart line source of adds from the product page. */
export const PRODUCT_PAGE_CART_SOURCE = 'product-page';

export type BuyBoxProduct = Pick<
  ProductDetail,
  | 'id'
  | 'sku'
  | 'price'
  | 'price_map'
  | 'price_msrp'
  | 'price_dealer'
  | 'product_type'
  | 'currentlyInStock'
  | 'isDiscontinued'
  | 'blockBackorder'
  | 'preorderInfo'
  | 'inventory'
  | 'tpa_wh'
  | 'lv_wh'
>;

const stockLineCss = css`
  label: productStockLine;
  margin: 0;
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.bold};
  &[data-tone='low'] {
    color: ${colors.brand};
  }
  &[data-tone='preorder'] {
    color: ${colors.link};
  }
  &[data-tone='none'] {
    color: ${colors.textMuted};
  }
`;

const noticeCss = css`
  label: productDiscontinuedNotice;
  margin: 0;
  padding: ${spacing.sm} ${spacing.md};
  border: 1px solid ${colors.danger};
  border-radius: ${radii.md};
  background: #fdecea;
  color: ${colors.danger};
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.bold};
`;

/**
 * The detailed indicator, shown where it adds to the button (CHOICE): an in-stock item only shows the low-stock line
 * ('In Stock (Only N Remaining)'), and the discontinued text is not repeated under a button that already says it.
 */
function stockLine(product: BuyBoxProduct, availability: ReturnType<typeof productPageAvailability>): string | null {
  const text = detailedStockIndicator({
    availableQuantity: product.inventory,
    isDiscontinued: product.isDiscontinued === true,
    // The pre-order flags are read one way, by the availability rule (it also weighs blockBackorder), so the line
    // never says 'Available for Pre-order' above a disabled 'Out of Stock'.
    preorderEnabled: availability.kind === 'pre-order',
    preorderEligible: availability.kind === 'pre-order',
    warehouseQuantity: warehouseStock(product),
  });
  if (!text) return null;
  if (availability.kind === 'add-to-cart') return product.inventory > 0 ? text : null;
  if (availability.kind === 'out-of-stock' && availability.discontinued?.label === text) return null;
  return text;
}

export interface BuyBoxProps {
  product: BuyBoxProduct;
  /** Options of a multi-option product not all chosen, or the chosen variant still loading. */
  blocked: boolean;
  /** A dealer never pre-orders (spec 2 §5): out of stock is out of stock. */
  isDealer?: boolean;
}

export function BuyBox({ product, blocked, isDealer = false }: BuyBoxProps) {
  const [quantity, setQuantity] = useState(1);
  const availability = productPageAvailability(product, { isDealer });
  const line = stockLine(product, availability);
  const tone = line?.startsWith('In Stock') ? 'low' : availability.kind === 'pre-order' ? 'preorder' : 'none';

  return (
    <div css={{ display: 'grid', gap: spacing.md }} data-testid="product-buy-box" data-availability={availability.kind}>
      {line ? (
        <p css={stockLineCss} data-tone={tone} data-testid="product-stock-indicator">
          {line}
        </p>
      ) : null}
      {availability.kind === 'pre-order' && availability.etaDate ? (
        <p css={{ margin: 0, fontSize: typography.sizes.sm }} data-testid="product-preorder-eta">
          {preorderEtaText(formatCalendarDate(availability.etaDate))}
        </p>
      ) : null}
      {availability.kind === 'out-of-stock' ? (
        <>
          <button
            type="button"
            disabled
            data-testid="product-out-of-stock"
            css={{
              minHeight: 48,
              border: `1px solid ${colors.border}`,
              borderRadius: radii.md,
              background: colors.surface,
              color: colors.textMuted,
              fontFamily: 'inherit',
              fontSize: typography.sizes.md,
              fontWeight: typography.weights.bold,
              textTransform: 'uppercase',
              cursor: 'not-allowed',
            }}
          >
            {availability.discontinued?.label ?? availability.label}
          </button>
          {availability.discontinued ? (
            <p css={noticeCss} role="note" data-testid="product-discontinued-notice">
              {availability.discontinued.notice}
            </p>
          ) : !isDealer || !canAddToDealerCart(product) ? (
            // CHOICE: not for an item no longer available, which will not be back.
            <BackInStockOnDemand key={product.sku} sku={product.sku} />
          ) : null}
        </>
      ) : (
        <AddToCartButton
          item={toCartItem(product, {
            quantity,
            preOrder: availability.kind === 'pre-order',
            source: PRODUCT_PAGE_CART_SOURCE,
          })}
          label={availability.label}
          disabled={blocked}
          quantityControl={
            <QuantityControl name={ADD_TO_CART_FIELDS.quantity} value={quantity} onChange={setQuantity} />
          }
        />
      )}
    </div>
  );
}
