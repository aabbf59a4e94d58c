// Header link lists (spec 2 §2): the fixed category tabs and the mobile drawer's extra entries.
import { ROUTES } from '@storefront/shared-domain';

export interface NavLinkItem {
  label: string;
  href: string;
  /** Second line / accessible description. */
  description?: string;
  external?: boolean;
}

/** A category tab and the menu-data categories its mega-menu panel shows (matched by the category title). */
export interface CategoryTab extends NavLinkItem {
  menuCategories: readonly string[];
}

/**
 * Fixed category tabs (spec 2 §2 Header). The panel of each tab shows the left/right menu category of the same
 * subject (spec 1 §3); 'Vehicle Specific' is mobile only and so never appears in a desktop panel.
 */
export const CATEGORY_TABS: readonly CategoryTab[] = [
  { label: 'Amplifiers', href: ROUTES.collection.href('car-amplifiers'), menuCategories: ['Amplifiers'] },
  { label: 'Subwoofers', href: ROUTES.collection.href('car-subwoofers'), menuCategories: ['Subwoofers'] },
  {
    label: 'Bass Packages',
    href: ROUTES.collection.href('loaded-subwoofer-enclosures'),
    menuCategories: ['Loaded Enclosures'],
  },
  { label: 'Speakers', href: ROUTES.collection.href('car-speakers'), menuCategories: ['Speakers'] },
  { label: 'Marine Audio', href: ROUTES.collection.href('marine-audio'), menuCategories: ['Marine Audio'] },
  {
    label: 'More...',
    href: ROUTES.collection.href('car-audio-installation-accessories-wiring-equipment'),
    description: 'Amp kits, wiring & more',
    menuCategories: ['Empty Enclosures', 'Amp Kits Wiring & More'],
  },
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
