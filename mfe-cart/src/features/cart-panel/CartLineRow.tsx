// One cart line (spec 2 §2 'Cart side panel', §5 'Cart line display', 'Quantity control'): displayed sku, short title
// ('Fall Savings Event' prefix bold), name, options, child products, prices; the cart picker 1 to 1000 as a stepper (a
// 1,000-entry dropdown is slow to scroll and to read out). A quantity change or a remove dims the row and blocks its
// input until the cart answers. An incompatible line (isCompatible false) has a red border, the incompatibility text
// and a remove button. With an active vehicle, each line says whether it fits (CartLineFit.tsx).
import { useTheme } from '@emotion/react';
import { imageSources, type CartLineItem } from '@storefront/shared-domain';
import { useStoreUrl } from '../ui/AppLink';
import { lineEndsRowCss } from './cartLineCss';
import { CartLineDescription } from './CartLineDescription';
import { CartLineFit, CartLineFitPart, useFitVehicle } from './CartLineFit';
import { CartLinePrice } from './CartLinePrice';
import { CartLineQuantity } from './CartLineQuantity';
import { CartLineRemove } from './CartLineRemove';
import { useCartLineWrite } from './useCartLineWrite';

export { CART_LINE_TEXTS } from './cartLineTexts';

export interface CartLineRowProps {
  line: CartLineItem;
  isDealer: boolean;
  onNavigate?: () => void;
  /** Reports a write of this row starting (true) and ending (false): the cart's is-pushing flag. */
  onPushing?: (pushing: boolean) => void;
}

export function CartLineRow({ line, isDealer, onNavigate, onPushing }: CartLineRowProps) {
  const theme = useTheme();
  const toStoreUrl = useStoreUrl();
  const { updating, failure, changeQuantity, remove } = useCartLineWrite(line, onPushing);
  const incompatible = line.isCompatible === false;
  const vehicle = useFitVehicle();
  const removeControl = (
    <CartLineRemove name={line.name} incompatible={incompatible} updating={updating} onRemove={remove} />
  );

  return (
    <li
      data-testid="cart-line"
      data-sku={line.sku}
      data-updating={updating ? 'true' : 'false'}
      data-incompatible={incompatible ? 'true' : 'false'}
      aria-busy={updating}
      css={{
        label: 'cart-line',
        display: 'grid',
        gridTemplateColumns: '72px minmax(0, 1fr)',
        gap: theme.spacing.sm,
        padding: theme.spacing.sm,
        margin: `${theme.spacing.sm} 0`,
        border: `1px solid ${incompatible ? theme.colors.danger : 'transparent'}`,
        borderBottomColor: incompatible ? theme.colors.danger : theme.colors.border,
        borderRadius: incompatible ? theme.radii.md : 0,
        opacity: updating ? 0.5 : 1,
        pointerEvents: updating ? 'none' : undefined,
        transition: 'opacity 150ms',
      }}
    >
      <div css={{ width: 72, height: 72, background: theme.colors.surface, borderRadius: theme.radii.md }}>
        {line.main_image && (
          <img
            {...imageSources(line.main_image, 72, toStoreUrl)}
            alt=""
            width={72}
            height={72}
            css={{ width: 72, height: 72, objectFit: 'contain', display: 'block' }}
          />
        )}
      </div>
      <div css={{ minWidth: 0, display: 'grid', gap: theme.spacing.xxs }}>
        <CartLineDescription line={line} onNavigate={onNavigate} />
        <CartLineFit line={line} vehicle={vehicle} />
        <div css={{ ...lineEndsRowCss(theme), marginTop: theme.spacing.xs }}>
          <CartLineQuantity line={line} updating={updating} onChange={changeQuantity} />
          <CartLinePrice line={line} isDealer={isDealer} />
        </div>
        {incompatible ? (
          removeControl
        ) : (
          // The link to what fits goes beside Remove, on a line that is always there: it adds no line of its own.
          <div css={{ display: 'flex', gap: theme.spacing.sm, minWidth: 0, fontSize: 12 }}>
            {removeControl}
            {vehicle && line.variant && (
              <CartLineFitPart line={line} vehicle={vehicle} part="link" onNavigate={onNavigate} />
            )}
          </div>
        )}
        {failure && (
          <p role="alert" css={{ margin: 0, color: theme.colors.danger, fontSize: 12 }}>
            {failure}
          </p>
        )}
      </div>
    </li>
  );
}
