// Titles and descriptions of page types: the shell titles client navigations with them, the gateway the first
// document of a screen, so both say the same.
import { VEHICLE_FINDER_TEXTS } from './fitment';
import type { PageType } from './page';

/**
 * CHOICE (the spec gives no texts): the title of each page type, as '<title> | <site>' (home: the site name; the
 * vehicle page: its own title). Pages with a handle in the path (collections, content pages) put that handle, in
 * words, first; a product's handle is no name, so product pages keep the neutral 'Product' until their head names
 * them. The shell titles client navigations with these, the gateway the first document of a screen.
 */
export const PAGE_TYPE_TITLES: Readonly<Record<PageType, string>> = {
  home: '',
  vehicle_specific_collection: VEHICLE_FINDER_TEXTS.title,
  collection: 'Collection',
  product: 'Product',
  content_page: 'Information',
  search: 'Search Results',
  cart: 'Your Cart',
  checkout: 'Checkout',
  account_orders: 'Order History',
  account_login: 'Sign In',
  account: 'My Account',
  returns: 'Returns',
  review_form: 'Write a Review',
  dealer_locator: 'Dealer Locator',
  dealers: 'Dealers',
  other: '',
};

/**
 * The head of a screen (a page type whose content is the same for every address of it: no catalogue data):
 * CHOICE texts; `indexed: false` for a shopper's own screens, which search engines have no use for.
 */
export const SCREEN_HEADS: Readonly<Partial<Record<PageType, { description: string; indexed: boolean }>>> = {
  cart: { description: 'The items in your cart, their prices and shipping.', indexed: false },
  checkout: { description: 'Check out: shipping address, delivery and payment.', indexed: false },
  account_orders: { description: 'Your orders and their status.', indexed: false },
  account_login: {
    description: 'Sign in to your account to see your orders, returns and saved cards.',
    indexed: false,
  },
  account: { description: 'Your account: profile, orders, returns and saved cards.', indexed: false },
  returns: { description: 'Ask to return an item of an order.', indexed: false },
  review_form: { description: 'Write a review of a product you bought.', indexed: false },
  dealer_locator: {
    description: 'Find an authorized dealer near you: enter a ZIP code to see dealers, their addresses and distances.',
    indexed: true,
  },
  dealers: { description: 'Dealer quick order: order by SKU at dealer prices.', indexed: false },
};
