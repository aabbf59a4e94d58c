// Header link lists (spec 2 §2): the fixed category tabs and the mobile drawer's extra entries.
import { ROUTES } from '@storefront/shared-domain';

export interface NavLinkItem {
  label: string;
  href: string;
  /** Second line / accessible description. */
  description?: string;
  external?: boolean;
}

/**
 * A category tab and the menu-data categories its mega-menu panel shows, by the collection each links to: staff may
 * rename a category in the back office, and its panel stays under its tab.
 */
export interface CategoryTab extends NavLinkItem {
  menuHandles: readonly string[];
}

const tab = (label: string, handle: string, more?: Partial<CategoryTab>): CategoryTab => ({
  label,
  href: ROUTES.collection.href(handle),
  menuHandles: [handle],
  ...more,
});

/**
 * Fixed category tabs (spec 2 §2 Header). The panel of each tab shows the left/right menu category of the same
 * subject (spec 1 §3); 'Vehicle Specific' is mobile only and so never appears in a desktop panel.
 */
export const CATEGORY_TABS: readonly CategoryTab[] = [
  tab('Amplifiers', 'car-amplifiers'),
  tab('Subwoofers', 'car-subwoofers'),
  tab('Bass Packages', 'loaded-subwoofer-enclosures'),
  tab('Speakers', 'car-speakers'),
  tab('Marine Audio', 'marine-audio'),
  tab('More...', 'car-audio-installation-accessories-wiring-equipment', {
    description: 'Amp kits, wiring & more',
    menuHandles: ['empty-subwoofer-enclosures', 'car-audio-installation-accessories-wiring-equipment'],
  }),
];

/** Extra entries of the mobile drawer (spec 2 §2). */
export const MOBILE_EXTRA_LINKS: readonly NavLinkItem[] = [
  { label: 'Sound Deadening', href: ROUTES.product.href('SK2MM-car-sound-deadening') },
  { label: 'Car Audio Batteries', href: ROUTES.collection.href('car-audio-batteries') },
  { label: 'Pro Audio & Live Sound', href: ROUTES.collection.href('professional-audio') },
];

/** Where the drawer's SUPPORT entry goes. CHOICE: the contact page (the spec names no address). */
export const SUPPORT_HREF = ROUTES.contentPage.href('contact-us');

export const MOBILE_DRAWER_TEXTS = {
  /** 'MY ACCOUNT' / 'LOGIN TO ACCOUNT' come from accountBarLabel (shared-domain rules). */
  support: 'SUPPORT',
  title: 'Menu',
  close: 'Close menu',
  /** After the row's chevron icon. */
  back: 'Back',
  /** 'All Amplifiers', 'All Monoblock Amplifiers': the link to the page of the level's own category/collection. */
  all: (name: string) => `All ${name}`,
} as const;
