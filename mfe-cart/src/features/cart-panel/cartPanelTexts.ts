import { CART_TEXTS } from '@storefront/shared-domain';

export const CART_PANEL_TEXTS = {
  title: 'Your Cart',
  close: 'Close cart',
  viewCart: 'View Cart',
  proceedToCheckout: CART_TEXTS.proceedToCheckout,
  updating: 'Updating cart...',
} as const;
