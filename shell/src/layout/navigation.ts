// Header link lists (spec 2 §2): the fixed category tabs and the mobile drawer's extra entries.

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
  { label: 'Amplifiers', href: '/collections/car-amplifiers', menuCategories: ['Amplifiers'] },
  { label: 'Subwoofers', href: '/collections/car-subwoofers', menuCategories: ['Subwoofers'] },
  {
    label: 'Bass Packages',
    href: '/collections/loaded-subwoofer-enclosures',
    menuCategories: ['Loaded Enclosures'],
  },
  { label: 'Speakers', href: '/collections/car-speakers', menuCategories: ['Speakers'] },
  { label: 'Marine Audio', href: '/collections/marine-audio', menuCategories: ['Marine Audio'] },
  {
    label: 'More...',
    href: '/collections/car-audio-installation-accessories-wiring-equipment',
    description: 'Amp kits, wiring & more',
    menuCategories: ['Empty Enclosures', 'Amp Kits Wiring & More'],
  },
];

/** Extra entries of the mobile drawer (spec 2 §2). */
export const MOBILE_EXTRA_LINKS: readonly NavLinkItem[] = [
  { label: 'Sound Deadening', href: '/products/SK2MM-car-sound-deadening' },
  { label: 'Car Audio Batteries', href: '/collections/car-audio-batteries' },
  { label: 'Pro Audio & Live Sound', href: '/collections/professional-audio' },
];

/** Where the drawer's SUPPORT entry goes. CHOICE: the contact page (the spec names no address). */
export const SUPPORT_HREF = '/pages/contact-us';

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
