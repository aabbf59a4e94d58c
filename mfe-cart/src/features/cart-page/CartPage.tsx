// Cart page (/cart): the panel's contents in full width (lines and hints on the left, summary on the right from
// tablet up), plus a shipping estimate by ZIP. Pushes view_cart once the cart has lines.
import { useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import {
  CART_TEXTS,
  ROUTES,
  selectIsDealer,
  selectSessionUser,
  useAppSelector,
  visibleCartLines,
} from '@storefront/shared-domain';
import { trackViewCart } from '../analytics/tracking';
import { CART_QUERY_OPTIONS, useGetCartQuery } from '../cart-api/cartApi';
import { CartContents, cartIsDealer } from '../cart-panel/CartContents';
import { CartTotals } from '../cart-panel/CartTotals';
import { useCheckoutEvent } from '../cart-panel/useCheckoutEvent';
import { AppLink } from '../ui/AppLink';
import { ShippingEstimate } from './ShippingEstimate';
import { checkoutButtonCss } from '../ui/checkoutButtonCss';

export const CART_PAGE_TEXTS = {
  title: 'Your Cart',
  summary: 'Order summary',
  continueShopping: 'Continue shopping',
  power: 'Plan the power wire and fuses for your amplifiers',
};

export function CartPage() {
  const theme = useTheme();
  const { data: cart, isLoading, error } = useGetCartQuery(undefined, CART_QUERY_OPTIONS);
  const isDealer = cartIsDealer(cart, useAppSelector(selectIsDealer));
  const user = useAppSelector(selectSessionUser);
  const postCheckoutEvent = useCheckoutEvent();
  const hasLines = visibleCartLines(cart?.items ?? []).length > 0;
  const linkCss = { color: theme.colors.link, fontSize: theme.typography.sizes.sm };

  const viewTracked = useRef(false);
  useEffect(() => {
    if (cart && hasLines && !viewTracked.current) {
      viewTracked.current = true;
      trackViewCart(cart);
    }
  }, [cart, hasLines]);

  return (
    <section
      data-boundary="cart"
      data-testid="cart-page"
      css={{
        label: 'cart-page',
        maxWidth: theme.layout.contentMaxWidth,
        margin: '0 auto',
        padding: `${theme.spacing.lg} ${theme.spacing.md}`,
        boxSizing: 'border-box',
      }}
    >
      <h1 css={{ margin: `0 0 ${theme.spacing.md}`, fontSize: theme.typography.sizes.xxl }}>{CART_PAGE_TEXTS.title}</h1>
      <div
        css={{
          display: 'grid',
          gap: theme.spacing.lg,
          gridTemplateColumns: hasLines ? 'minmax(0, 1fr)' : undefined,
          [theme.mq.tabletUp]: hasLines ? { gridTemplateColumns: 'minmax(0, 1fr) 340px' } : {},
          alignItems: 'start',
        }}
      >
        <div>
          <CartContents cart={cart} isLoading={isLoading} error={error} isDealer={isDealer} showTotals={false} />
          <AppLink to={ROUTES.home.path} css={linkCss}>
            {CART_PAGE_TEXTS.continueShopping}
          </AppLink>
          {hasLines && (
            <>
              {' · '}
              <AppLink to={`${ROUTES.wiringDiagrams.path}?tab=power`} css={linkCss} data-testid="cart-page-power-link">
                {CART_PAGE_TEXTS.power}
              </AppLink>
            </>
          )}
        </div>
        {hasLines && cart && (
          <aside
            data-testid="cart-page-summary"
            css={{
              display: 'grid',
              gap: theme.spacing.md,
              padding: theme.spacing.md,
              background: theme.colors.background,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.lg,
              [theme.mq.tabletUp]: { position: 'sticky', top: theme.spacing.md },
            }}
          >
            <h2 css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>{CART_PAGE_TEXTS.summary}</h2>
            <CartTotals cart={cart} isDealer={isDealer} />
            <AppLink
              to={ROUTES.checkout.path}
              data-testid="cart-page-checkout"
              onClick={() => postCheckoutEvent(cart, user)}
              css={checkoutButtonCss(theme)}
            >
              {CART_TEXTS.proceedToCheckout}
            </AppLink>
            <ShippingEstimate />
          </aside>
        )}
      </div>
    </section>
  );
}
